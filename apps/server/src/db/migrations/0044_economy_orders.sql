CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"booking_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"variable_symbol" text,
	"counterparty_name" text,
	"counterparty_account" text,
	"message" text,
	"bank_reference" text,
	"state" text NOT NULL,
	"invoice_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "bank_statement_lines_amount_chk" CHECK ("bank_statement_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"statement_id" text,
	"account_iban" text,
	"from_date" date,
	"to_date" date,
	"line_count" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoice_number_series" (
	"year" integer NOT NULL,
	"type_id" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_date" date NOT NULL,
	"source_id" integer NOT NULL,
	"statement_line_id" integer,
	"credit_entry_id" integer,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "invoice_payments_amount_chk" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"number" text NOT NULL,
	"variable_symbol" text,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"payment_status_id" integer DEFAULT 1 NOT NULL,
	"paid_date" date,
	"credited_invoice_id" integer,
	"supplier" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"reminded_date" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"price_list_item_id" integer,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"person_id" integer,
	"person_role_id" integer,
	"unit_amount" bigint NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"vat_rate" integer NOT NULL,
	"amount" bigint NOT NULL,
	"tournament_id" integer,
	"request_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "order_items_amount_chk" CHECK ("order_items"."unit_amount" >= 0 AND "order_items"."quantity" > 0 AND "order_items"."amount" = "order_items"."unit_amount" * "order_items"."quantity"),
	CONSTRAINT "order_items_vat_chk" CHECK ("order_items"."vat_rate" IN (0, 12, 21))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"season_id" integer,
	"status_id" integer DEFAULT 1 NOT NULL,
	"note" text,
	"total" bigint DEFAULT 0 NOT NULL,
	"confirmed_date" timestamp with time zone,
	"cancelled_date" timestamp with time zone,
	"origin" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "orders_total_chk" CHECK ("orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"vat_rate" integer NOT NULL,
	"season_id" integer,
	"age_category_id" integer,
	"person_role_type_id" integer,
	"valid_from" date,
	"valid_to" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"edited_date" timestamp with time zone,
	"edited_by_id" integer,
	CONSTRAINT "price_list_items_amount_chk" CHECK ("price_list_items"."amount" >= 0),
	CONSTRAINT "price_list_items_vat_chk" CHECK ("price_list_items"."vat_rate" IN (0, 12, 21)),
	CONSTRAINT "price_list_items_kind_chk" CHECK ("price_list_items"."kind" IN ('person', 'club', 'credit')),
	CONSTRAINT "price_list_items_valid_chk" CHECK ("price_list_items"."valid_from" IS NULL OR "price_list_items"."valid_to" IS NULL OR "price_list_items"."valid_from" <= "price_list_items"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_statement_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_credit_entry_id_club_credit_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."club_credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_price_list_item_id_price_list_items_id_fk" FOREIGN KEY ("price_list_item_id") REFERENCES "public"."price_list_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_person_role_id_person_roles_id_fk" FOREIGN KEY ("person_role_id") REFERENCES "public"."person_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_person_role_type_id_person_role_types_id_fk" FOREIGN KEY ("person_role_type_id") REFERENCES "public"."person_role_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","state");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_state_idx" ON "bank_statement_lines" USING btree ("state","booking_date");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_invoice_idx" ON "bank_statement_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_hash_idx" ON "bank_statements" USING btree ("content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_number_series_key_idx" ON "invoice_number_series" USING btree ("year","type_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_line_idx" ON "invoice_payments" USING btree ("statement_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_variable_symbol_idx" ON "invoices" USING btree ("variable_symbol");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_club_idx" ON "invoices" USING btree ("club_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("payment_status_id","due_date");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_person_idx" ON "order_items" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "order_items_role_idx" ON "order_items" USING btree ("person_role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_tournament_idx" ON "order_items" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_request_idx" ON "order_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "orders_club_idx" ON "orders" USING btree ("club_id","created_date");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status_id","created_date");--> statement-breakpoint
CREATE INDEX "orders_season_idx" ON "orders" USING btree ("season_id","club_id");--> statement-breakpoint
CREATE INDEX "price_list_items_category_idx" ON "price_list_items" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "price_list_items_season_idx" ON "price_list_items" USING btree ("season_id");