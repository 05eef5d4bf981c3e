CREATE TABLE "disciplinary_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"proceeding_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "disciplinary_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"proceeding_id" integer NOT NULL,
	"role" text NOT NULL,
	"person_id" integer,
	"club_id" integer,
	"name" text,
	"note" text,
	CONSTRAINT "disciplinary_parties_one_chk" CHECK (num_nonnulls("disciplinary_parties"."person_id", "disciplinary_parties"."club_id", "disciplinary_parties"."name") = 1)
);
--> statement-breakpoint
CREATE TABLE "disciplinary_proceedings" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"type_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"person_id" integer,
	"club_id" integer,
	"title" text NOT NULL,
	"description" text,
	"opened_on" date NOT NULL,
	"hearing_at" timestamp with time zone,
	"tournament_id" integer,
	"decided_on" date,
	"decision_text" text,
	"fine_amount" bigint,
	"fine_order_id" integer,
	"suspension_from" date,
	"suspension_to" date,
	"suspension_all" boolean DEFAULT true NOT NULL,
	"suspension_tournament_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "disciplinary_proceedings_subject_chk" CHECK (("disciplinary_proceedings"."subject_kind" = 'person' AND "disciplinary_proceedings"."person_id" IS NOT NULL) OR ("disciplinary_proceedings"."subject_kind" = 'club' AND "disciplinary_proceedings"."club_id" IS NOT NULL)),
	CONSTRAINT "disciplinary_proceedings_suspension_chk" CHECK (("disciplinary_proceedings"."suspension_from" IS NULL) = ("disciplinary_proceedings"."suspension_to" IS NULL) AND ("disciplinary_proceedings"."suspension_to" IS NULL OR "disciplinary_proceedings"."suspension_to" >= "disciplinary_proceedings"."suspension_from")
          AND ("disciplinary_proceedings"."suspension_from" IS NULL OR "disciplinary_proceedings"."subject_kind" = 'person')),
	CONSTRAINT "disciplinary_proceedings_fine_chk" CHECK ("disciplinary_proceedings"."fine_amount" IS NULL OR "disciplinary_proceedings"."fine_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "disciplinary_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_suspensions" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "disciplinary_settings_single_row_chk" CHECK ("disciplinary_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "disciplinary_documents" ADD CONSTRAINT "disciplinary_documents_proceeding_id_disciplinary_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."disciplinary_proceedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_documents" ADD CONSTRAINT "disciplinary_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_parties" ADD CONSTRAINT "disciplinary_parties_proceeding_id_disciplinary_proceedings_id_fk" FOREIGN KEY ("proceeding_id") REFERENCES "public"."disciplinary_proceedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_parties" ADD CONSTRAINT "disciplinary_parties_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_parties" ADD CONSTRAINT "disciplinary_parties_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_proceedings" ADD CONSTRAINT "disciplinary_proceedings_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_proceedings" ADD CONSTRAINT "disciplinary_proceedings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_proceedings" ADD CONSTRAINT "disciplinary_proceedings_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_proceedings" ADD CONSTRAINT "disciplinary_proceedings_fine_order_id_orders_id_fk" FOREIGN KEY ("fine_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disciplinary_documents_proceeding_idx" ON "disciplinary_documents" USING btree ("proceeding_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "disciplinary_documents_file_uq" ON "disciplinary_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "disciplinary_parties_proceeding_idx" ON "disciplinary_parties" USING btree ("proceeding_id","id");--> statement-breakpoint
CREATE INDEX "disciplinary_parties_person_idx" ON "disciplinary_parties" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disciplinary_proceedings_number_uq" ON "disciplinary_proceedings" USING btree ("year","seq");--> statement-breakpoint
CREATE INDEX "disciplinary_proceedings_opened_idx" ON "disciplinary_proceedings" USING btree ("opened_on","id");--> statement-breakpoint
CREATE INDEX "disciplinary_proceedings_state_idx" ON "disciplinary_proceedings" USING btree ("state_id","opened_on");--> statement-breakpoint
CREATE INDEX "disciplinary_proceedings_type_idx" ON "disciplinary_proceedings" USING btree ("type_id","opened_on");--> statement-breakpoint
CREATE INDEX "disciplinary_proceedings_person_idx" ON "disciplinary_proceedings" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "disciplinary_proceedings_club_idx" ON "disciplinary_proceedings" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "disciplinary_proceedings_tournament_idx" ON "disciplinary_proceedings" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "disciplinary_proceedings_suspension_idx" ON "disciplinary_proceedings" USING btree ("person_id","suspension_to") WHERE "disciplinary_proceedings"."suspension_from" IS NOT NULL;--> statement-breakpoint
INSERT INTO "disciplinary_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The disciplinary committee's cases (issue 32; docs/decisions/disciplinary-proceedings.md): the
-- office's roles read them, the expert commission keeps them; unit managers and clubs do not see
-- them (a club learns of a suspension from the 409 of a refused application, naming the case).
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'disciplinary.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'disciplinary.list'),
    ('AdminUnionCommision', 'admin', 'disciplinary.list'),
    ('AdminExpertCommission', 'admin', 'disciplinary.update')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
