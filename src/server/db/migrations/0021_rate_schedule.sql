CREATE TABLE "billing_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_on" date NOT NULL,
	"due_days" smallint NOT NULL,
	"late_fee_milli_percent" integer NOT NULL,
	"late_fee_period" varchar(5) NOT NULL,
	"late_fee_cap_milli_percent" integer,
	"card_milli_percent" integer NOT NULL,
	"card_fixed_cents" integer NOT NULL,
	"bank_milli_percent" integer NOT NULL,
	"from_setting" boolean DEFAULT false NOT NULL,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_by" integer,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "billing_terms_late_fee_period_known" CHECK ("billing_terms"."late_fee_period" in ('day', 'month')),
	CONSTRAINT "billing_terms_not_negative" CHECK ("billing_terms"."due_days" >= 0 and "billing_terms"."late_fee_milli_percent" >= 0
      and coalesce("billing_terms"."late_fee_cap_milli_percent", 0) >= 0 and "billing_terms"."card_milli_percent" >= 0
      and "billing_terms"."card_fixed_cents" >= 0 and "billing_terms"."bank_milli_percent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_rate_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"from_on" date NOT NULL,
	"to_on" date NOT NULL,
	"rate_cents_per_million_gallons" integer NOT NULL,
	"pumpage_kgal" numeric(16, 3) NOT NULL,
	"billed_kgal" numeric(16, 3) NOT NULL,
	"fee_cents" bigint NOT NULL,
	CONSTRAINT "invoice_rate_lines_days_in_order" CHECK ("invoice_rate_lines"."from_on" <= "invoice_rate_lines"."to_on"),
	CONSTRAINT "invoice_rate_lines_not_negative" CHECK ("invoice_rate_lines"."fee_cents" >= 0 and "invoice_rate_lines"."rate_cents_per_million_gallons" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"recipients" text DEFAULT '' NOT NULL,
	"outcome" varchar(15) NOT NULL,
	"detail" varchar(500),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "rate_notices_outcome_known" CHECK ("rate_notices"."outcome" in ('sending', 'sent', 'failed', 'no-recipient'))
);
--> statement-breakpoint
CREATE TABLE "rate_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_on" date NOT NULL,
	"rate_cents_per_million_gallons" integer NOT NULL,
	"adopted_on" date,
	"notice_given_on" date,
	"hearing_on" date,
	"from_setting" boolean DEFAULT false NOT NULL,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_by" integer,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "rate_schedule_rate_not_negative" CHECK ("rate_schedule"."rate_cents_per_million_gallons" >= 0)
);
--> statement-breakpoint
ALTER TABLE "request_keys" DROP CONSTRAINT "request_keys_operation_known";--> statement-breakpoint
ALTER TABLE "billing_terms" ADD CONSTRAINT "billing_terms_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_terms" ADD CONSTRAINT "billing_terms_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_rate_lines" ADD CONSTRAINT "invoice_rate_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_notices" ADD CONSTRAINT "rate_notices_rate_id_rate_schedule_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rate_schedule"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_notices" ADD CONSTRAINT "rate_notices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_schedule" ADD CONSTRAINT "rate_schedule_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_schedule" ADD CONSTRAINT "rate_schedule_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_terms_one_a_day" ON "billing_terms" USING btree ("effective_on") WHERE "billing_terms"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "invoice_rate_lines_invoice_idx" ON "invoice_rate_lines" USING btree ("invoice_id","from_on");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_notices_once" ON "rate_notices" USING btree ("rate_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_schedule_one_a_day" ON "rate_schedule" USING btree ("effective_on") WHERE "rate_schedule"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "request_keys" ADD CONSTRAINT "request_keys_operation_known" CHECK ("request_keys"."operation" in ('send-invoice-email', 'send-check-instructions', 'add-adjustment', 'create-client', 'add-user', 'save-well', 'save-parish', 'save-aquifer', 'save-well-use-category', 'save-well-use', 'save-meter', 'install-meter', 'submit-reading', 'save-permit', 'save-district-cut', 'save-rate', 'save-billing-terms'));--> statement-breakpoint
-- The setting the district billed with becomes the schedule's first entry, from the start; the first
-- start after this migration sets it from the configured values (rates/adopt-settings.ts).
INSERT INTO "rate_schedule" ("effective_on", "rate_cents_per_million_gallons", "from_setting")
VALUES ('1900-01-01', 6500, true);--> statement-breakpoint
INSERT INTO "billing_terms" ("effective_on", "due_days", "late_fee_milli_percent", "late_fee_period",
  "late_fee_cap_milli_percent", "card_milli_percent", "card_fixed_cents", "bank_milli_percent", "from_setting")
VALUES ('1900-01-01', 30, 1500, 'day', NULL, 2900, 30, 800, true);--> statement-breakpoint
-- Every invoice issued so far billed its quarter at one rate: that is its one line.
INSERT INTO "invoice_rate_lines" ("invoice_id", "from_on", "to_on", "rate_cents_per_million_gallons",
  "pumpage_kgal", "billed_kgal", "fee_cents")
SELECT "id", make_date("year", ("quarter" - 1) * 3 + 1, 1),
  (make_date("year", ("quarter" - 1) * 3 + 1, 1) + interval '3 months' - interval '1 day')::date,
  "rate_cents_per_million_gallons", "gallons", "gallons", "fee_amount_cents"
FROM "invoices";
