CREATE TABLE "district_cut_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"cut_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"recipients" text DEFAULT '' NOT NULL,
	"outcome" varchar(15) NOT NULL,
	"detail" varchar(500),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "district_cut_notices_outcome_known" CHECK ("district_cut_notices"."outcome" in ('sending', 'sent', 'failed', 'no-recipient'))
);
--> statement-breakpoint
CREATE TABLE "district_cuts" (
	"id" serial PRIMARY KEY NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"effective_on" date NOT NULL,
	"ends_on" date,
	"reason" varchar(500) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_cuts_percent_range" CHECK ("district_cuts"."percent" > 0 and "district_cuts"."percent" <= 100),
	CONSTRAINT "district_cuts_dates_order" CHECK ("district_cuts"."ends_on" is null or "district_cuts"."ends_on" >= "district_cuts"."effective_on")
);
--> statement-breakpoint
CREATE TABLE "exemption_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"max_depth_feet" numeric(8, 1),
	"aquifer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"well_use_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_capacity_gallons_per_day" bigint,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exemption_rules_single_row" CHECK ("exemption_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "permit_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"well_id" integer NOT NULL,
	"client_id" integer,
	"kind" varchar(15) NOT NULL,
	"period_on" date NOT NULL,
	"used_gallons" bigint NOT NULL,
	"permitted_gallons" bigint NOT NULL,
	"projected_crossing_on" date,
	"recipients" text DEFAULT '' NOT NULL,
	"outcome" varchar(15) NOT NULL,
	"detail" varchar(500),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "permit_alerts_kind_known" CHECK ("permit_alerts"."kind" in ('use-80', 'use-100', 'projected', 'daily-rate')),
	CONSTRAINT "permit_alerts_outcome_known" CHECK ("permit_alerts"."outcome" in ('sending', 'sent', 'failed', 'no-recipient'))
);
--> statement-breakpoint
CREATE TABLE "permit_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"year_start_month" smallint DEFAULT 1 NOT NULL,
	"alert_email" varchar(100),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permit_settings_single_row" CHECK ("permit_settings"."id" = 1),
	CONSTRAINT "permit_settings_month_range" CHECK ("permit_settings"."year_start_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "permit_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"well_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"annual_gallons" bigint NOT NULL,
	"max_daily_gallons" bigint NOT NULL,
	"note" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permit_terms_volumes_positive" CHECK ("permit_terms"."annual_gallons" > 0 and "permit_terms"."max_daily_gallons" > 0)
);
--> statement-breakpoint
ALTER TABLE "request_keys" DROP CONSTRAINT "request_keys_operation_known";--> statement-breakpoint
ALTER TABLE "district_cut_notices" ADD CONSTRAINT "district_cut_notices_cut_id_district_cuts_id_fk" FOREIGN KEY ("cut_id") REFERENCES "public"."district_cuts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_cut_notices" ADD CONSTRAINT "district_cut_notices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_cuts" ADD CONSTRAINT "district_cuts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exemption_rules" ADD CONSTRAINT "exemption_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_alerts" ADD CONSTRAINT "permit_alerts_well_id_wells_id_fk" FOREIGN KEY ("well_id") REFERENCES "public"."wells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_alerts" ADD CONSTRAINT "permit_alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_terms" ADD CONSTRAINT "permit_terms_well_id_wells_id_fk" FOREIGN KEY ("well_id") REFERENCES "public"."wells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permit_terms" ADD CONSTRAINT "permit_terms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "district_cut_notices_once" ON "district_cut_notices" USING btree ("cut_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permit_alerts_once" ON "permit_alerts" USING btree ("well_id","kind","period_on");--> statement-breakpoint
CREATE INDEX "permit_alerts_client_idx" ON "permit_alerts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "permit_alerts_retry_idx" ON "permit_alerts" USING btree ("claimed_at") WHERE "permit_alerts"."outcome" = 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "permit_terms_well_effective_unique" ON "permit_terms" USING btree ("well_id","effective_from");--> statement-breakpoint
ALTER TABLE "request_keys" ADD CONSTRAINT "request_keys_operation_known" CHECK ("request_keys"."operation" in ('send-invoice-email', 'send-check-instructions', 'add-adjustment', 'create-client', 'add-user', 'save-well', 'save-parish', 'save-aquifer', 'save-well-use-category', 'save-well-use', 'save-meter', 'install-meter', 'submit-reading', 'save-permit', 'save-district-cut'));--> statement-breakpoint
INSERT INTO "permit_settings" ("id", "year_start_month") VALUES (1, 1);--> statement-breakpoint
INSERT INTO "exemption_rules" ("id", "max_depth_feet", "aquifer_ids", "well_use_category_ids", "min_capacity_gallons_per_day")
SELECT 1, 400,
  coalesce((SELECT jsonb_agg("id" ORDER BY "id") FROM "aquifers" WHERE "name" ILIKE '%alluvial%'), '[]'::jsonb),
  coalesce((SELECT jsonb_agg("id" ORDER BY "id") FROM "well_use_categories"
    WHERE "description" ILIKE '%agricultur%' OR "description" ILIKE '%horticultur%'), '[]'::jsonb),
  50000;
