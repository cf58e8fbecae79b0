CREATE TABLE "sandbox_payment_intents" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"client_secret" varchar(200) NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"method" varchar(20) NOT NULL,
	"status" varchar(30) NOT NULL,
	"last_error" varchar(500),
	"invoice_id" integer,
	"client_id" integer,
	"settles_at" timestamp with time zone,
	"fails_with" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_number" varchar(50);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure" varchar(500);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_idempotency_unique" ON "sandbox_payment_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_payment_intents_settles_idx" ON "sandbox_payment_intents" USING btree ("settles_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'processing', 'succeeded', 'canceled', 'failed'));