CREATE TABLE "tournament_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "tournament_calendar_tokens" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_calendar_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "tournament_competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"name" text NOT NULL,
	"age_category_id" integer,
	"age_category_group_id" integer,
	"sport_discipline_id" integer,
	"type_id" integer,
	"competition_type" text,
	"level_id" integer,
	"state_id" integer DEFAULT 1 NOT NULL,
	"rank_state_id" integer DEFAULT 1 NOT NULL,
	"performance_class" text,
	"date_from" date,
	"date_till" date,
	"time_from" time,
	"location" text,
	"proposition" text,
	"external_id" text,
	"start_fee" numeric(10, 2),
	"open_for_participants" date,
	"close_for_participants" date,
	"approve_date" timestamp with time zone,
	"previous_competition_id" integer,
	"results_url" text,
	"system_id" integer,
	"result_type_id" integer,
	"game_per_match" integer,
	"set_max" integer,
	"is_draw" boolean DEFAULT false NOT NULL,
	"round_count" integer,
	"season_id" integer,
	"start_participant_count" integer,
	"start_foreign_participant_count" integer,
	"start_countries_count" integer,
	"coeficient_cp" numeric(8, 3),
	"coeficient_mcr" numeric(8, 3),
	"percent_to_cp_rankings" numeric(5, 2),
	"percent_to_mcr_rankings" numeric(5, 2),
	"athletes_count" integer DEFAULT 0 NOT NULL,
	"referees_count" integer DEFAULT 0 NOT NULL,
	"participants_count" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "tournament_competitions_range_chk" CHECK ("tournament_competitions"."date_from" IS NULL OR "tournament_competitions"."date_till" IS NULL OR "tournament_competitions"."date_from" <= "tournament_competitions"."date_till"),
	CONSTRAINT "tournament_competitions_window_chk" CHECK ("tournament_competitions"."open_for_participants" IS NULL OR "tournament_competitions"."close_for_participants" IS NULL OR "tournament_competitions"."open_for_participants" <= "tournament_competitions"."close_for_participants")
);
--> statement-breakpoint
CREATE TABLE "tournament_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_competition_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"club_id" integer,
	"state_id" integer DEFAULT 1 NOT NULL,
	"registered" timestamp with time zone DEFAULT now() NOT NULL,
	"registration_approved_date" timestamp with time zone,
	"registration_fee_paid_date" date,
	"note" jsonb,
	"additional_data" jsonb,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "tournament_type_levels" (
	"tournament_id" integer NOT NULL,
	"order" integer NOT NULL,
	"type_id" integer NOT NULL,
	"level_id" integer,
	CONSTRAINT "tournament_type_levels_tournament_id_order_pk" PRIMARY KEY("tournament_id","order")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"date_from" date NOT NULL,
	"date_till" date NOT NULL,
	"time_from" time,
	"registration_start_date" date,
	"registration_close_date" date,
	"registration_online" boolean DEFAULT true NOT NULL,
	"season_id" integer NOT NULL,
	"organizer_id" integer,
	"organizer_text" text,
	"type_id" integer NOT NULL,
	"level_id" integer,
	"federation_unit_id" integer,
	"sport_field_id" integer,
	"sport_field_text" text,
	"referee_id" integer,
	"referee_text" text,
	"director" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"note" text,
	"age_category_id" integer,
	"age_category_group_id" integer,
	"sex_id" integer,
	"team_type_id" integer,
	"sport_discipline_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"starting_fee" numeric(10, 2),
	"online_info" text,
	"accommodation" text,
	"proposition" text,
	"proposition_file_id" uuid,
	"poster_file_id" uuid,
	"main_image_file_id" uuid,
	"badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"important_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ranking_date" date,
	"ranking_generate" boolean DEFAULT false NOT NULL,
	"ranking_included" boolean DEFAULT false NOT NULL,
	"ranking_excluded" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"previous_tournament_id" integer,
	"group" text,
	"additional_data" jsonb,
	"state_id" integer DEFAULT 1 NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"street" text,
	"city" text,
	"zip" text,
	"district_id" integer,
	"region_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"calendar_event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"signed_athletes" integer DEFAULT 0 NOT NULL,
	"signed_referees" integer DEFAULT 0 NOT NULL,
	"signed_teams" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "tournaments_range_chk" CHECK ("tournaments"."date_from" <= "tournaments"."date_till"),
	CONSTRAINT "tournaments_registration_range_chk" CHECK ("tournaments"."registration_start_date" IS NULL OR "tournaments"."registration_close_date" IS NULL OR "tournaments"."registration_start_date" <= "tournaments"."registration_close_date"),
	CONSTRAINT "tournaments_latitude_chk" CHECK ("tournaments"."latitude" IS NULL OR "tournaments"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "tournaments_longitude_chk" CHECK ("tournaments"."longitude" IS NULL OR "tournaments"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "tournament_attachments" ADD CONSTRAINT "tournament_attachments_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_attachments" ADD CONSTRAINT "tournament_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_calendar_tokens" ADD CONSTRAINT "tournament_calendar_tokens_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_competitions" ADD CONSTRAINT "tournament_competitions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_competitions" ADD CONSTRAINT "tournament_competitions_previous_competition_id_tournament_competitions_id_fk" FOREIGN KEY ("previous_competition_id") REFERENCES "public"."tournament_competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_competitions" ADD CONSTRAINT "tournament_competitions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_competition_id_tournament_competitions_id_fk" FOREIGN KEY ("tournament_competition_id") REFERENCES "public"."tournament_competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_type_levels" ADD CONSTRAINT "tournament_type_levels_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_organizer_id_clubs_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_federation_unit_id_federation_units_id_fk" FOREIGN KEY ("federation_unit_id") REFERENCES "public"."federation_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_field_id_sport_fields_id_fk" FOREIGN KEY ("sport_field_id") REFERENCES "public"."sport_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_referee_id_persons_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_proposition_file_id_files_id_fk" FOREIGN KEY ("proposition_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_poster_file_id_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_main_image_file_id_files_id_fk" FOREIGN KEY ("main_image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_previous_tournament_id_tournaments_id_fk" FOREIGN KEY ("previous_tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_attachments_tournament_idx" ON "tournament_attachments" USING btree ("tournament_id","id");--> statement-breakpoint
CREATE INDEX "tournament_competitions_tournament_idx" ON "tournament_competitions" USING btree ("tournament_id","name");--> statement-breakpoint
CREATE INDEX "tournament_competitions_discipline_idx" ON "tournament_competitions" USING btree ("sport_discipline_id","tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_competitions_state_idx" ON "tournament_competitions" USING btree ("state_id","tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_participants_person_uq" ON "tournament_participants" USING btree ("tournament_competition_id","person_id");--> statement-breakpoint
CREATE INDEX "tournament_participants_competition_idx" ON "tournament_participants" USING btree ("tournament_competition_id","id");--> statement-breakpoint
CREATE INDEX "tournament_participants_tournament_idx" ON "tournament_participants" USING btree ("tournament_id","id");--> statement-breakpoint
CREATE INDEX "tournament_participants_club_idx" ON "tournament_participants" USING btree ("club_id","tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_participants_person_idx" ON "tournament_participants" USING btree ("person_id","tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_type_levels_type_idx" ON "tournament_type_levels" USING btree ("type_id","tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_type_levels_level_idx" ON "tournament_type_levels" USING btree ("level_id","tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_code_uq" ON "tournaments" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "tournaments_date_from_idx" ON "tournaments" USING btree ("date_from","id");--> statement-breakpoint
CREATE INDEX "tournaments_date_till_idx" ON "tournaments" USING btree ("date_till","id");--> statement-breakpoint
CREATE INDEX "tournaments_season_idx" ON "tournaments" USING btree ("season_id","date_from");--> statement-breakpoint
CREATE INDEX "tournaments_state_idx" ON "tournaments" USING btree ("state_id","date_from");--> statement-breakpoint
CREATE INDEX "tournaments_type_idx" ON "tournaments" USING btree ("type_id","date_from");--> statement-breakpoint
CREATE INDEX "tournaments_level_idx" ON "tournaments" USING btree ("level_id","date_from");--> statement-breakpoint
CREATE INDEX "tournaments_region_idx" ON "tournaments" USING btree ("region_id","date_from");--> statement-breakpoint
CREATE INDEX "tournaments_organizer_idx" ON "tournaments" USING btree ("organizer_id","date_from");--> statement-breakpoint
CREATE INDEX "tournaments_name_idx" ON "tournaments" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "tournaments_name_trgm_idx" ON "tournaments" USING gin (lower(f_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournaments_sport_disciplines_idx" ON "tournaments" USING gin ("sport_discipline_ids");--> statement-breakpoint
-- Statute 8 (docs/decisions.md "Tournaments"): each tournament type says how many started athletes
-- one referee covers; required referees = ceil(athletes / athletesPerReferee). Default 10.
UPDATE codebook_entries SET attrs = attrs || '{"athletesPerReferee":10}'::jsonb
 WHERE list = 'tournamentTypes' AND NOT attrs ? 'athletesPerReferee';--> statement-breakpoint
-- Who may do what with tournaments (docs/access.md "Tournaments"): the office (AdminExpertCommission)
-- runs tournaments, their disciplines, applications and attachments and moves them through the
-- workflow up to "sent to the commission"; the union commission approves; the other admin roles read.
-- Club managers read and apply their own club's members (the read-only one reads); members read.
-- The Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.list'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.create'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.update'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.delete'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.publish'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.send'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.cancel'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.archive'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.competition.create'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.competition.update'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.competition.delete'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.competition.state'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.participant.create'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.participant.update'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.participant.delete'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.attachment.create'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.attachment.update'),
    ('AdminExpertCommission', 'api.admin.zone.tournament.dynamic.attachment.delete'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.tournament.dynamic.list'),
    ('AdminUnionCommision', 'api.admin.zone.tournament.dynamic.list'),
    ('AdminUnionCommision', 'api.admin.zone.tournament.dynamic.approve'),
    ('FedUnitManager', 'api.admin.zone.tournament.dynamic.list'),
    ('ClubManager', 'api.club.zone.tournament.dynamic.list'),
    ('ClubManager', 'api.club.zone.tournament.dynamic.participant.create'),
    ('ClubManager', 'api.club.zone.tournament.dynamic.participant.delete'),
    ('ClubManagerReadOnly', 'api.club.zone.tournament.dynamic.list'),
    ('PersonalMember', 'api.personal.zone.tournament.dynamic.list')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
