CREATE TABLE "club_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"note" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"decided_date" timestamp with time zone,
	"decided_by_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "club_change_requests_state_check" CHECK (state IN ('waiting', 'accepted', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "club_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"official_name" text,
	"identification_number" text NOT NULL,
	"legal_form" text,
	"street" text,
	"house_number" text,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"region_id" integer,
	"district_id" integer,
	"statutory_first_name" text NOT NULL,
	"statutory_last_name" text NOT NULL,
	"statutory_function" text,
	"email" text NOT NULL,
	"phone" text,
	"note" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"club_id" integer,
	"decided_date" timestamp with time zone,
	"decided_by_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "club_registrations_state_check" CHECK (state IN ('waiting', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "legal_form" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "club_change_requests" ADD CONSTRAINT "club_change_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD CONSTRAINT "club_registrations_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD CONSTRAINT "club_registrations_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_registrations" ADD CONSTRAINT "club_registrations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_change_requests_state_idx" ON "club_change_requests" USING btree ("state","created_date","id");--> statement-breakpoint
CREATE INDEX "club_change_requests_club_idx" ON "club_change_requests" USING btree ("club_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_change_requests_waiting_idx" ON "club_change_requests" USING btree ("club_id") WHERE state = 'waiting';--> statement-breakpoint
CREATE INDEX "club_registrations_state_idx" ON "club_registrations" USING btree ("state","created_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_registrations_waiting_ico_idx" ON "club_registrations" USING btree ("identification_number") WHERE state = 'waiting';--> statement-breakpoint
-- The clubs register (issue 30): the office and unit managers keep clubs (a unit manager their
-- unit's), the office decides registrations and change requests; a club manager keeps their club,
-- the read-only manager reads it.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'club.create'),
    ('AdminExpertCommission', 'admin', 'club.update'),
    ('FedUnitManager', 'admin', 'club.create'),
    ('FedUnitManager', 'admin', 'club.update'),
    ('AdminExpertCommission', 'admin', 'club.approval.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'club.approval.list'),
    ('FedUnitManager', 'admin', 'club.approval.list'),
    ('AdminExpertCommission', 'admin', 'club.approval.decide'),
    ('ClubManager', 'club', 'club.detail'),
    ('ClubManagerReadOnly', 'club', 'club.detail'),
    ('ClubManager', 'club', 'club.update')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
