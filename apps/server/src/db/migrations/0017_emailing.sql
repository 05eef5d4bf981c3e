-- E-mail campaigns (spec 001 §2 "E-mail campaigns", §3, §7; docs/decisions.md "E-mail campaigns"):
-- templates with fields, sender addresses, recipient lists built from the data when asked, and
-- campaigns whose send materialises one delivery row per recipient, sent by jobs.
CREATE TABLE "emailing_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"subject" text,
	"html_content" text NOT NULL,
	"plain_content" text,
	"generate_plain_content" boolean DEFAULT true NOT NULL,
	"thumbnail_url" text,
	"schema" jsonb NOT NULL,
	"editor" text DEFAULT 'fields' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "emailing_senders" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"alias" text,
	"email" text NOT NULL,
	"reply_to" text,
	"reply_to_name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "emailing_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"contact_strategy" text NOT NULL,
	"federation_unit_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "emailing_lists_strategy_chk" CHECK ("emailing_lists"."contact_strategy" IN ('clubManagers', 'unitMembers', 'referees', 'allMembers')),
	CONSTRAINT "emailing_lists_unit_chk" CHECK ("emailing_lists"."contact_strategy" <> 'unitMembers' OR "emailing_lists"."federation_unit_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "emailing_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"sender_id" integer NOT NULL,
	"is_planned" boolean DEFAULT false NOT NULL,
	"send_date" timestamp with time zone,
	"sent_date" timestamp with time zone,
	"schedule_version" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "emailing_campaigns_status_chk" CHECK ("emailing_campaigns"."status_id" BETWEEN 1 AND 6)
);
--> statement-breakpoint
CREATE TABLE "emailing_campaign_lists" (
	"campaign_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	CONSTRAINT "emailing_campaign_lists_pk" PRIMARY KEY("campaign_id","list_id")
);
--> statement-breakpoint
CREATE TABLE "emailing_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"person_id" integer,
	"user_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_date" timestamp with time zone,
	"sent_date" timestamp with time zone,
	"message_id" text,
	CONSTRAINT "emailing_deliveries_state_chk" CHECK ("emailing_deliveries"."state" IN ('pending', 'sent', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "emailing_lists" ADD CONSTRAINT "emailing_lists_federation_unit_id_federation_units_id_fk" FOREIGN KEY ("federation_unit_id") REFERENCES "public"."federation_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emailing_campaigns" ADD CONSTRAINT "emailing_campaigns_template_id_emailing_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."emailing_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emailing_campaigns" ADD CONSTRAINT "emailing_campaigns_sender_id_emailing_senders_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."emailing_senders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emailing_campaign_lists" ADD CONSTRAINT "emailing_campaign_lists_campaign_id_emailing_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."emailing_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emailing_campaign_lists" ADD CONSTRAINT "emailing_campaign_lists_list_id_emailing_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."emailing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emailing_deliveries" ADD CONSTRAINT "emailing_deliveries_campaign_id_emailing_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."emailing_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emailing_templates_name_idx" ON "emailing_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "emailing_senders_name_idx" ON "emailing_senders" USING btree ("name");--> statement-breakpoint
CREATE INDEX "emailing_senders_email_idx" ON "emailing_senders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "emailing_lists_name_idx" ON "emailing_lists" USING btree ("name");--> statement-breakpoint
CREATE INDEX "emailing_lists_strategy_idx" ON "emailing_lists" USING btree ("contact_strategy");--> statement-breakpoint
CREATE INDEX "emailing_lists_created_idx" ON "emailing_lists" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "emailing_campaigns_name_idx" ON "emailing_campaigns" USING btree ("name");--> statement-breakpoint
CREATE INDEX "emailing_campaigns_subject_idx" ON "emailing_campaigns" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "emailing_campaigns_status_idx" ON "emailing_campaigns" USING btree ("status_id","created_date");--> statement-breakpoint
CREATE INDEX "emailing_campaigns_template_idx" ON "emailing_campaigns" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "emailing_campaigns_sender_idx" ON "emailing_campaigns" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "emailing_campaigns_planned_idx" ON "emailing_campaigns" USING btree ("is_planned","send_date");--> statement-breakpoint
CREATE INDEX "emailing_campaigns_send_date_idx" ON "emailing_campaigns" USING btree ("send_date");--> statement-breakpoint
CREATE INDEX "emailing_campaigns_sent_date_idx" ON "emailing_campaigns" USING btree ("sent_date");--> statement-breakpoint
CREATE INDEX "emailing_campaigns_created_idx" ON "emailing_campaigns" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "emailing_campaigns_edited_idx" ON "emailing_campaigns" USING btree ("edited_date");--> statement-breakpoint
CREATE INDEX "emailing_campaign_lists_list_idx" ON "emailing_campaign_lists" USING btree ("list_id");--> statement-breakpoint
-- One row per address and campaign, whatever its case: the send never writes twice to one inbox.
CREATE UNIQUE INDEX "emailing_deliveries_campaign_email_uq" ON "emailing_deliveries" USING btree ("campaign_id",lower("email"));--> statement-breakpoint
-- The send loop: the due pending rows of one campaign, oldest first.
CREATE INDEX "emailing_deliveries_pending_idx" ON "emailing_deliveries" USING btree ("campaign_id","id") WHERE "emailing_deliveries"."state" = 'pending';--> statement-breakpoint
-- Progress (counts by state) and the deliveries list filtered or sorted by state.
CREATE INDEX "emailing_deliveries_campaign_state_idx" ON "emailing_deliveries" USING btree ("campaign_id","state","id");--> statement-breakpoint
CREATE INDEX "emailing_deliveries_campaign_sent_idx" ON "emailing_deliveries" USING btree ("campaign_id","sent_date");--> statement-breakpoint
CREATE INDEX "emailing_deliveries_campaign_attempts_idx" ON "emailing_deliveries" USING btree ("campaign_id","attempts");--> statement-breakpoint
-- The recipient strategies find persons by their roles of some types valid today: an index-only
-- scan of this one instead of the whole role table.
CREATE INDEX "person_roles_type_validity_idx" ON "person_roles" USING btree ("type_id","valid_from","valid_till","person_id","club_id");--> statement-breakpoint
-- Two production templates: a newsletter (heading and body) and an announcement (body only).
-- `{{key}}` is a field's value; `{{firstName}}`, `{{fullName}}` personalise; `{{federationName}}`
-- is the association's name. No unsubscribe link: these are a federation's notices to its members.
INSERT INTO "emailing_templates" ("name", "subject", "html_content", "generate_plain_content", "schema", "editor", "active") VALUES
  ('Zpravodaj', 'Zpravodaj svazu',
   '<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>{{heading}}</title></head><body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px"><tr><td style="padding:24px 28px"><h1 style="margin:0 0 16px;font-size:24px;color:#1c7ed6">{{heading}}</h1><p style="margin:0 0 12px">Dobrý den, {{fullName}},</p><div style="font-size:15px;line-height:1.5">{{body}}</div></td></tr><tr><td style="padding:16px 28px;border-top:1px solid #dee2e6;font-size:12px;color:#868e96">Tuto zprávu posílá {{federationName}} svým členům a klubům.</td></tr></table></td></tr></table></body></html>',
   true,
   '{"fields":[{"key":"heading","type":"text","required":true,"label":{"cs":"Nadpis","en":"Heading"}},{"key":"body","type":"richtext","required":true,"label":{"cs":"Text","en":"Body"}}]}'::jsonb,
   'fields', true),
  ('Oznámení', 'Oznámení svazu',
   '<!doctype html><html lang="cs"><head><meta charset="utf-8"></head><body style="margin:0;padding:0;font-family:Arial,Helvetica,sans-serif;color:#212529"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:24px 28px;max-width:600px"><p style="margin:0 0 12px">Dobrý den, {{firstName}},</p><div style="font-size:15px;line-height:1.5">{{body}}</div><p style="margin:24px 0 0;font-size:12px;color:#868e96">{{federationName}}</p></td></tr></table></body></html>',
   true,
   '{"fields":[{"key":"body","type":"richtext","required":true,"label":{"cs":"Text oznámení","en":"Announcement"}}]}'::jsonb,
   'fields', true);
--> statement-breakpoint
-- Who may do what with campaigns (docs/access.md): the office all of it, its read-only role
-- reads; the Administrator passes without rows; nobody else.
INSERT INTO user_role_type_permissions (role_type_id, permission)
SELECT t.id, p.permission
  FROM (VALUES
    ('AdminExpertCommission', 'api.admin.zone.emailing.campaigns.list'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.campaigns.create'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.campaigns.update'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.campaigns.delete'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.campaigns.send'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.lists.list'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.lists.create'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.lists.delete'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.senders.list'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.senders.create'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.senders.update'),
    ('AdminExpertCommission', 'api.admin.zone.emailing.templates.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.emailing.campaigns.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.emailing.lists.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.emailing.senders.list'),
    ('AdminExpertCommissionReadOnly', 'api.admin.zone.emailing.templates.list')
  ) AS p(role, permission)
  JOIN user_role_types t ON t.code = p.role
ON CONFLICT DO NOTHING;
