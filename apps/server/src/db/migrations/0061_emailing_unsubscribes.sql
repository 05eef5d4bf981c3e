CREATE TABLE "emailing_unsubscribes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"person_id" integer,
	"user_id" integer,
	"campaign_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emailing_unsubscribes_email_lower_chk" CHECK ("emailing_unsubscribes"."email" = lower("emailing_unsubscribes"."email"))
);
--> statement-breakpoint
ALTER TABLE "emailing_unsubscribes" ADD CONSTRAINT "emailing_unsubscribes_campaign_id_emailing_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."emailing_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emailing_unsubscribes_email_uq" ON "emailing_unsubscribes" USING btree ("email");--> statement-breakpoint
CREATE INDEX "emailing_unsubscribes_campaign_idx" ON "emailing_unsubscribes" USING btree ("campaign_id");