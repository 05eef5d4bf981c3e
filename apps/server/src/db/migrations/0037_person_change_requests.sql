CREATE TABLE "person_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"note" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"decided_date" timestamp with time zone,
	"decided_by_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "person_change_requests_state_check" CHECK (state IN ('waiting', 'accepted', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "person_change_requests" ADD CONSTRAINT "person_change_requests_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_change_requests_state_idx" ON "person_change_requests" USING btree ("state","created_date","id");--> statement-breakpoint
CREATE INDEX "person_change_requests_person_idx" ON "person_change_requests" USING btree ("person_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_change_requests_waiting_idx" ON "person_change_requests" USING btree ("person_id") WHERE state = 'waiting';