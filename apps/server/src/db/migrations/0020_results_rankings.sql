CREATE TABLE "ranking_entries" (
	"ranking_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"points" numeric(12, 2) NOT NULL,
	"club_id" integer,
	"counted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "ranking_entries_ranking_id_person_id_pk" PRIMARY KEY("ranking_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"id" serial PRIMARY KEY NOT NULL,
	"age_category_group_id" integer NOT NULL,
	"sex_id" integer NOT NULL,
	"sport_discipline_id" integer NOT NULL,
	"rank_date" date NOT NULL,
	"entries_count" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "tournament_scoring_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"rank_from" integer NOT NULL,
	"rank_to" integer NOT NULL,
	"rank_shared" boolean DEFAULT false NOT NULL,
	"points" numeric(10, 2) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "tournament_scoring_rows_range_chk" CHECK ("tournament_scoring_rows"."rank_from" >= 1 AND "tournament_scoring_rows"."rank_to" >= "tournament_scoring_rows"."rank_from")
);
--> statement-breakpoint
CREATE TABLE "tournament_team_rosters" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_competition_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"first_person_id" integer NOT NULL,
	"first_club_id" integer,
	"first_state_id" integer DEFAULT 1 NOT NULL,
	"second_person_id" integer,
	"second_club_id" integer,
	"second_state_id" integer DEFAULT 1 NOT NULL,
	"state_id" integer DEFAULT 1 NOT NULL,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "tournament_team_rosters_two_persons_chk" CHECK ("tournament_team_rosters"."second_person_id" IS NULL OR "tournament_team_rosters"."second_person_id" <> "tournament_team_rosters"."first_person_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_unpaired_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_competition_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"source" text NOT NULL,
	"row_number" integer NOT NULL,
	"row_key" text NOT NULL,
	"registration_number" text,
	"first_name" text,
	"last_name" text,
	"birth_date" date,
	"club_name" text,
	"rank_from" integer,
	"rank_to" integer,
	"standing_shared" boolean DEFAULT false NOT NULL,
	"result" text,
	"points" numeric(10, 2),
	"reason" text NOT NULL,
	"paired_participant_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "rank_from" integer;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "rank_to" integer;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "standing_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "points" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "points_cp" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD COLUMN "points_mcr" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_ranking_id_rankings_id_fk" FOREIGN KEY ("ranking_id") REFERENCES "public"."rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_rosters" ADD CONSTRAINT "tournament_team_rosters_tournament_competition_id_tournament_competitions_id_fk" FOREIGN KEY ("tournament_competition_id") REFERENCES "public"."tournament_competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_rosters" ADD CONSTRAINT "tournament_team_rosters_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_rosters" ADD CONSTRAINT "tournament_team_rosters_first_person_id_persons_id_fk" FOREIGN KEY ("first_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_rosters" ADD CONSTRAINT "tournament_team_rosters_first_club_id_clubs_id_fk" FOREIGN KEY ("first_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_rosters" ADD CONSTRAINT "tournament_team_rosters_second_person_id_persons_id_fk" FOREIGN KEY ("second_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_rosters" ADD CONSTRAINT "tournament_team_rosters_second_club_id_clubs_id_fk" FOREIGN KEY ("second_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_unpaired_results" ADD CONSTRAINT "tournament_unpaired_results_tournament_competition_id_tournament_competitions_id_fk" FOREIGN KEY ("tournament_competition_id") REFERENCES "public"."tournament_competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_unpaired_results" ADD CONSTRAINT "tournament_unpaired_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_unpaired_results" ADD CONSTRAINT "tournament_unpaired_results_paired_participant_id_tournament_participants_id_fk" FOREIGN KEY ("paired_participant_id") REFERENCES "public"."tournament_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_entries_rank_idx" ON "ranking_entries" USING btree ("ranking_id","rank","person_id");--> statement-breakpoint
CREATE INDEX "ranking_entries_person_idx" ON "ranking_entries" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rankings_key_uq" ON "rankings" USING btree ("age_category_group_id","sex_id","sport_discipline_id","rank_date");--> statement-breakpoint
CREATE INDEX "rankings_rank_date_idx" ON "rankings" USING btree ("rank_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_scoring_rows_uq" ON "tournament_scoring_rows" USING btree ("type_id","rank_shared","rank_from");--> statement-breakpoint
CREATE INDEX "tournament_team_rosters_competition_idx" ON "tournament_team_rosters" USING btree ("tournament_competition_id","id");--> statement-breakpoint
CREATE INDEX "tournament_team_rosters_tournament_idx" ON "tournament_team_rosters" USING btree ("tournament_id","id");--> statement-breakpoint
CREATE INDEX "tournament_team_rosters_first_person_idx" ON "tournament_team_rosters" USING btree ("first_person_id");--> statement-breakpoint
CREATE INDEX "tournament_team_rosters_second_person_idx" ON "tournament_team_rosters" USING btree ("second_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_unpaired_results_key_uq" ON "tournament_unpaired_results" USING btree ("tournament_competition_id","row_key");--> statement-breakpoint
CREATE INDEX "tournament_unpaired_results_tournament_idx" ON "tournament_unpaired_results" USING btree ("tournament_id","id");--> statement-breakpoint
CREATE INDEX "tournament_unpaired_results_participant_idx" ON "tournament_unpaired_results" USING btree ("paired_participant_id");--> statement-breakpoint
CREATE INDEX "tournament_competitions_name_idx" ON "tournament_competitions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "tournament_competitions_date_from_idx" ON "tournament_competitions" USING btree ("date_from","id");--> statement-breakpoint
CREATE INDEX "tournament_competitions_group_idx" ON "tournament_competitions" USING btree ("age_category_group_id","sport_discipline_id");--> statement-breakpoint
CREATE INDEX "tournament_competitions_name_trgm_idx" ON "tournament_competitions" USING gin (lower(f_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournament_participants_standing_idx" ON "tournament_participants" USING btree ("tournament_competition_id","rank_from","id");--> statement-breakpoint
CREATE INDEX "tournaments_ranking_included_idx" ON "tournaments" USING btree ("date_from","id") WHERE "tournaments"."ranking_included";--> statement-breakpoint
CREATE INDEX "tournaments_ranking_excluded_idx" ON "tournaments" USING btree ("date_from","id") WHERE "tournaments"."ranking_excluded";--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_rank_chk" CHECK (("tournament_participants"."rank_from" IS NULL AND "tournament_participants"."rank_to" IS NULL) OR ("tournament_participants"."rank_from" >= 1 AND "tournament_participants"."rank_to" >= "tournament_participants"."rank_from"));