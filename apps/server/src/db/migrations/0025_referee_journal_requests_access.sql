-- Referee journal and request statements (issue 17; docs/access.md "Referee journal", "Requests").
-- The office keeps every referee's journal; the read-only office, the union commission and the
-- federation-unit managers read it (the unit manager only its unit's referees). A member keeps
-- their own journal in the personal zone. The office issues a request's statement link.
-- The Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'referee.journal.list'),
    ('AdminExpertCommission', 'admin', 'referee.journal.detail.list'),
    ('AdminExpertCommission', 'admin', 'referee.journal.create'),
    ('AdminExpertCommission', 'admin', 'referee.journal.update'),
    ('AdminExpertCommission', 'admin', 'referee.journal.delete'),
    ('AdminExpertCommission', 'admin', 'request.statement.create'),
    ('AdminExpertCommissionReadOnly', 'admin', 'referee.journal.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'referee.journal.detail.list'),
    ('AdminUnionCommision', 'admin', 'referee.journal.list'),
    ('AdminUnionCommision', 'admin', 'referee.journal.detail.list'),
    ('FedUnitManager', 'admin', 'referee.journal.list'),
    ('FedUnitManager', 'admin', 'referee.journal.detail.list'),
    ('PersonalMember', 'personal', 'referee.journal.detail.list'),
    ('PersonalMember', 'personal', 'referee.journal.create'),
    ('PersonalMember', 'personal', 'referee.journal.update'),
    ('PersonalMember', 'personal', 'referee.journal.delete')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
