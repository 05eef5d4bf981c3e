CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"attempt_date" timestamp with time zone NOT NULL,
	"status" integer,
	"response_excerpt" text,
	"error" text,
	"duration_ms" integer NOT NULL,
	"is_replay" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"events" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"secret_ciphertext" "bytea" NOT NULL,
	"previous_secret_ciphertext" "bytea",
	"previous_secret_until" timestamp with time zone,
	"secret_rotated_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "webhook_endpoints_events_chk" CHECK (cardinality("webhook_endpoints"."events") > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"msg_id" text NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"next_attempt_date" timestamp with time zone NOT NULL,
	"give_up_date" timestamp with time zone NOT NULL,
	"claim_token" uuid,
	"lease_until" timestamp with time zone,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"replay_requested" boolean DEFAULT false NOT NULL,
	"last_status" integer,
	"last_attempt_date" timestamp with time zone,
	"delivered_date" timestamp with time zone,
	"created_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_message_id_webhook_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."webhook_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_messages" ADD CONSTRAINT "webhook_messages_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_message_idx" ON "webhook_attempts" USING btree ("message_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_messages_msg_id_idx" ON "webhook_messages" USING btree ("msg_id");--> statement-breakpoint
CREATE INDEX "webhook_messages_endpoint_idx" ON "webhook_messages" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_messages_due_idx" ON "webhook_messages" USING btree ("next_attempt_date") WHERE "webhook_messages"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_messages_lease_idx" ON "webhook_messages" USING btree ("lease_until") WHERE "webhook_messages"."state" = 'sending';