-- The federation's events (issue 32 §4–6; docs/decisions/events.md): every admin role reads them
-- (a unit manager too: events are the federation's), the office keeps them, records attendance,
-- invites and grants; a member lists the events open to them and registers or cancels. The
-- Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'event.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'event.list'),
    ('AdminUnionCommision', 'admin', 'event.list'),
    ('FedUnitManager', 'admin', 'event.list'),
    ('AdminExpertCommission', 'admin', 'event.update'),
    ('PersonalMember', 'personal', 'event.my.list'),
    ('PersonalMember', 'personal', 'event.register')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A member's events: a personal-zone menu item after My requests.
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'personal', NULL, 'my-events', 27, 'Akce svazu', 'Federation events', 'Soustředění, školení a semináře: přihlášky', 'Camps, courses and seminars: registration', 'calendar-star', NULL, false, false, NULL
 WHERE NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.version = 1 AND x.zone = 'personal' AND x.key = 'my-events');
