CREATE TABLE "boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_executive" boolean DEFAULT false NOT NULL,
	"valid_from" date NOT NULL,
	"valid_till" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "boards_range_chk" CHECK ("boards"."valid_till" IS NULL OR "boards"."valid_from" <= "boards"."valid_till")
);
--> statement-breakpoint
CREATE TABLE "club_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"level_id" integer,
	"approval_state_id" integer NOT NULL,
	"season_id" integer,
	"section_id" integer,
	"valid_from" date NOT NULL,
	"valid_till" date,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "club_roles_range_chk" CHECK ("club_roles"."valid_till" IS NULL OR "club_roles"."valid_from" <= "club_roles"."valid_till")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"name" text NOT NULL,
	"official_name" text,
	"identification_number" text,
	"tax_identification_number" text,
	"federation_unit_id" integer NOT NULL,
	"club_type_id" integer,
	"email" text,
	"phone" text,
	"web" text,
	"contact_person" text,
	"logo_url" text,
	"street" text,
	"land_registry_number" text,
	"house_number" text,
	"city_part" text,
	"city" text,
	"zip" text,
	"country_id" integer,
	"district_id" integer,
	"region_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "clubs_registration_number_unique" UNIQUE("registration_number")
);
--> statement-breakpoint
CREATE TABLE "person_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"club_id" integer,
	"level_id" integer,
	"approval_state_id" integer NOT NULL,
	"season_id" integer,
	"section_id" integer,
	"role_level" integer,
	"valid_from" date NOT NULL,
	"valid_till" date,
	"participation_competitions" boolean DEFAULT false NOT NULL,
	"frequency" integer,
	"note" text,
	"additional_data" jsonb,
	"board_id" integer,
	"title" text,
	"club_team_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "person_roles_range_chk" CHECK ("person_roles"."valid_till" IS NULL OR "person_roles"."valid_from" <= "person_roles"."valid_till")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"custom_registration_number" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"birth_date" date,
	"birth_number" text,
	"sex_id" integer,
	"nationality_id" integer,
	"federation_unit_id" integer,
	"email" text,
	"phone" text,
	"is_contact_public" boolean DEFAULT false NOT NULL,
	"photo_url" text,
	"gdpr_consent_date" date,
	"street" text,
	"city" text,
	"zip" text,
	"legal_representative_first_name" text,
	"legal_representative_last_name" text,
	"legal_representative_email" text,
	"legal_representative_phone" text,
	"has_referee_journal" boolean DEFAULT false NOT NULL,
	"additional_data" jsonb,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "persons_registration_number_unique" UNIQUE("registration_number")
);
--> statement-breakpoint
CREATE TABLE "approval_states" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT false NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"color" text NOT NULL,
	"paid_state_id" integer,
	CONSTRAINT "approval_states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "association" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"city" text,
	"zip" text,
	"country_id" integer,
	"vat" text,
	"tax" text,
	"email" text,
	"phone" text,
	"web" text,
	"logo_url" text,
	"bank" text,
	"bank_account" text,
	"iban" text,
	"swift" text
);
--> statement-breakpoint
CREATE TABLE "club_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "club_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "codebook_entries" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "codebook_entries_list_id_pk" PRIMARY KEY("list","id"),
	CONSTRAINT "codebook_entries_list_code_uq" UNIQUE("list","code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"alpha2" text NOT NULL,
	"alpha3" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "countries_alpha2_unique" UNIQUE("alpha2"),
	CONSTRAINT "countries_alpha3_unique" UNIQUE("alpha3")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"region_id" integer NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "districts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" text NOT NULL,
	"zone" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "features_id_zone_pk" PRIMARY KEY("id","zone")
);
--> statement-breakpoint
CREATE TABLE "federation_units" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"region_id" integer,
	"email" text,
	"phone" text,
	CONSTRAINT "federation_units_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"zone" text NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"sort_order" integer NOT NULL,
	"title_cs" text NOT NULL,
	"title_en" text NOT NULL,
	"description_cs" text,
	"description_en" text,
	"icon" text,
	"external_link" text,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"params" jsonb
);
--> statement-breakpoint
CREATE TABLE "paid_states" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "paid_states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "person_role_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "person_role_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "person_role_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"type_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "person_role_levels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "person_role_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"category_id" integer,
	"is_club_role" boolean DEFAULT false NOT NULL,
	"is_board_role" boolean DEFAULT false NOT NULL,
	"is_referee" boolean DEFAULT false NOT NULL,
	"is_coach" boolean DEFAULT false NOT NULL,
	"is_athlete" boolean DEFAULT false NOT NULL,
	"is_official" boolean DEFAULT false NOT NULL,
	"is_club_editable" boolean DEFAULT false NOT NULL,
	"has_level" boolean DEFAULT false NOT NULL,
	"show_in_grid" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "person_role_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "regions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "sections_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sexes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "sexes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_role_type_permissions" (
	"role_type_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "user_role_type_permissions_role_type_id_permission_pk" PRIMARY KEY("role_type_id","permission")
);
--> statement-breakpoint
CREATE TABLE "user_role_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"level" integer NOT NULL,
	"is_required_club" boolean DEFAULT false NOT NULL,
	"is_required_fed_unit" boolean DEFAULT false NOT NULL,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"zone" text NOT NULL,
	CONSTRAINT "user_role_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_till" date NOT NULL,
	"state_id" integer DEFAULT 1 NOT NULL,
	"section_id" integer,
	"is_for_role" boolean DEFAULT true NOT NULL,
	"is_for_tournament" boolean DEFAULT true NOT NULL,
	"additional_data" jsonb,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "seasons_range_chk" CHECK ("seasons"."valid_from" <= "seasons"."valid_till")
);
--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_role_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_role_id" integer NOT NULL,
	"claim_type" text NOT NULL,
	"object_id" integer,
	"is_permission" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role_type_id" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"assign_person_id" integer,
	"current_club_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"language" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "club_roles" ADD CONSTRAINT "club_roles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_roles" ADD CONSTRAINT "club_roles_approval_state_id_approval_states_id_fk" FOREIGN KEY ("approval_state_id") REFERENCES "public"."approval_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_roles" ADD CONSTRAINT "club_roles_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_roles" ADD CONSTRAINT "club_roles_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_federation_unit_id_federation_units_id_fk" FOREIGN KEY ("federation_unit_id") REFERENCES "public"."federation_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_club_type_id_club_types_id_fk" FOREIGN KEY ("club_type_id") REFERENCES "public"."club_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_type_id_person_role_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."person_role_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_level_id_person_role_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."person_role_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_approval_state_id_approval_states_id_fk" FOREIGN KEY ("approval_state_id") REFERENCES "public"."approval_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_roles" ADD CONSTRAINT "person_roles_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_sex_id_sexes_id_fk" FOREIGN KEY ("sex_id") REFERENCES "public"."sexes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_nationality_id_countries_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_federation_unit_id_federation_units_id_fk" FOREIGN KEY ("federation_unit_id") REFERENCES "public"."federation_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_states" ADD CONSTRAINT "approval_states_paid_state_id_paid_states_id_fk" FOREIGN KEY ("paid_state_id") REFERENCES "public"."paid_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association" ADD CONSTRAINT "association_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_units" ADD CONSTRAINT "federation_units_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_role_levels" ADD CONSTRAINT "person_role_levels_type_id_person_role_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."person_role_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_role_types" ADD CONSTRAINT "person_role_types_category_id_person_role_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."person_role_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_type_permissions" ADD CONSTRAINT "user_role_type_permissions_role_type_id_user_role_types_id_fk" FOREIGN KEY ("role_type_id") REFERENCES "public"."user_role_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_role_claims" ADD CONSTRAINT "user_role_claims_user_role_id_user_roles_id_fk" FOREIGN KEY ("user_role_id") REFERENCES "public"."user_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_type_id_user_role_types_id_fk" FOREIGN KEY ("role_type_id") REFERENCES "public"."user_role_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_assign_person_id_persons_id_fk" FOREIGN KEY ("assign_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_club_id_clubs_id_fk" FOREIGN KEY ("current_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boards_priority_idx" ON "boards" USING btree ("priority","name");--> statement-breakpoint
CREATE INDEX "boards_name_idx" ON "boards" USING btree ("name");--> statement-breakpoint
CREATE INDEX "boards_validity_idx" ON "boards" USING btree ("valid_from","valid_till");--> statement-breakpoint
CREATE INDEX "club_roles_club_idx" ON "club_roles" USING btree ("club_id","valid_from");--> statement-breakpoint
CREATE INDEX "club_roles_validity_idx" ON "club_roles" USING btree ("valid_from","valid_till","club_id");--> statement-breakpoint
CREATE INDEX "club_roles_season_idx" ON "club_roles" USING btree ("season_id","club_id");--> statement-breakpoint
CREATE INDEX "clubs_name_idx" ON "clubs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "clubs_name_trgm_idx" ON "clubs" USING gin (lower(f_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clubs_federation_unit_idx" ON "clubs" USING btree ("federation_unit_id","name");--> statement-breakpoint
CREATE INDEX "clubs_district_idx" ON "clubs" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "clubs_region_idx" ON "clubs" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "clubs_created_idx" ON "clubs" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "person_roles_person_idx" ON "person_roles" USING btree ("person_id","valid_from");--> statement-breakpoint
CREATE INDEX "person_roles_club_idx" ON "person_roles" USING btree ("club_id","type_id","valid_from");--> statement-breakpoint
CREATE INDEX "person_roles_board_idx" ON "person_roles" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "person_roles_season_idx" ON "person_roles" USING btree ("season_id","type_id");--> statement-breakpoint
CREATE INDEX "person_roles_validity_idx" ON "person_roles" USING btree ("valid_from","valid_till");--> statement-breakpoint
CREATE INDEX "persons_name_idx" ON "persons" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "persons_first_name_idx" ON "persons" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "persons_full_name_trgm_idx" ON "persons" USING gin (lower(f_unaccent("first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_registration_number_trgm_idx" ON "persons" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_birth_date_idx" ON "persons" USING btree ("birth_date","id");--> statement-breakpoint
CREATE INDEX "persons_federation_unit_idx" ON "persons" USING btree ("federation_unit_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "persons_sex_idx" ON "persons" USING btree ("sex_id");--> statement-breakpoint
CREATE INDEX "persons_nationality_idx" ON "persons" USING btree ("nationality_id");--> statement-breakpoint
CREATE INDEX "persons_created_idx" ON "persons" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "districts_region_idx" ON "districts" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "menu_items_zone_idx" ON "menu_items" USING btree ("version","zone","sort_order");--> statement-breakpoint
CREATE INDEX "seasons_valid_till_idx" ON "seasons" USING btree ("valid_till","id");--> statement-breakpoint
CREATE INDEX "seasons_valid_from_idx" ON "seasons" USING btree ("valid_from","id");--> statement-breakpoint
CREATE INDEX "seasons_name_idx" ON "seasons" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_expiry_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_role_claims_role_idx" ON "user_role_claims" USING btree ("user_role_id");--> statement-breakpoint
CREATE INDEX "user_role_claims_object_idx" ON "user_role_claims" USING btree ("claim_type","object_id");--> statement-breakpoint
CREATE INDEX "user_roles_user_idx" ON "user_roles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_uq" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "users_assign_person_idx" ON "users" USING btree ("assign_person_id");