-- Permissions of the board module (docs/access.md). Boards are federation-wide: the office
-- (AdminExpertCommission) manages them; the other admin roles read them; the Administrator
-- passes as super admin without rows. Nothing in the club and personal zones.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.board.list'),
    ('AdminExpertCommission', 'api.admin.zone.board.create'),
    ('AdminExpertCommission', 'api.admin.zone.board.update'),
    ('AdminExpertCommission', 'api.admin.zone.board.delete'),
    ('AdminExpertCommission', 'api.admin.zone.board.member.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.board.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.board.member.list'),
    ('AdminUnionCommision', 'api.admin.zone.board.list'),
    ('AdminUnionCommision', 'api.admin.zone.board.member.list'),
    ('FedUnitManager', 'api.admin.zone.board.list'),
    ('FedUnitManager', 'api.admin.zone.board.member.list')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
