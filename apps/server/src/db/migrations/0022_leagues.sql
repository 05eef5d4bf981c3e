CREATE TABLE "league_competition_teams" (
	"competition_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "league_competition_teams_competition_id_team_id_pk" PRIMARY KEY("competition_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "league_match_games" (
	"match_id" integer NOT NULL,
	"number" integer NOT NULL,
	"home_person_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"away_person_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"home_sets" integer DEFAULT 0 NOT NULL,
	"away_sets" integer DEFAULT 0 NOT NULL,
	"home_balls" integer DEFAULT 0 NOT NULL,
	"away_balls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "league_match_games_match_id_number_pk" PRIMARY KEY("match_id","number")
);
--> statement-breakpoint
CREATE TABLE "league_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"start_date" timestamp with time zone,
	"address" text,
	"attendance" integer,
	"referee_id" integer,
	"referee_text" text,
	"organizer" text,
	"proposition_url" text,
	"note" text,
	"state_id" integer DEFAULT 1 NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"home_sets" integer,
	"away_sets" integer,
	"home_balls" integer,
	"away_balls" integer,
	"home_points" integer,
	"away_points" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "league_matches_teams_chk" CHECK ("league_matches"."home_team_id" <> "league_matches"."away_team_id"),
	CONSTRAINT "league_matches_attendance_chk" CHECK ("league_matches"."attendance" IS NULL OR "league_matches"."attendance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "league_roster_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"team_person_type_id" integer DEFAULT 1 NOT NULL,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "league_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text,
	"date_from" date,
	"date_till" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "league_rounds_number_chk" CHECK ("league_rounds"."number" >= 1),
	CONSTRAINT "league_rounds_range_chk" CHECK ("league_rounds"."date_from" IS NULL OR "league_rounds"."date_till" IS NULL OR "league_rounds"."date_from" <= "league_rounds"."date_till")
);
--> statement-breakpoint
CREATE TABLE "league_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"contact_person" text,
	"contact_email" text,
	"contact_phone" text,
	"note" text,
	"state_id" integer DEFAULT 1 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "league_competition_teams" ADD CONSTRAINT "league_competition_teams_competition_id_tournament_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."tournament_competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_competition_teams" ADD CONSTRAINT "league_competition_teams_team_id_league_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."league_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_match_games" ADD CONSTRAINT "league_match_games_match_id_league_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."league_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_matches" ADD CONSTRAINT "league_matches_competition_id_tournament_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."tournament_competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_matches" ADD CONSTRAINT "league_matches_round_id_league_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."league_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_matches" ADD CONSTRAINT "league_matches_home_team_id_league_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."league_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_matches" ADD CONSTRAINT "league_matches_away_team_id_league_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."league_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_matches" ADD CONSTRAINT "league_matches_referee_id_persons_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_roster_entries" ADD CONSTRAINT "league_roster_entries_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_roster_entries" ADD CONSTRAINT "league_roster_entries_competition_team_fk" FOREIGN KEY ("competition_id","team_id") REFERENCES "public"."league_competition_teams"("competition_id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_rounds" ADD CONSTRAINT "league_rounds_competition_id_tournament_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."tournament_competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_competition_teams_team_idx" ON "league_competition_teams" USING btree ("team_id","competition_id");--> statement-breakpoint
CREATE INDEX "league_match_games_home_persons_idx" ON "league_match_games" USING gin ("home_person_ids");--> statement-breakpoint
CREATE INDEX "league_match_games_away_persons_idx" ON "league_match_games" USING gin ("away_person_ids");--> statement-breakpoint
CREATE INDEX "league_matches_competition_idx" ON "league_matches" USING btree ("competition_id","round_id","id");--> statement-breakpoint
CREATE INDEX "league_matches_round_idx" ON "league_matches" USING btree ("round_id","id");--> statement-breakpoint
CREATE INDEX "league_matches_home_team_idx" ON "league_matches" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "league_matches_away_team_idx" ON "league_matches" USING btree ("away_team_id");--> statement-breakpoint
CREATE INDEX "league_matches_state_idx" ON "league_matches" USING btree ("competition_id","state_id");--> statement-breakpoint
CREATE INDEX "league_matches_referee_idx" ON "league_matches" USING btree ("referee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_roster_entries_person_uq" ON "league_roster_entries" USING btree ("competition_id","person_id");--> statement-breakpoint
CREATE INDEX "league_roster_entries_team_idx" ON "league_roster_entries" USING btree ("team_id","competition_id");--> statement-breakpoint
CREATE INDEX "league_roster_entries_person_idx" ON "league_roster_entries" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_rounds_number_uq" ON "league_rounds" USING btree ("competition_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "league_teams_name_uq" ON "league_teams" USING btree ("tournament_id",lower("name"));--> statement-breakpoint
CREATE INDEX "league_teams_tournament_idx" ON "league_teams" USING btree ("tournament_id","name","id");--> statement-breakpoint
CREATE INDEX "league_teams_club_idx" ON "league_teams" USING btree ("club_id","tournament_id");