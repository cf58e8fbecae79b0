ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_cents" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" varchar(100);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "currency" varchar(3) DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "refund_id" varchar(100);--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "refund_idempotency_key" varchar(200);--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'processing', 'succeeded', 'canceled', 'failed', 'refunding', 'refunded'));--> statement-breakpoint
-- Invoices paid twice before this version: the first payment is kept, every later one is refunded
-- (the reconciliation sweep asks the provider; a refund staff already made is recognised there).
WITH "ranked" AS (
	SELECT "id", row_number() OVER (
		PARTITION BY "invoice_id" ORDER BY ("status" = 'succeeded') DESC, "updated_at", "id"
	) AS "n"
	FROM "payments" WHERE "status" in ('processing', 'succeeded')
)
UPDATE "payments" SET
	"status" = CASE WHEN "payments"."status" = 'succeeded' THEN 'refunding' ELSE "payments"."status" END,
	"refund_reason" = 'The invoice had already been paid another way.'
FROM "ranked" WHERE "ranked"."id" = "payments"."id" AND "ranked"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_kept_per_invoice" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" in ('processing', 'succeeded') and "payments"."refund_reason" is null;--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" in ('pending', 'processing', 'refunding');
