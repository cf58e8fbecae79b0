CREATE TABLE "accounting_sync_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"outcome" varchar(10) NOT NULL,
	"detail" varchar(1000) NOT NULL,
	"accounting_invoice_id" varchar(100),
	CONSTRAINT "accounting_sync_log_outcome_known" CHECK ("accounting_sync_log"."outcome" in ('synced', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_ledger_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"realm_id" varchar(64) NOT NULL,
	"entity" varchar(20) NOT NULL,
	"name" varchar(500),
	"sync_token" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_ledger_entity_known" CHECK ("sandbox_ledger_records"."entity" in ('Customer', 'Item', 'Invoice', 'Payment'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_ledger_requests" (
	"realm_id" varchar(64) NOT NULL,
	"request_id" varchar(50) NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_ledger_requests_realm_id_request_id_pk" PRIMARY KEY("realm_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "accounting_customer_id" varchar(100);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accounting_sync_token" varchar(50);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accounting_synced_revision" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accounting_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "accounting_payment_id" varchar(100);--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "status" varchar(30) DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "problem" varchar(500);--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "item_id" varchar(50);--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_sync_log" ADD CONSTRAINT "accounting_sync_log_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_sync_log" ADD CONSTRAINT "accounting_sync_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_sync_log_invoice_idx" ON "accounting_sync_log" USING btree ("invoice_id","at");--> statement-breakpoint
CREATE INDEX "accounting_sync_log_at_idx" ON "accounting_sync_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_ledger_names_unique" ON "sandbox_ledger_records" USING btree ("realm_id","entity",lower("name")) WHERE "sandbox_ledger_records"."entity" in ('Customer', 'Item');--> statement-breakpoint
CREATE INDEX "sandbox_ledger_lookup_idx" ON "sandbox_ledger_records" USING btree ("realm_id","entity","name");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_connections_single" ON "accounting_connections" USING btree ((true));--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_status_known" CHECK ("accounting_connections"."status" in ('connected', 'needs_reconnection', 'disconnected'));