CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"owner_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_date" timestamp with time zone,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "job_progress" (
	"id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"result" jsonb,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"started_date" timestamp with time zone,
	"finished_date" timestamp with time zone,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_progress_state_chk" CHECK ("job_progress"."state" IN ('queued', 'running', 'retrying', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "files_created_idx" ON "files" USING btree ("created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "job_progress_queue_key_idx" ON "job_progress" USING btree ("queue","key");--> statement-breakpoint
-- Who may ask for an upload URL (docs/access.md): every role of a zone that may write there. What
-- the file is then used for is checked by the call that uses it (an import needs import.create);
-- read-only roles are refused by the access hook anyway, so they get no row.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.file.upload'),
    ('AdminUnionCommision', 'api.admin.zone.file.upload'),
    ('FedUnitManager', 'api.admin.zone.file.upload'),
    ('ClubManager', 'api.club.zone.file.upload'),
    ('PersonalMember', 'api.personal.zone.file.upload')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
