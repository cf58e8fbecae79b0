ALTER TABLE "request_keys" DROP CONSTRAINT "request_keys_operation_known";--> statement-breakpoint
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
