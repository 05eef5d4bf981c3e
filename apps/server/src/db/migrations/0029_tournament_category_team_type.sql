ALTER TABLE "tournaments" ADD COLUMN "category_id" integer;--> statement-breakpoint
-- The tournament form's category and team type (spec 001 §3 "Tournament (data-access form)",
-- issue 27): who may enter (open, federation members only, by invitation) and whether individuals,
-- teams or both play. Labels for the calendar and the detail; no rule reads them.
INSERT INTO codebook_entries ("list", "id", "code", "name_cs", "name_en", "sort_order", "attrs") VALUES
  ('tournamentCategories', 1, 'OPEN', 'Otevřený', 'Open', 10, '{}'::jsonb),
  ('tournamentCategories', 2, 'MEMBERS', 'Pro členy federace', 'Federation members only', 20, '{}'::jsonb),
  ('tournamentCategories', 3, 'INVITATION', 'Na pozvání', 'By invitation', 30, '{}'::jsonb),
  ('tournamentTeamTypes', 1, 'INDIVIDUALS', 'Jednotlivci', 'Individuals', 10, '{}'::jsonb),
  ('tournamentTeamTypes', 2, 'TEAMS', 'Družstva', 'Teams', 20, '{}'::jsonb),
  ('tournamentTeamTypes', 3, 'BOTH', 'Jednotlivci i družstva', 'Individuals and teams', 30, '{}'::jsonb)
ON CONFLICT DO NOTHING;
