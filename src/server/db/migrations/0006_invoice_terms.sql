-- The terms an invoice is built with, kept on it: a later change of rate or late-fee policy never rewrites it.
ALTER TABLE "invoices" ADD COLUMN "rate_cents_per_million_gallons" integer DEFAULT 6500 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "late_fee_milli_percent" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "late_fee_period" varchar(5) DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "late_fee_cap_milli_percent" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_late_fee_period_known" CHECK ("invoices"."late_fee_period" in ('day', 'month'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_terms_not_negative" CHECK ("invoices"."rate_cents_per_million_gallons" >= 0 and "invoices"."due_days" >= 0
      and "invoices"."late_fee_milli_percent" >= 0 and coalesce("invoices"."late_fee_cap_milli_percent", 0) >= 0);