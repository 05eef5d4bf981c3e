-- The contract list's filters and sorts that the indexes of 0010 do not serve (hand-written; the
-- Drizzle schema does not declare them, so drizzle-kit neither creates nor drops them):
-- sorting and filtering by the end of validity, and searching the number as text.
CREATE INDEX IF NOT EXISTS "contracts_valid_till_idx" ON "contracts" USING btree ("valid_till", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contracts_number_trgm_idx" ON "contracts" USING gin (lower(f_unaccent("number")) gin_trgm_ops);
