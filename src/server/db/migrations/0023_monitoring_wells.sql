CREATE TABLE "monitoring_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"measurement_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"threshold" numeric(12, 3) NOT NULL,
	"value" numeric(12, 3) NOT NULL,
	"recipients" text DEFAULT '' NOT NULL,
	"outcome" varchar(15) NOT NULL,
	"detail" varchar(500),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "monitoring_alerts_kind_known" CHECK ("monitoring_alerts"."kind" in ('level', 'chloride')),
	CONSTRAINT "monitoring_alerts_outcome_known" CHECK ("monitoring_alerts"."outcome" in ('sending', 'sent', 'failed', 'no-recipient'))
);
--> statement-breakpoint
CREATE TABLE "monitoring_measurements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"monitoring_well_id" integer NOT NULL,
	"parameter" varchar(25) NOT NULL,
	"measured_on" date NOT NULL,
	"measured_at" time,
	"value" numeric(12, 3),
	"qualifiers" varchar(100) DEFAULT '' NOT NULL,
	"method" varchar(100),
	"measured_by" varchar(100),
	"approved" boolean NOT NULL,
	"source" varchar(20) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_measurements_parameter_known" CHECK ("monitoring_measurements"."parameter" in ('depth-to-water', 'level-altitude', 'chloride', 'specific-conductance')),
	CONSTRAINT "monitoring_measurements_source_known" CHECK ("monitoring_measurements"."source" in ('manual', 'rdb', 'ogc-json', 'water-quality-csv', 'usgs-fetch')),
	CONSTRAINT "monitoring_measurements_value_or_qualifier" CHECK ("monitoring_measurements"."value" is not null or "monitoring_measurements"."qualifiers" <> '')
);
--> statement-breakpoint
CREATE TABLE "monitoring_wells" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_code" varchar(5) DEFAULT 'USGS' NOT NULL,
	"site_number" varchar(15),
	"local_name" varchar(50),
	"aquifer_id" integer NOT NULL,
	"parish_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"land_surface_altitude_feet" numeric(8, 2),
	"altitude_datum" varchar(10),
	"well_id" integer,
	"level_alert_depth_feet" numeric(8, 2),
	"chloride_alert_mg_l" numeric(10, 2),
	"is_public" boolean DEFAULT false NOT NULL,
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_wells_named" CHECK ("monitoring_wells"."site_number" is not null or "monitoring_wells"."local_name" is not null),
	CONSTRAINT "monitoring_wells_site_number_digits" CHECK ("monitoring_wells"."site_number" ~ '^[0-9]{15}$'),
	CONSTRAINT "monitoring_wells_latitude_range" CHECK ("monitoring_wells"."latitude" is null or "monitoring_wells"."latitude" between -90 and 90),
	CONSTRAINT "monitoring_wells_longitude_range" CHECK ("monitoring_wells"."longitude" is null or "monitoring_wells"."longitude" between -180 and 180),
	CONSTRAINT "monitoring_wells_datum_known" CHECK ("monitoring_wells"."altitude_datum" is null or "monitoring_wells"."altitude_datum" in ('NAVD88', 'NGVD29', 'LMSL'))
);
--> statement-breakpoint
ALTER TABLE "request_keys" DROP CONSTRAINT "request_keys_operation_known";--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_measurement_id_monitoring_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."monitoring_measurements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_measurements" ADD CONSTRAINT "monitoring_measurements_monitoring_well_id_monitoring_wells_id_fk" FOREIGN KEY ("monitoring_well_id") REFERENCES "public"."monitoring_wells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_measurements" ADD CONSTRAINT "monitoring_measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_wells" ADD CONSTRAINT "monitoring_wells_aquifer_id_aquifers_id_fk" FOREIGN KEY ("aquifer_id") REFERENCES "public"."aquifers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_wells" ADD CONSTRAINT "monitoring_wells_parish_id_parishes_id_fk" FOREIGN KEY ("parish_id") REFERENCES "public"."parishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_wells" ADD CONSTRAINT "monitoring_wells_well_id_wells_id_fk" FOREIGN KEY ("well_id") REFERENCES "public"."wells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alerts_once" ON "monitoring_alerts" USING btree ("measurement_id","kind");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_retry_idx" ON "monitoring_alerts" USING btree ("claimed_at") WHERE "monitoring_alerts"."outcome" = 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_measurements_once" ON "monitoring_measurements" USING btree ("monitoring_well_id","parameter","measured_on",coalesce("measured_at", '00:00'::time));--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_wells_site_unique" ON "monitoring_wells" USING btree ("agency_code","site_number");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_wells_local_name_unique" ON "monitoring_wells" USING btree (lower("local_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_wells_well_unique" ON "monitoring_wells" USING btree ("well_id");--> statement-breakpoint
CREATE INDEX "monitoring_wells_aquifer_idx" ON "monitoring_wells" USING btree ("aquifer_id");--> statement-breakpoint
ALTER TABLE "request_keys" ADD CONSTRAINT "request_keys_operation_known" CHECK ("request_keys"."operation" in ('send-invoice-email', 'send-check-instructions', 'add-adjustment', 'create-client', 'add-user', 'save-well', 'save-parish', 'save-aquifer', 'save-well-use-category', 'save-well-use', 'save-meter', 'install-meter', 'submit-reading', 'save-permit', 'save-district-cut', 'save-rate', 'save-billing-terms', 'save-monitoring-well', 'save-measurement'));--> statement-breakpoint
-- The public page publishes the levels of the wells marked public: their changes drop its cached answers.
CREATE TRIGGER "monitoring_wells_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "monitoring_wells"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "monitoring_measurements_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "monitoring_measurements"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
