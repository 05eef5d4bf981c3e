-- The persons list's club and district filters count persons from the club index alone
-- (issue 29; docs/decisions/persons-register.md "Speed of the list"): drizzle cannot declare
-- INCLUDE, so the index is rebuilt here with the same name and key.
DROP INDEX IF EXISTS "person_roles_club_idx";--> statement-breakpoint
CREATE INDEX "person_roles_club_idx" ON "person_roles" USING btree ("club_id","type_id","valid_from") INCLUDE ("person_id");
