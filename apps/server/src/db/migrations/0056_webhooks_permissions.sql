-- Webhooks (issue 33; docs/decisions/webhooks.md): the office's roles read the endpoints and their
-- deliveries, the expert commission registers, edits, rotates and replays them. The Administrator
-- passes as super admin without rows; unit managers, clubs and members have no access.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'webhook.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'webhook.list'),
    ('AdminUnionCommision', 'admin', 'webhook.list'),
    ('AdminExpertCommission', 'admin', 'webhook.update')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Webhooks in the admin administration group, after synchronizations.
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'admin', m.id, 'webhooks', 50, 'Webhooky', 'Webhooks', 'Oznamování změn dalším systémům', 'Change notifications to other systems', 'webhook', NULL, false, false, NULL
  FROM menu_items m
 WHERE m.version = 1 AND m.zone = 'admin' AND m.key = 'group-administration'
   AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.version = 1 AND x.zone = 'admin' AND x.key = 'webhooks');
