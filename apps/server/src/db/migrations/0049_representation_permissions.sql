-- The national teams (issue 32; docs/decisions/representation.md): every admin role reads, the
-- office (AdminExpertCommission) keeps the teams, squads, events and matches; a member answers their
-- own nominations in the personal zone, a club manager those of the current club's members (the
-- read-only manager reads them). The Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'representation.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'representation.list'),
    ('AdminUnionCommision', 'admin', 'representation.list'),
    ('FedUnitManager', 'admin', 'representation.list'),
    ('AdminExpertCommission', 'admin', 'representation.update'),
    ('PersonalMember', 'personal', 'representation.nomination.list'),
    ('PersonalMember', 'personal', 'representation.nomination.answer'),
    ('ClubManager', 'club', 'representation.nomination.list'),
    ('ClubManagerReadOnly', 'club', 'representation.nomination.list'),
    ('ClubManager', 'club', 'representation.nomination.answer')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The overview page exists now: its menu item is shown.
UPDATE menu_items SET is_hidden = false WHERE version = 1 AND zone = 'admin' AND key = 'representation';
--> statement-breakpoint
-- A member's nominations, after My requests.
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'personal', NULL, 'representation/nominations', 28, 'Moje nominace', 'My nominations', 'Nominace do reprezentačních družstev', 'National squad nominations', 'flag-2', NULL, false, false, NULL
 WHERE NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.version = 1 AND x.zone = 'personal' AND x.key = 'representation/nominations');
--> statement-breakpoint
-- The club's members' nominations, in the club and members group after the requests.
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'club', m.parent_id, 'representation/nominations', 55, 'Nominace do reprezentace', 'National team nominations', 'Nominace členů klubu do reprezentačních družstev', 'National squad nominations of the club''s members', 'flag-2', NULL, false, false, NULL
  FROM menu_items m
 WHERE m.version = 1 AND m.zone = 'club' AND m.key = 'requests'
   AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.version = 1 AND x.zone = 'club' AND x.key = 'representation/nominations');
