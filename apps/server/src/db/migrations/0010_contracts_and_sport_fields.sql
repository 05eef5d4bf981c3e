CREATE TABLE "contract_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"file_id" uuid NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "contract_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"club_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_till" date,
	"registration_date" date NOT NULL,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "contracts_number_unique" UNIQUE("number"),
	CONSTRAINT "contracts_year_sequence_uq" UNIQUE("year","sequence"),
	CONSTRAINT "contracts_range_chk" CHECK ("contracts"."valid_till" IS NULL OR "contracts"."valid_from" <= "contracts"."valid_till")
);
--> statement-breakpoint
CREATE TABLE "sport_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" integer,
	"club_id" integer,
	"federation_unit_id" integer,
	"street" text,
	"city" text,
	"zip" text,
	"district_id" integer,
	"region_id" integer,
	"court_count" integer,
	"valid_from" date NOT NULL,
	"valid_till" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "sport_fields_range_chk" CHECK ("sport_fields"."valid_till" IS NULL OR "sport_fields"."valid_from" <= "sport_fields"."valid_till")
);
--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_fields" ADD CONSTRAINT "sport_fields_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_fields" ADD CONSTRAINT "sport_fields_federation_unit_id_federation_units_id_fk" FOREIGN KEY ("federation_unit_id") REFERENCES "public"."federation_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_fields" ADD CONSTRAINT "sport_fields_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_fields" ADD CONSTRAINT "sport_fields_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_documents_contract_idx" ON "contract_documents" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_documents_file_idx" ON "contract_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "contracts_club_idx" ON "contracts" USING btree ("club_id","valid_from");--> statement-breakpoint
CREATE INDEX "contracts_state_idx" ON "contracts" USING btree ("state_id","valid_from");--> statement-breakpoint
CREATE INDEX "contracts_type_idx" ON "contracts" USING btree ("type_id","valid_from");--> statement-breakpoint
CREATE INDEX "contracts_validity_idx" ON "contracts" USING btree ("valid_from","valid_till");--> statement-breakpoint
CREATE INDEX "contracts_registration_idx" ON "contracts" USING btree ("registration_date","id");--> statement-breakpoint
CREATE INDEX "sport_fields_validity_idx" ON "sport_fields" USING btree ("valid_from","valid_till");--> statement-breakpoint
CREATE INDEX "sport_fields_unit_idx" ON "sport_fields" USING btree ("federation_unit_id");--> statement-breakpoint
CREATE INDEX "sport_fields_club_idx" ON "sport_fields" USING btree ("club_id");--> statement-breakpoint
-- Who may do what with contracts and statistics (docs/access.md). The office
-- (AdminExpertCommission) keeps the contracts; the other admin roles read them (a unit manager those
-- of its units' clubs). A club manager reads the current club's contracts and adds documents; the
-- read-only manager reads. Statistics and reports are read by every admin role (units scoped).
-- The Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.contract.list'),
    ('AdminExpertCommission', 'api.admin.zone.contract.create'),
    ('AdminExpertCommission', 'api.admin.zone.contract.update'),
    ('AdminExpertCommission', 'api.admin.zone.contract.delete'),
    ('AdminExpertCommission', 'api.admin.zone.contract.count'),
    ('AdminExpertCommission', 'api.admin.zone.contract.document.create'),
    ('AdminExpertCommission', 'api.admin.zone.contract.document.update'),
    ('AdminExpertCommission', 'api.admin.zone.contract.document.delete'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.contract.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.contract.count'),
    ('AdminUnionCommision', 'api.admin.zone.contract.list'),
    ('AdminUnionCommision', 'api.admin.zone.contract.count'),
    ('FedUnitManager', 'api.admin.zone.contract.list'),
    ('FedUnitManager', 'api.admin.zone.contract.count'),
    ('ClubManager', 'api.club.zone.contract.list'),
    ('ClubManager', 'api.club.zone.contract.document.create'),
    ('ClubManagerReadOnly', 'api.club.zone.contract.list'),
    ('AdminExpertCommission', 'api.admin.zone.club.stats.count'),
    ('AdminExpertCommission', 'api.admin.zone.sportfield.count'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.club.stats.count'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.sportfield.count'),
    ('AdminUnionCommision', 'api.admin.zone.club.stats.count'),
    ('AdminUnionCommision', 'api.admin.zone.sportfield.count'),
    ('FedUnitManager', 'api.admin.zone.club.stats.count'),
    ('FedUnitManager', 'api.admin.zone.sportfield.count')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The native contract pages replace the legacy ones (DECISIONS.md): the menu items point there.
UPDATE menu_items SET key = 'contract/list', params = NULL WHERE key = 'contracts';
