-- Leagues (issue 16; docs/access.md "Leagues", docs/decisions.md "Leagues").
-- A league is a tournament of the league type: the tournament lists leave it out, the league pages
-- show only these. Not a ranking type.
INSERT INTO codebook_entries ("list", "id", "code", "name_cs", "name_en", "sort_order", "attrs") VALUES
  ('tournamentTypes', 7, 'LEAGUE', 'Liga družstev', 'Team league', 70, '{"isRanking":false,"isLeague":true}'::jsonb)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Everyone who sees tournaments reads leagues (spec 001 §6: league list, detail, rounds, match
-- detail). The office (AdminExpertCommission) runs them: leagues and their competitions, teams,
-- rosters, the draw, matches and every match action; the club manager edits the rosters of its own
-- teams and starts, scores and ends its own home matches. The Administrator passes as super admin
-- without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'tournament.dynamic.competition.list.full'),
    ('AdminExpertCommission', 'admin', 'tournament.dynamic.get'),
    ('AdminExpertCommission', 'admin', 'tournament.round.list'),
    ('AdminExpertCommission', 'admin', 'tournament.match.list'),
    ('AdminExpertCommission', 'admin', 'league.create'),
    ('AdminExpertCommission', 'admin', 'league.update'),
    ('AdminExpertCommission', 'admin', 'league.delete'),
    ('AdminExpertCommission', 'admin', 'league.competition.create'),
    ('AdminExpertCommission', 'admin', 'league.competition.update'),
    ('AdminExpertCommission', 'admin', 'league.competition.delete'),
    ('AdminExpertCommission', 'admin', 'league.attachment.create'),
    ('AdminExpertCommission', 'admin', 'league.attachment.delete'),
    ('AdminExpertCommission', 'admin', 'league.team.create'),
    ('AdminExpertCommission', 'admin', 'league.team.update'),
    ('AdminExpertCommission', 'admin', 'league.team.delete'),
    ('AdminExpertCommission', 'admin', 'league.roster.update'),
    ('AdminExpertCommission', 'admin', 'league.round.generate'),
    ('AdminExpertCommission', 'admin', 'league.round.update'),
    ('AdminExpertCommission', 'admin', 'league.match.create'),
    ('AdminExpertCommission', 'admin', 'league.match.update'),
    ('AdminExpertCommission', 'admin', 'league.match.delete'),
    ('AdminExpertCommission', 'admin', 'league.match.start'),
    ('AdminExpertCommission', 'admin', 'league.match.end'),
    ('AdminExpertCommission', 'admin', 'league.match.approve'),
    ('AdminExpertCommission', 'admin', 'league.match.publish'),
    ('AdminExpertCommissionReadOnly', 'admin', 'tournament.dynamic.competition.list.full'),
    ('AdminExpertCommissionReadOnly', 'admin', 'tournament.dynamic.get'),
    ('AdminExpertCommissionReadOnly', 'admin', 'tournament.round.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'tournament.match.list'),
    ('AdminUnionCommision', 'admin', 'tournament.dynamic.competition.list.full'),
    ('AdminUnionCommision', 'admin', 'tournament.dynamic.get'),
    ('AdminUnionCommision', 'admin', 'tournament.round.list'),
    ('AdminUnionCommision', 'admin', 'tournament.match.list'),
    ('FedUnitManager', 'admin', 'tournament.dynamic.competition.list.full'),
    ('FedUnitManager', 'admin', 'tournament.dynamic.get'),
    ('FedUnitManager', 'admin', 'tournament.round.list'),
    ('FedUnitManager', 'admin', 'tournament.match.list'),
    ('ClubManager', 'club', 'tournament.dynamic.competition.list.full'),
    ('ClubManager', 'club', 'tournament.dynamic.get'),
    ('ClubManager', 'club', 'tournament.round.list'),
    ('ClubManager', 'club', 'tournament.match.list'),
    ('ClubManager', 'club', 'league.roster.update'),
    ('ClubManager', 'club', 'league.match.update'),
    ('ClubManager', 'club', 'league.match.start'),
    ('ClubManager', 'club', 'league.match.end'),
    ('ClubManagerReadOnly', 'club', 'tournament.dynamic.competition.list.full'),
    ('ClubManagerReadOnly', 'club', 'tournament.dynamic.get'),
    ('ClubManagerReadOnly', 'club', 'tournament.round.list'),
    ('ClubManagerReadOnly', 'club', 'tournament.match.list'),
    ('PersonalMember', 'personal', 'tournament.dynamic.competition.list.full'),
    ('PersonalMember', 'personal', 'tournament.dynamic.get'),
    ('PersonalMember', 'personal', 'tournament.round.list'),
    ('PersonalMember', 'personal', 'tournament.match.list')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Members follow the leagues too: the personal menu gets the league list after the rankings.
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'personal', m.id, 'league/list', 40, 'Ligy', 'Leagues', 'Ligové soutěže družstev', 'Team leagues', 'shield', NULL, false, false, NULL
  FROM menu_items m
 WHERE m.version = 1 AND m.zone = 'personal' AND m.key = 'group-tournaments'
   AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.version = 1 AND x.zone = 'personal' AND x.key = 'league/list');
