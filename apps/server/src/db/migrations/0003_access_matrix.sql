-- The permission matrix: which user role may perform which action (docs/access.md).
-- Names are api.{zone}.zone.{action} or access.*; the Administrator (super admin) may do
-- everything in the admin zone without rows here. Later modules add their rows in their own
-- migrations.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    -- Administrator
    ('Administrator', 'access.admin.zone'),
    ('Administrator', 'access.admin.cms'),
    -- AdminExpertCommission: the federation's office, reads and writes federation-wide
    ('AdminExpertCommission', 'access.admin.zone'),
    ('AdminExpertCommission', 'api.admin.zone.season.list'),
    ('AdminExpertCommission', 'api.admin.zone.person.list'),
    ('AdminExpertCommission', 'api.admin.zone.person.count'),
    ('AdminExpertCommission', 'api.admin.zone.club.list'),
    ('AdminExpertCommission', 'api.admin.zone.club.count'),
    ('AdminExpertCommission', 'api.admin.zone.person.role.create'),
    ('AdminExpertCommission', 'api.admin.zone.person.role.update'),
    ('AdminExpertCommission', 'api.admin.zone.person.role.delete'),
    -- AdminExpertCommissionReadOnly: the same lists, no writes
    ('AdminExpertCommissionReadOnly', 'access.admin.zone'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.season.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.person.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.person.count'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.club.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.club.count'),
    -- AdminUnionCommision: reviews what the office sends it; reads
    ('AdminUnionCommision', 'access.admin.zone'),
    ('AdminUnionCommision', 'api.admin.zone.season.list'),
    ('AdminUnionCommision', 'api.admin.zone.person.list'),
    ('AdminUnionCommision', 'api.admin.zone.person.count'),
    ('AdminUnionCommision', 'api.admin.zone.club.list'),
    ('AdminUnionCommision', 'api.admin.zone.club.count'),
    -- FedUnitManager: the admin zone limited to its federation units (rows scoped by claims)
    ('FedUnitManager', 'access.admin.zone'),
    ('FedUnitManager', 'api.admin.zone.season.list'),
    ('FedUnitManager', 'api.admin.zone.person.list'),
    ('FedUnitManager', 'api.admin.zone.person.count'),
    ('FedUnitManager', 'api.admin.zone.club.list'),
    ('FedUnitManager', 'api.admin.zone.club.count'),
    ('FedUnitManager', 'api.admin.zone.person.role.create'),
    ('FedUnitManager', 'api.admin.zone.person.role.update'),
    ('FedUnitManager', 'api.admin.zone.person.role.delete'),
    -- ClubManager and ClubManagerReadOnly: the club zone of their current club
    ('ClubManager', 'api.club.zone.season.list'),
    ('ClubManager', 'api.club.zone.club.list'),
    ('ClubManagerReadOnly', 'api.club.zone.season.list'),
    ('ClubManagerReadOnly', 'api.club.zone.club.list'),
    -- PersonalMember: the personal zone of the assigned person
    ('PersonalMember', 'api.personal.zone.season.list')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
