
CREATE TABLE "representation_event_participants" (
	"event_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "representation_event_participants_event_id_person_id_pk" PRIMARY KEY("event_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "representation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"date_from" date NOT NULL,
	"date_till" date NOT NULL,
	"place" text,
	"country_id" integer,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "representation_events_range_ck" CHECK ("representation_events"."date_from" <= "representation_events"."date_till"),
	CONSTRAINT "representation_events_kind_ck" CHECK ("representation_events"."kind" IN ('camp', 'tournament', 'other'))
);
--> statement-breakpoint
CREATE TABLE "representation_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"opponent_country_id" integer NOT NULL,
	"competition" text,
	"place" text,
	"score_own" integer,
	"score_opponent" integer,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "representation_matches_score_ck" CHECK (("representation_matches"."score_own" IS NULL) = ("representation_matches"."score_opponent" IS NULL) AND coalesce("representation_matches"."score_own", 0) >= 0 AND coalesce("representation_matches"."score_opponent", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "representation_nominations" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"answered_date" timestamp with time zone,
	"answered_by_id" integer,
	"answered_as" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "representation_nominations_state_ck" CHECK ("representation_nominations"."state" IN ('pending', 'accepted', 'declined')),
	CONSTRAINT "representation_nominations_answered_as_ck" CHECK ("representation_nominations"."answered_as" IS NULL OR "representation_nominations"."answered_as" IN ('person', 'club'))
);
--> statement-breakpoint
CREATE TABLE "representation_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sport_discipline_id" integer NOT NULL,
	"age_category_id" integer NOT NULL,
	"sex_id" integer,
	"season_id" integer NOT NULL,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "representation_event_participants" ADD CONSTRAINT "representation_event_participants_event_id_representation_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."representation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_event_participants" ADD CONSTRAINT "representation_event_participants_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_events" ADD CONSTRAINT "representation_events_team_id_representation_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."representation_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_events" ADD CONSTRAINT "representation_events_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_matches" ADD CONSTRAINT "representation_matches_team_id_representation_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."representation_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_matches" ADD CONSTRAINT "representation_matches_opponent_country_id_countries_id_fk" FOREIGN KEY ("opponent_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_nominations" ADD CONSTRAINT "representation_nominations_team_id_representation_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."representation_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_nominations" ADD CONSTRAINT "representation_nominations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_nominations" ADD CONSTRAINT "representation_nominations_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_teams" ADD CONSTRAINT "representation_teams_sex_id_sexes_id_fk" FOREIGN KEY ("sex_id") REFERENCES "public"."sexes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_teams" ADD CONSTRAINT "representation_teams_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "representation_event_participants_person_idx" ON "representation_event_participants" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "representation_events_date_idx" ON "representation_events" USING btree ("date_from","id");--> statement-breakpoint
CREATE INDEX "representation_events_team_idx" ON "representation_events" USING btree ("team_id","date_from");--> statement-breakpoint
CREATE INDEX "representation_matches_date_idx" ON "representation_matches" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "representation_matches_team_idx" ON "representation_matches" USING btree ("team_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "representation_nominations_team_person_idx" ON "representation_nominations" USING btree ("team_id","person_id");--> statement-breakpoint
CREATE INDEX "representation_nominations_person_idx" ON "representation_nominations" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "representation_teams_season_idx" ON "representation_teams" USING btree ("season_id","name","id");