-- The federation's events (issue 32 §4–6; docs/decisions/events.md): events, registrations with the
-- waiting list and attendance, and the invitations sent.
CREATE TABLE "event_invitations" (
	"event_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"waiting" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_role_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sport_field_id" integer,
	"venue_text" text,
	"capacity" integer,
	"registration_deadline" date,
	"description" text,
	"invited_role_type_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"invited_club_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"invited_federation_unit_id" integer,
	"grant_role_type_id" integer,
	"grant_level_id" integer,
	"reminded_date" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_capacity_not_negative" CHECK ("events"."capacity" IS NULL OR "events"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_granted_role_id_person_roles_id_fk" FOREIGN KEY ("granted_role_id") REFERENCES "public"."person_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_field_id_sport_fields_id_fk" FOREIGN KEY ("sport_field_id") REFERENCES "public"."sport_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_invited_federation_unit_id_federation_units_id_fk" FOREIGN KEY ("invited_federation_unit_id") REFERENCES "public"."federation_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_grant_role_type_id_person_role_types_id_fk" FOREIGN KEY ("grant_role_type_id") REFERENCES "public"."person_role_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_grant_level_id_person_role_levels_id_fk" FOREIGN KEY ("grant_level_id") REFERENCES "public"."person_role_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_event_person_idx" ON "event_invitations" USING btree ("event_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_person_idx" ON "event_registrations" USING btree ("event_id","person_id");--> statement-breakpoint
CREATE INDEX "event_registrations_person_idx" ON "event_registrations" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "event_registrations_waiting_idx" ON "event_registrations" USING btree ("event_id","registered_at","id") WHERE "event_registrations"."waiting";--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at","id");