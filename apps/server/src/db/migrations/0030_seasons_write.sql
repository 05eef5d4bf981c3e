-- Seasons written in the admin zone (issue 28; docs/access.md, docs/decisions.md "Seasons"): the
-- office (AdminExpertCommission) sets up the federation's seasons, as it runs the other
-- federation-wide records; every admin role keeps reading them (season.list, migration 0003). The
-- Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'season.create'),
    ('AdminExpertCommission', 'admin', 'season.update'),
    ('AdminExpertCommission', 'admin', 'season.delete')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
