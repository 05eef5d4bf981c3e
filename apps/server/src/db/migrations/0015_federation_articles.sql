-- Federation articles (spec 001 §2 "Home", "Federation articles"): news the office writes, shown on
-- the home page of the zones it names once its publish date has come. `search` is the lower-case,
-- accent-free text of title, perex and body (tags stripped) that the reader search matches with a
-- trigram index, so "zavod" finds "Závod".
CREATE TABLE "federation_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"perex" text,
	"body" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_file_id" uuid,
	"publish_date" timestamp with time zone,
	"zones" text[] NOT NULL,
	"search" text GENERATED ALWAYS AS (lower(f_unaccent("title" || ' ' || coalesce("perex", '') || ' ' || regexp_replace("body", '<[^>]*>', ' ', 'g')))) STORED NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "federation_articles_zones_chk" CHECK (cardinality("federation_articles"."zones") >= 1 AND "federation_articles"."zones" <@ ARRAY['admin', 'club', 'personal']::text[]),
	CONSTRAINT "federation_articles_tags_chk" CHECK (cardinality("federation_articles"."tags") <= 10)
);
--> statement-breakpoint
ALTER TABLE "federation_articles" ADD CONSTRAINT "federation_articles_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "federation_articles_cover_file_idx" ON "federation_articles" USING btree ("cover_file_id");--> statement-breakpoint
CREATE INDEX "federation_articles_publish_idx" ON "federation_articles" USING btree ("publish_date","id");--> statement-breakpoint
CREATE INDEX "federation_articles_title_idx" ON "federation_articles" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "federation_articles_edited_idx" ON "federation_articles" USING btree ("edited_date","id");--> statement-breakpoint
CREATE INDEX "federation_articles_tags_idx" ON "federation_articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "federation_articles_zones_idx" ON "federation_articles" USING gin ("zones");--> statement-breakpoint
CREATE INDEX "federation_articles_search_trgm_idx" ON "federation_articles" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "federation_articles_title_trgm_idx" ON "federation_articles" USING gin (lower(f_unaccent("title")) gin_trgm_ops);--> statement-breakpoint
-- The office writes articles (AdminExpertCommission; the Administrator passes without rows), the
-- read-only commission sees the management list; everyone who enters a zone reads what is
-- published for it.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.federation.article.list'),
    ('AdminExpertCommission', 'api.admin.zone.federation.article.create'),
    ('AdminExpertCommission', 'api.admin.zone.federation.article.update'),
    ('AdminExpertCommission', 'api.admin.zone.federation.article.delete'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.federation.article.list'),
    ('AdminExpertCommission', 'api.admin.zone.federation.article.read'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.federation.article.read'),
    ('AdminUnionCommision', 'api.admin.zone.federation.article.read'),
    ('FedUnitManager', 'api.admin.zone.federation.article.read'),
    ('ClubManager', 'api.club.zone.federation.article.read'),
    ('ClubManagerReadOnly', 'api.club.zone.federation.article.read'),
    ('PersonalMember', 'api.personal.zone.federation.article.read')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The management pages under the admin overview, after the dashboard.
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'admin', m.id, 'federation-article/list', 15, 'Články svazu', 'Federation articles',
       'Psaní a zveřejňování novinek na nástěnce', 'Writing and publishing the news on the dashboard', 'notebook', NULL, false, false, NULL
  FROM menu_items m
 WHERE m.version = 1 AND m.zone = 'admin' AND m.key = 'group-overview';
