CREATE TABLE "referee_journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"date" date NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"tournament_id" integer,
	"league_match_id" integer,
	"city" text,
	"age_category_group_id" integer,
	"level_text" text,
	"game_main" integer DEFAULT 0 NOT NULL,
	"game_serve" integer DEFAULT 0 NOT NULL,
	"is_line_referee" boolean DEFAULT false NOT NULL,
	"is_chief_referee" boolean DEFAULT false NOT NULL,
	"is_chief_assist_referee" boolean DEFAULT false NOT NULL,
	"is_training" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "referee_journal_entries_games_ck" CHECK ("referee_journal_entries"."game_main" >= 0 AND "referee_journal_entries"."game_serve" >= 0)
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"person_id" integer,
	"club_id" integer,
	"statement_club_id" integer,
	"note" text,
	"statement_requested_date" timestamp with time zone,
	"statement_agreed" boolean,
	"statement_comment" text,
	"statement_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_date" timestamp with time zone,
	"failure_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "sso_logins" (
	"state" uuid PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"exchange_code_hash" text,
	"used_date" timestamp with time zone,
	CONSTRAINT "sso_logins_exchange_code_hash_unique" UNIQUE("exchange_code_hash")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "referee_journal_entries" ADD CONSTRAINT "referee_journal_entries_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_journal_entries" ADD CONSTRAINT "referee_journal_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_journal_entries" ADD CONSTRAINT "referee_journal_entries_league_match_id_league_matches_id_fk" FOREIGN KEY ("league_match_id") REFERENCES "public"."league_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_statement_club_id_clubs_id_fk" FOREIGN KEY ("statement_club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_logins" ADD CONSTRAINT "sso_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referee_journal_entries_person_date_idx" ON "referee_journal_entries" USING btree ("person_id","date","id");--> statement-breakpoint
CREATE INDEX "referee_journal_entries_tournament_idx" ON "referee_journal_entries" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "referee_journal_entries_league_match_idx" ON "referee_journal_entries" USING btree ("league_match_id");--> statement-breakpoint
CREATE INDEX "requests_state_idx" ON "requests" USING btree ("state_id","id");--> statement-breakpoint
CREATE INDEX "requests_person_idx" ON "requests" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "requests_club_idx" ON "requests" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "requests_statement_club_idx" ON "requests" USING btree ("statement_club_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_logins_expiry_idx" ON "sso_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_issuer_subject_uq" ON "user_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");