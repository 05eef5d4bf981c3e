-- Reporting (issue 33; docs/decisions/reporting.md): the national sports agency's register export
-- (it carries birth numbers) is the office's (AdminExpertCommission); the annual statistics are read
-- by the office and the read-only admin roles. A unit manager gets neither: the register and the
-- statistics are the whole federation's. The Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'reporting.nsa.export'),
    ('AdminExpertCommission', 'admin', 'reporting.stats.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'reporting.stats.list'),
    ('AdminUnionCommision', 'admin', 'reporting.stats.list')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The legacy item becomes the native page.
UPDATE menu_items
   SET title_cs = 'Výkaznictví', title_en = 'Reporting',
       description_cs = 'Rejstřík sportu (NSA) a roční statistiky', description_en = 'Sports register (NSA) and annual statistics'
 WHERE version = 1 AND zone = 'admin' AND key = 'reporting';
