CREATE TABLE "document_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "document_folders_not_own_parent_chk" CHECK ("document_folders"."parent_id" IS NULL OR "document_folders"."parent_id" <> "document_folders"."id")
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"share_token" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "document_files_visibility_chk" CHECK ("document_files"."visibility" IN ('private', 'public', 'unlisted')),
	CONSTRAINT "document_files_share_token_chk" CHECK (("document_files"."visibility" = 'unlisted') = ("document_files"."share_token" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_parent_id_document_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_folder_id_document_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."document_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_folders_name_uq" ON "document_folders" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_name_uq" ON "document_files" USING btree (coalesce("folder_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "document_files_size_idx" ON "document_files" USING btree (coalesce("folder_id", 0),"size");--> statement-breakpoint
CREATE INDEX "document_files_edited_idx" ON "document_files" USING btree (coalesce("folder_id", 0),coalesce("edited_date", "created_date"));--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_file_uq" ON "document_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_share_token_uq" ON "document_files" USING btree ("share_token");--> statement-breakpoint
-- Who may do what with the federation's documents (docs/access.md): the office
-- (AdminExpertCommission) manages the tree; the other admin roles, club managers (the read-only one
-- too) and personal members browse and download. The Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.document.list'),
    ('AdminExpertCommission', 'api.admin.zone.document.folder.create'),
    ('AdminExpertCommission', 'api.admin.zone.document.folder.update'),
    ('AdminExpertCommission', 'api.admin.zone.document.folder.delete'),
    ('AdminExpertCommission', 'api.admin.zone.document.file.create'),
    ('AdminExpertCommission', 'api.admin.zone.document.file.update'),
    ('AdminExpertCommission', 'api.admin.zone.document.file.delete'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.document.list'),
    ('AdminUnionCommision', 'api.admin.zone.document.list'),
    ('FedUnitManager', 'api.admin.zone.document.list'),
    ('ClubManager', 'api.club.zone.document.list'),
    ('ClubManagerReadOnly', 'api.club.zone.document.list'),
    ('PersonalMember', 'api.personal.zone.document.list')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
