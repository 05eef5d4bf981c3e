CREATE TABLE "person_redirects" (
	"removed_id" integer PRIMARY KEY NOT NULL,
	"kept_id" integer NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_redirects" ADD CONSTRAINT "person_redirects_kept_id_persons_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;