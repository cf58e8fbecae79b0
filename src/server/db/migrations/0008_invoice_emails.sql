CREATE TABLE "invoice_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"recipients" text NOT NULL,
	"sent_by" integer,
	"request_key" varchar(64),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"detail" varchar(500),
	CONSTRAINT "invoice_emails_kind_known" CHECK ("invoice_emails"."kind" in ('invoice', 'check-instructions')),
	CONSTRAINT "invoice_emails_outcome_known" CHECK ("invoice_emails"."outcome" in ('sending', 'sent', 'failed', 'no-recipient'))
);
--> statement-breakpoint
ALTER TABLE "invoice_emails" ADD CONSTRAINT "invoice_emails_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_emails" ADD CONSTRAINT "invoice_emails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_emails_invoice_idx" ON "invoice_emails" USING btree ("invoice_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_emails_request_unique" ON "invoice_emails" USING btree ("request_key");