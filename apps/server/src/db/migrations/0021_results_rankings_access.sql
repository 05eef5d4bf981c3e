-- Results, rosters, scoring tables and rankings (issue 15; docs/access.md "Results and rankings"):
-- the office (AdminExpertCommission) enters results, rosters and scoring tables, imports and pairs
-- results, pairs seasons and generates rankings; the other admin roles read. Clubs read rankings,
-- the older module's pages and apply pairs of their own members (the read-only one reads); members
-- read. The older tournament module (tournament.list) shows the same tournaments as the dynamic one.
-- The Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.tournament.list'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.standings.update'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.points.calculate'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.roster.create'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.roster.update'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.roster.delete'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.results.import'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.participant.pair'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.competition.pair'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.scoring.list'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.scoring.update'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.ranking.overview.list'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.ranking.generate'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.ranking.update'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.tournament.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.tournament.scoring.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.tournament.ranking.overview.list'),
    ('AdminUnionCommision', 'api.admin.zone.tournament.list'),
    ('AdminUnionCommision', 'api.admin.zone.tournament.scoring.list'),
    ('AdminUnionCommision', 'api.admin.zone.tournament.ranking.overview.list'),
    ('FedUnitManager', 'api.admin.zone.tournament.list'),
    ('FedUnitManager', 'api.admin.zone.tournament.scoring.list'),
    ('FedUnitManager', 'api.admin.zone.tournament.ranking.overview.list'),
    ('ClubManager', 'api.club.zone.tournament.list'),
    ('ClubManager', 'api.club.zone.tournament.ranking.overview.list'),
    ('ClubManager', 'api.club.zone.tournament.dynamic.roster.create'),
    ('ClubManager', 'api.club.zone.tournament.dynamic.roster.delete'),
    ('ClubManagerReadOnly', 'api.club.zone.tournament.list'),
    ('ClubManagerReadOnly', 'api.club.zone.tournament.ranking.overview.list'),
    ('PersonalMember', 'api.personal.zone.tournament.list'),
    ('PersonalMember', 'api.personal.zone.tournament.ranking.overview.list')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The default scoring table (docs/decisions.md "Scoring tables"): the same points for the ranking
-- tournament types (youth, adults, masters, para); the office edits it. Places 1-4 each, then
-- 5-8, 9-16 and 17-32 each place; a shared 3rd-4th place (knockout without a bronze match) has a
-- row of its own.
INSERT INTO tournament_scoring_rows (type_id, rank_from, rank_to, rank_shared, points)
SELECT ty.id, r.rank_from, r.rank_to, r.rank_shared, r.points
  FROM (VALUES (1), (2), (3), (4)) AS ty(id)
  CROSS JOIN (VALUES
    (1, 1, false, 100.00),
    (2, 2, false, 80.00),
    (3, 3, false, 65.00),
    (4, 4, false, 55.00),
    (3, 4, true, 60.00),
    (5, 8, false, 40.00),
    (9, 16, false, 25.00),
    (17, 32, false, 10.00)
  ) AS r(rank_from, rank_to, rank_shared, points);
