ALTER TABLE "league_matches" ADD COLUMN "sport_field_id" integer;--> statement-breakpoint
ALTER TABLE "sport_fields" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "sport_fields" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "sport_fields" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "sport_fields" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "league_matches" ADD CONSTRAINT "league_matches_sport_field_id_sport_fields_id_fk" FOREIGN KEY ("sport_field_id") REFERENCES "public"."sport_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_matches_sport_field_idx" ON "league_matches" USING btree ("sport_field_id");--> statement-breakpoint
CREATE INDEX "sport_fields_name_idx" ON "sport_fields" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sport_fields_name_trgm_idx" ON "sport_fields" USING gin (lower(f_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sport_fields_type_idx" ON "sport_fields" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "sport_fields_region_idx" ON "sport_fields" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "sport_fields_district_idx" ON "sport_fields" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "tournaments_sport_field_idx" ON "tournaments" USING btree ("sport_field_id");--> statement-breakpoint
ALTER TABLE "sport_fields" ADD CONSTRAINT "sport_fields_latitude_chk" CHECK ("sport_fields"."latitude" IS NULL OR "sport_fields"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "sport_fields" ADD CONSTRAINT "sport_fields_longitude_chk" CHECK ("sport_fields"."longitude" IS NULL OR "sport_fields"."longitude" BETWEEN -180 AND 180);--> statement-breakpoint
ALTER TABLE "sport_fields" ADD CONSTRAINT "sport_fields_court_count_chk" CHECK ("sport_fields"."court_count" IS NULL OR "sport_fields"."court_count" >= 0);--> statement-breakpoint
ALTER TABLE "sport_fields" ADD CONSTRAINT "sport_fields_capacity_chk" CHECK ("sport_fields"."capacity" IS NULL OR "sport_fields"."capacity" >= 0);--> statement-breakpoint
-- The sport-fields register (issue 30 §6; docs/decisions/sport-fields.md): every admin role reads,
-- the office and the unit managers (their unit's) keep them; club managers keep their own club's
-- venues, the read-only manager reads them. The Administrator passes as super admin without rows.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, concat('api.', p.zone, '.zone.', p.permission)
  FROM (VALUES
    ('AdminExpertCommission', 'admin', 'sportfield.list'),
    ('AdminExpertCommissionReadOnly', 'admin', 'sportfield.list'),
    ('AdminUnionCommision', 'admin', 'sportfield.list'),
    ('FedUnitManager', 'admin', 'sportfield.list'),
    ('AdminExpertCommission', 'admin', 'sportfield.create'),
    ('AdminExpertCommission', 'admin', 'sportfield.update'),
    ('AdminExpertCommission', 'admin', 'sportfield.delete'),
    ('FedUnitManager', 'admin', 'sportfield.create'),
    ('FedUnitManager', 'admin', 'sportfield.update'),
    ('FedUnitManager', 'admin', 'sportfield.delete'),
    ('ClubManager', 'club', 'sportfield.list'),
    ('ClubManagerReadOnly', 'club', 'sportfield.list'),
    ('ClubManager', 'club', 'sportfield.create'),
    ('ClubManager', 'club', 'sportfield.update'),
    ('ClubManager', 'club', 'sportfield.delete')
  ) AS p(role, zone, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The club's own venues in the club menu's overview, after "My club".
INSERT INTO menu_items ("version", "zone", "parent_id", "key", "sort_order", "title_cs", "title_en", "description_cs", "description_en", "icon", "external_link", "is_disabled", "is_hidden", "params")
SELECT 1, 'club', m.id, 'sport-fields', 25, 'Sportoviště', 'Sports venues', 'Haly a tělocvičny klubu', 'The club''s halls and gyms', 'building-stadium', NULL, false, false, NULL
  FROM menu_items m
 WHERE m.version = 1 AND m.zone = 'club' AND m.key = 'group-overview'
   AND NOT EXISTS (SELECT 1 FROM menu_items x WHERE x.version = 1 AND x.zone = 'club' AND x.key = 'sport-fields');
