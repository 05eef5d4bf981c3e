CREATE TABLE "card_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"federation_unit_id" integer NOT NULL,
	"schema" json NOT NULL,
	"data" jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "card_contents_federation_unit_uq" UNIQUE("federation_unit_id")
);
--> statement-breakpoint
CREATE TABLE "club_credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "club_credit_entries_kind_chk" CHECK ("club_credit_entries"."kind" IN ('order', 'spend')),
	CONSTRAINT "club_credit_entries_amount_chk" CHECK ("club_credit_entries"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "card_contents" ADD CONSTRAINT "card_contents_federation_unit_id_federation_units_id_fk" FOREIGN KEY ("federation_unit_id") REFERENCES "public"."federation_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_credit_entries" ADD CONSTRAINT "club_credit_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_credit_entries_club_date_idx" ON "club_credit_entries" USING btree ("club_id","entry_date");--> statement-breakpoint
CREATE INDEX "club_credit_entries_date_idx" ON "club_credit_entries" USING btree ("entry_date");--> statement-breakpoint
-- Permissions of member-card content and club credits (docs/access.md). Writes: the office and
-- the federation-unit managers (their own unit only, scoped by the service); reads: every admin role.
-- The preview is a POST, which read-only roles may not call, so they do not get it.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.cardcontent.list'),
    ('AdminExpertCommission', 'api.admin.zone.cardcontent.create'),
    ('AdminExpertCommission', 'api.admin.zone.cardcontent.update'),
    ('AdminExpertCommission', 'api.admin.zone.cardcontent.preview'),
    ('AdminExpertCommission', 'api.admin.zone.clubcredit.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.cardcontent.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.clubcredit.list'),
    ('AdminUnionCommision', 'api.admin.zone.cardcontent.list'),
    ('AdminUnionCommision', 'api.admin.zone.cardcontent.preview'),
    ('AdminUnionCommision', 'api.admin.zone.clubcredit.list'),
    ('FedUnitManager', 'api.admin.zone.cardcontent.list'),
    ('FedUnitManager', 'api.admin.zone.cardcontent.create'),
    ('FedUnitManager', 'api.admin.zone.cardcontent.update'),
    ('FedUnitManager', 'api.admin.zone.cardcontent.preview'),
    ('FedUnitManager', 'api.admin.zone.clubcredit.list')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
