CREATE TABLE "import_record_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_record_id" bigint NOT NULL,
	"type_id" integer NOT NULL,
	"column" text,
	"params" jsonb
);
--> statement-breakpoint
CREATE TABLE "import_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"state_id" integer NOT NULL,
	"person_id" integer,
	"club_id" integer,
	"first_name" text,
	"last_name" text,
	"birth_number" text,
	"birth_date" date,
	"club_identification_number" text,
	"club_name" text,
	"cells" jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"zone" text NOT NULL,
	"object_id" integer,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"encoding" text DEFAULT 'auto' NOT NULL,
	"error_file_id" uuid,
	"job_id" uuid,
	"count_records" integer DEFAULT 0 NOT NULL,
	"count_created" integer DEFAULT 0 NOT NULL,
	"count_updated" integer DEFAULT 0 NOT NULL,
	"count_incomplete" integer DEFAULT 0 NOT NULL,
	"count_failed" integer DEFAULT 0 NOT NULL,
	"failure" jsonb,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "import_record_errors" ADD CONSTRAINT "import_record_errors_import_record_id_import_records_id_fk" FOREIGN KEY ("import_record_id") REFERENCES "public"."import_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_error_file_id_files_id_fk" FOREIGN KEY ("error_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_job_id_job_progress_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_progress"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_record_errors_record_idx" ON "import_record_errors" USING btree ("import_record_id");--> statement-breakpoint
CREATE INDEX "import_records_import_idx" ON "import_records" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "import_records_state_idx" ON "import_records" USING btree ("import_id","state_id","row_number");--> statement-breakpoint
CREATE INDEX "import_records_person_idx" ON "import_records" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "import_records_club_idx" ON "import_records" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "imports_created_idx" ON "imports" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "imports_object_idx" ON "imports" USING btree ("zone","object_id","created_date");--> statement-breakpoint
CREATE INDEX "imports_state_idx" ON "imports" USING btree ("state_id","created_date");--> statement-breakpoint
CREATE INDEX "imports_type_idx" ON "imports" USING btree ("type_id","created_date");--> statement-breakpoint
CREATE INDEX "clubs_identification_number_idx" ON "clubs" USING btree ("identification_number");--> statement-breakpoint
CREATE INDEX "persons_birth_number_idx" ON "persons" USING btree ("birth_number");--> statement-breakpoint
-- Who may import (docs/access.md): the office (AdminExpertCommission) imports clubs and persons and
-- the other admin roles read the imports; a club manager imports persons into the current club and
-- the read-only manager reads them. The Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.import.create'),
    ('AdminExpertCommission', 'api.admin.zone.import.list'),
    ('AdminExpertCommission', 'api.admin.zone.import.get'),
    ('AdminExpertCommission', 'api.admin.zone.import.delete'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.import.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.import.get'),
    ('AdminUnionCommision', 'api.admin.zone.import.list'),
    ('AdminUnionCommision', 'api.admin.zone.import.get'),
    ('ClubManager', 'api.club.zone.import.create'),
    ('ClubManager', 'api.club.zone.import.list'),
    ('ClubManager', 'api.club.zone.import.get'),
    ('ClubManager', 'api.club.zone.import.delete'),
    ('ClubManagerReadOnly', 'api.club.zone.import.list'),
    ('ClubManagerReadOnly', 'api.club.zone.import.get')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
