CREATE INDEX "league_matches_start_idx" ON "league_matches" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "league_teams_lower_name_idx" ON "league_teams" USING btree (lower("name"),"id");--> statement-breakpoint
-- The club zone's league pages: its teams in every league and the matches they play, after the
-- leagues (the admin zone has had both items since the first menu).
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'club', m.id, v.key, v.sort_order, v.title_cs, v.title_en, v.description_cs, v.description_en, v.icon, NULL, false, false, NULL
  FROM menu_items m
 CROSS JOIN (VALUES
   ('competition-teams', 52, 'Družstva', 'Teams', 'Družstva klubu v ligách', 'The club''s teams in the leagues', 'users-group'),
   ('competition-matches', 54, 'Utkání', 'Matches', 'Utkání družstev klubu', 'The matches of the club''s teams', 'calendar-event')
 ) AS v(key, sort_order, title_cs, title_en, description_cs, description_en, icon)
 WHERE m.version = 1 AND m.zone = 'club' AND m.key = 'group-tournaments'
   AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.version = 1 AND x.zone = 'club' AND x.key = v.key);
