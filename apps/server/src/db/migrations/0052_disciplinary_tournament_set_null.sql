-- A tournament (or league) deleted leaves the disciplinary cases that arose from it, without the link.
ALTER TABLE "disciplinary_proceedings" DROP CONSTRAINT "disciplinary_proceedings_tournament_id_tournaments_id_fk";
--> statement-breakpoint
ALTER TABLE "disciplinary_proceedings" ADD CONSTRAINT "disciplinary_proceedings_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;