CREATE TABLE "late_report_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"well_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"period_key" varchar(7) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"levied_on" date NOT NULL,
	"invoice_id" integer,
	"adjustment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_report_fees_amount_positive" CHECK ("late_report_fees"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "reporting_calendar" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"due_days" smallint NOT NULL,
	"reminder_days_before" smallint,
	"reminder_days_after" smallint,
	"reminder_repeat_days" smallint,
	"late_fee_cents" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_calendar_frequency_known" CHECK ("reporting_calendar"."frequency" in ('monthly', 'quarterly')),
	CONSTRAINT "reporting_calendar_days_range" CHECK ("reporting_calendar"."due_days" between 0 and 365 and coalesce("reporting_calendar"."reminder_days_before", 0) between 0 and 365
      and coalesce("reporting_calendar"."reminder_days_after", 0) between 0 and 365
      and coalesce("reporting_calendar"."reminder_repeat_days", 1) between 1 and 365),
	CONSTRAINT "reporting_calendar_fee_positive" CHECK ("reporting_calendar"."late_fee_cents" is null or "reporting_calendar"."late_fee_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "reporting_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"period_key" varchar(7) NOT NULL,
	"period_label" varchar(30) NOT NULL,
	"due_on" date NOT NULL,
	"kind" varchar(15) NOT NULL,
	"sequence" smallint DEFAULT 0 NOT NULL,
	"well_numbers" jsonb NOT NULL,
	"recipients" text DEFAULT '' NOT NULL,
	"outcome" varchar(15) NOT NULL,
	"detail" varchar(500),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"message_id" varchar(40),
	"sent_by" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reporting_reminders_kind_known" CHECK ("reporting_reminders"."kind" in ('due-soon', 'overdue', 'still-overdue')),
	CONSTRAINT "reporting_reminders_outcome_known" CHECK ("reporting_reminders"."outcome" in ('sending', 'sent', 'failed', 'cancelled', 'no-recipient'))
);
--> statement-breakpoint
ALTER TABLE "late_report_fees" ADD CONSTRAINT "late_report_fees_well_id_wells_id_fk" FOREIGN KEY ("well_id") REFERENCES "public"."wells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_report_fees" ADD CONSTRAINT "late_report_fees_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_report_fees" ADD CONSTRAINT "late_report_fees_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_report_fees" ADD CONSTRAINT "late_report_fees_adjustment_id_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."adjustments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_calendar" ADD CONSTRAINT "reporting_calendar_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_reminders" ADD CONSTRAINT "reporting_reminders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_reminders" ADD CONSTRAINT "reporting_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "late_report_fees_once" ON "late_report_fees" USING btree ("well_id","period_key");--> statement-breakpoint
CREATE INDEX "late_report_fees_pending_idx" ON "late_report_fees" USING btree ("client_id") WHERE "late_report_fees"."invoice_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_calendar_effective_unique" ON "reporting_calendar" USING btree ("effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_reminders_once" ON "reporting_reminders" USING btree ("client_id","period_key","kind","sequence");--> statement-breakpoint
CREATE INDEX "reporting_reminders_retry_idx" ON "reporting_reminders" USING btree ("claimed_at") WHERE "reporting_reminders"."outcome" = 'failed';--> statement-breakpoint
-- The calendar starts with this version (monthly reports due 30 days after the month, reminders 7
-- days before, the day after and weekly, no fee) from the month the district upgrades in, so no
-- period before it is chased.
INSERT INTO "reporting_calendar" ("effective_from", "frequency", "due_days", "reminder_days_before", "reminder_days_after", "reminder_repeat_days")
VALUES (date_trunc('month', current_date)::date, 'monthly', 30, 7, 1, 7);
