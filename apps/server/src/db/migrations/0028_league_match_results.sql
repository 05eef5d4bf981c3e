ALTER TABLE "league_match_games" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "league_match_games" ADD CONSTRAINT "league_match_games_kind_chk" CHECK ("league_match_games"."kind" IS NULL OR "league_match_games"."kind" IN ('singles', 'doubles'));--> statement-breakpoint
-- League results in one step (issue 27): the office records a played match's result at once
-- (`league.match.result`), postpones, cancels or awards a match by walkover and takes that back
-- (reopen); the match referee is picked from today's referees (`league.referee.list` is read with
-- `league.match.update`, which the office and the club manager already hold).
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.admin.zone.', p.permission)
  FROM (VALUES ('league.match.result'), ('league.match.postpone'), ('league.match.cancel'),
               ('league.match.walkover'), ('league.match.reopen')) AS p(permission)
  JOIN user_role_types t ON t.code = 'AdminExpertCommission'
ON CONFLICT DO NOTHING;
