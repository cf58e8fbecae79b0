CREATE TABLE "request_keys" (
	"request_key" varchar(64) PRIMARY KEY NOT NULL,
	"caller_id" integer NOT NULL,
	"operation" varchar(40) NOT NULL,
	"target_id" integer,
	"body_hash" varchar(64) NOT NULL,
	"result_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoice_emails_request_unique";--> statement-breakpoint
ALTER TABLE "request_keys" ADD CONSTRAINT "request_keys_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The e-mails' keys move here, each its sender's, for its kind of e-mail to its invoice (an e-mail
-- call has no body: its hash is that of the empty object, '{}').
INSERT INTO "request_keys" ("request_key", "caller_id", "operation", "target_id", "body_hash", "result_id", "created_at")
SELECT "request_key", "sent_by",
	CASE "kind" WHEN 'invoice' THEN 'send-invoice-email' ELSE 'send-check-instructions' END,
	"invoice_id", encode(sha256(convert_to('{}', 'UTF8')), 'hex'), "id", "at"
FROM "invoice_emails" WHERE "request_key" IS NOT NULL AND "sent_by" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_emails" DROP COLUMN "request_key";