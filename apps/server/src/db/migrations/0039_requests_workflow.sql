CREATE TABLE "request_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"author_club_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "request_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author_user_id" integer,
	"author_club_id" integer,
	"text" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"actor_club_id" integer,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "step_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "loan_end_date" date;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "objection_deadline" date;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "decided_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "decided_by_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "applied_date" date;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_author_club_id_clubs_id_fk" FOREIGN KEY ("author_club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_author_club_id_clubs_id_fk" FOREIGN KEY ("author_club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_steps" ADD CONSTRAINT "request_steps_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_steps" ADD CONSTRAINT "request_steps_actor_club_id_clubs_id_fk" FOREIGN KEY ("actor_club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_attachments_request_idx" ON "request_attachments" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_attachments_file_idx" ON "request_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "request_comments_request_idx" ON "request_comments" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "request_steps_request_idx" ON "request_steps" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "requests_type_idx" ON "requests" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "requests_deadline_idx" ON "requests" USING btree ("objection_deadline") WHERE "requests"."statement_date" IS NULL;--> statement-breakpoint
CREATE INDEX "requests_effective_idx" ON "requests" USING btree ("effective_date") WHERE "requests"."applied_date" IS NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_loan_range_chk" CHECK ("requests"."loan_end_date" IS NULL OR "requests"."loan_end_date" >= "requests"."effective_date");--> statement-breakpoint
-- Requests (issue 30 §4–§5; docs/decisions/requests.md): every admin role reads (a unit manager its
-- unit's clubs' requests), the office decides, comments and attaches; club managers read their
-- club's requests, the (writing) manager asks for transfers and loans, states as the releasing
-- club, cancels, comments and attaches; a member reads their own.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'request.list'),
    ('AdminExpertCommission', 'admin', 'request.decide'),
    ('AdminExpertCommission', 'admin', 'request.comment.create'),
    ('AdminExpertCommission', 'admin', 'request.attachment.create'),
    ('AdminExpertCommissionReadOnly', 'admin', 'request.list'),
    ('AdminUnionCommision', 'admin', 'request.list'),
    ('FedUnitManager', 'admin', 'request.list'),
    ('ClubManager', 'club', 'request.list'),
    ('ClubManager', 'club', 'request.create'),
    ('ClubManager', 'club', 'request.statement'),
    ('ClubManager', 'club', 'request.cancel'),
    ('ClubManager', 'club', 'request.comment.create'),
    ('ClubManager', 'club', 'request.attachment.create'),
    ('ClubManagerReadOnly', 'club', 'request.list'),
    ('PersonalMember', 'personal', 'request.list')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The requests so far waited for a statement without a deadline or a step: they wait in the club
-- statement step, and the deadline counts from their creation.
UPDATE requests SET step_id = CASE WHEN state_id IN (1, 2, 3) THEN 2 WHEN state_id = 4 THEN 6 ELSE NULL END,
       objection_deadline = CASE WHEN state_id = 3 THEN (created_date AT TIME ZONE 'Europe/Prague')::date + 15 END;
--> statement-breakpoint
-- A member sees their own requests: a personal-zone menu item after My profile.
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'personal', NULL, 'requests', 25, 'Moje žádosti', 'My requests', 'Přestupy a hostování', 'Transfers and loans', 'inbox', NULL, false, false, NULL
 WHERE NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.version = 1 AND x.zone = 'personal' AND x.key = 'requests');
