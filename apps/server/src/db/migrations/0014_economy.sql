CREATE TABLE "contribution_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"federation_unit_id" integer,
	"person_role_type_id" integer NOT NULL,
	"age_category_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "contribution_prices_amount_chk" CHECK ("contribution_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "economy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"token_ciphertext" "bytea",
	"token_hint" text,
	"token_valid_till" date,
	"token_updated_date" timestamp with time zone,
	"token_updated_by_id" integer,
	CONSTRAINT "economy_settings_single_row_chk" CHECK ("economy_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "person_contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"club_id" integer,
	"federation_unit_id" integer,
	"age_category_id" integer,
	"role_type_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"approval_state_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"paid_state_id" integer DEFAULT 1 NOT NULL,
	"paid_date" date,
	"payment_source_id" integer,
	"credit_entry_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "person_contributions_amount_chk" CHECK ("person_contributions"."amount" >= 0),
	CONSTRAINT "person_contributions_paid_chk" CHECK (("person_contributions"."paid_state_id" = 2) = ("person_contributions"."paid_date" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "contribution_prices" ADD CONSTRAINT "contribution_prices_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_prices" ADD CONSTRAINT "contribution_prices_federation_unit_id_federation_units_id_fk" FOREIGN KEY ("federation_unit_id") REFERENCES "public"."federation_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_prices" ADD CONSTRAINT "contribution_prices_person_role_type_id_person_role_types_id_fk" FOREIGN KEY ("person_role_type_id") REFERENCES "public"."person_role_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economy_settings" ADD CONSTRAINT "economy_settings_token_updated_by_id_users_id_fk" FOREIGN KEY ("token_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_contributions" ADD CONSTRAINT "person_contributions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_contributions" ADD CONSTRAINT "person_contributions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_contributions" ADD CONSTRAINT "person_contributions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_contributions" ADD CONSTRAINT "person_contributions_federation_unit_id_federation_units_id_fk" FOREIGN KEY ("federation_unit_id") REFERENCES "public"."federation_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_contributions" ADD CONSTRAINT "person_contributions_approval_state_id_approval_states_id_fk" FOREIGN KEY ("approval_state_id") REFERENCES "public"."approval_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_contributions" ADD CONSTRAINT "person_contributions_paid_state_id_paid_states_id_fk" FOREIGN KEY ("paid_state_id") REFERENCES "public"."paid_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_contributions" ADD CONSTRAINT "person_contributions_credit_entry_id_club_credit_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."club_credit_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_prices_key_idx" ON "contribution_prices" USING btree ("season_id",coalesce("federation_unit_id", 0),"person_role_type_id",coalesce("age_category_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "person_contributions_person_season_idx" ON "person_contributions" USING btree ("person_id","season_id");--> statement-breakpoint
CREATE INDEX "person_contributions_season_club_idx" ON "person_contributions" USING btree ("season_id","club_id","paid_state_id");--> statement-breakpoint
CREATE INDEX "person_contributions_club_idx" ON "person_contributions" USING btree ("club_id","season_id");--> statement-breakpoint
CREATE INDEX "person_contributions_season_paid_idx" ON "person_contributions" USING btree ("season_id","paid_state_id");--> statement-breakpoint
CREATE INDEX "person_contributions_season_unit_idx" ON "person_contributions" USING btree ("season_id","federation_unit_id");--> statement-breakpoint
CREATE INDEX "person_contributions_season_category_idx" ON "person_contributions" USING btree ("season_id","age_category_id");--> statement-breakpoint
CREATE INDEX "person_contributions_credit_entry_idx" ON "person_contributions" USING btree ("credit_entry_id");--> statement-breakpoint
-- Who may do what with contributions, their price list, the economy settings and the club's own
-- credit ledger (docs/access.md). The office (AdminExpertCommission) keeps the price list, generates
-- and pays contributions; a unit manager reads and pays those of its units' clubs; the read-only and
-- union roles read. The economy screen's access key (spec 001 §6) needs orders.list,
-- order.items.list and price.list.item.list; the token itself is changed by the Administrator only
-- (super admin, no rows). A club manager reads and pays the current club's contributions and reads
-- its credit ledger; the read-only manager reads. The Administrator passes without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.person.contribution.list'),
    ('AdminExpertCommission', 'api.admin.zone.person.contribution.pay'),
    ('AdminExpertCommission', 'api.admin.zone.person.contribution.generate'),
    ('AdminExpertCommission', 'api.admin.zone.person.contribution.price.list'),
    ('AdminExpertCommission', 'api.admin.zone.person.contribution.price.create'),
    ('AdminExpertCommission', 'api.admin.zone.person.contribution.price.update'),
    ('AdminExpertCommission', 'api.admin.zone.person.contribution.price.delete'),
    ('AdminExpertCommission', 'api.admin.zone.orders.list'),
    ('AdminExpertCommission', 'api.admin.zone.order.items.list'),
    ('AdminExpertCommission', 'api.admin.zone.price.list.item.list'),
    ('AdminExpertCommission', 'api.admin.zone.economy.settings.get'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.person.contribution.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.person.contribution.price.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.orders.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.order.items.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.price.list.item.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.economy.settings.get'),
    ('AdminUnionCommision', 'api.admin.zone.person.contribution.list'),
    ('AdminUnionCommision', 'api.admin.zone.person.contribution.price.list'),
    ('AdminUnionCommision', 'api.admin.zone.orders.list'),
    ('AdminUnionCommision', 'api.admin.zone.order.items.list'),
    ('AdminUnionCommision', 'api.admin.zone.price.list.item.list'),
    ('AdminUnionCommision', 'api.admin.zone.economy.settings.get'),
    ('FedUnitManager', 'api.admin.zone.person.contribution.list'),
    ('FedUnitManager', 'api.admin.zone.person.contribution.pay'),
    ('FedUnitManager', 'api.admin.zone.person.contribution.price.list'),
    ('ClubManager', 'api.club.zone.person.contribution.list'),
    ('ClubManager', 'api.club.zone.person.contribution.pay'),
    ('ClubManager', 'api.club.zone.clubcredit.list'),
    ('ClubManagerReadOnly', 'api.club.zone.person.contribution.list'),
    ('ClubManagerReadOnly', 'api.club.zone.clubcredit.list')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The contribution price list gets its own page under the admin economy group.
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'admin', m.id, 'person-contribution/prices', 55, 'Ceník příspěvků', 'Contribution prices',
       'Výše členských příspěvků podle sezóny, svazu, role a věkové kategorie',
       'Membership fees by season, unit, role type and age category', 'receipt', NULL, false, false, NULL
  FROM menu_items m
 WHERE m.version = 1 AND m.zone = 'admin' AND m.key = 'group-economy';
