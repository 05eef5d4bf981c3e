CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"job_id" uuid,
	"attempt" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"state" text DEFAULT 'running' NOT NULL,
	"rows" integer,
	"result" jsonb,
	"error" text,
	"error_details" text,
	CONSTRAINT "job_runs_kind_chk" CHECK ("job_runs"."kind" IN ('periodic', 'job')),
	CONSTRAINT "job_runs_trigger_chk" CHECK ("job_runs"."trigger" IN ('schedule', 'manual', 'queue')),
	CONSTRAINT "job_runs_state_chk" CHECK ("job_runs"."state" IN ('running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "job_runs_name_started_idx" ON "job_runs" USING btree ("name","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_runs_state_started_idx" ON "job_runs" USING btree ("state","started_at" DESC NULLS LAST);