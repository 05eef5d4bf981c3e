DROP INDEX "persons_birth_date_idx";--> statement-breakpoint
CREATE INDEX "persons_birth_date_idx" ON "persons" USING btree ("birth_date","last_name","first_name","id");