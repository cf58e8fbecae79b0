CREATE TABLE "meter_installations" (
	"id" serial PRIMARY KEY NOT NULL,
	"well_id" integer NOT NULL,
	"meter_id" integer NOT NULL,
	"installed_on" date NOT NULL,
	"opening_reading" bigint NOT NULL,
	"removed_on" date,
	"closing_reading" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_installations_removed_after_installed" CHECK ("meter_installations"."removed_on" is null or "meter_installations"."removed_on" > "meter_installations"."installed_on"),
	CONSTRAINT "meter_installations_closing_with_removal" CHECK (("meter_installations"."removed_on" is null) = ("meter_installations"."closing_reading" is null))
);
--> statement-breakpoint
CREATE TABLE "meter_reading_photos" (
	"reading_id" bigint PRIMARY KEY NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"data" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"well_id" integer NOT NULL,
	"installation_id" integer NOT NULL,
	"read_on" date NOT NULL,
	"read_at" time,
	"reading" bigint NOT NULL,
	"is_rollover" boolean DEFAULT false NOT NULL,
	"register_total" bigint NOT NULL,
	"volume_gallons" bigint NOT NULL,
	"source" varchar(12) NOT NULL,
	"state" varchar(10) NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"checked_reading_id" bigint,
	"entered_by" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	CONSTRAINT "meter_readings_source_known" CHECK ("meter_readings"."source" in ('owner', 'staff', 'staff_audit', 'file')),
	CONSTRAINT "meter_readings_state_known" CHECK ("meter_readings"."state" in ('accepted', 'pending', 'rejected')),
	CONSTRAINT "meter_readings_not_negative" CHECK ("meter_readings"."reading" >= 0 and "meter_readings"."volume_gallons" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_number" varchar(50) NOT NULL,
	"make" varchar(100),
	"model" varchar(100),
	"size_inches" numeric(5, 2),
	"unit" varchar(10) NOT NULL,
	"multiplier" integer NOT NULL,
	"register_digits" smallint NOT NULL,
	"status" varchar(10) NOT NULL,
	"last_tested_on" date,
	"last_test_accuracy_percent" numeric(6, 2),
	CONSTRAINT "meters_unit_known" CHECK ("meters"."unit" in ('gallons', 'kgal', 'cubicFeet', 'acreFeet')),
	CONSTRAINT "meters_status_known" CHECK ("meters"."status" in ('active', 'broken', 'retired')),
	CONSTRAINT "meters_multiplier_known" CHECK ("meters"."multiplier" in (1, 10, 100, 1000)),
	CONSTRAINT "meters_register_digits_range" CHECK ("meters"."register_digits" between 3 and 12)
);
--> statement-breakpoint
ALTER TABLE "request_keys" DROP CONSTRAINT "request_keys_operation_known";--> statement-breakpoint
ALTER TABLE "daily_pumpage" ADD COLUMN "source" varchar(10) DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_installations" ADD CONSTRAINT "meter_installations_well_id_wells_id_fk" FOREIGN KEY ("well_id") REFERENCES "public"."wells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_installations" ADD CONSTRAINT "meter_installations_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_installations" ADD CONSTRAINT "meter_installations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_reading_photos" ADD CONSTRAINT "meter_reading_photos_reading_id_meter_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."meter_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_well_id_wells_id_fk" FOREIGN KEY ("well_id") REFERENCES "public"."wells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_installation_id_meter_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."meter_installations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_installations_well_idx" ON "meter_installations" USING btree ("well_id","installed_on");--> statement-breakpoint
CREATE INDEX "meter_installations_meter_idx" ON "meter_installations" USING btree ("meter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_installations_one_open_per_well" ON "meter_installations" USING btree ("well_id") WHERE "meter_installations"."removed_on" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "meter_installations_one_open_per_meter" ON "meter_installations" USING btree ("meter_id") WHERE "meter_installations"."removed_on" is null;--> statement-breakpoint
CREATE INDEX "meter_readings_well_idx" ON "meter_readings" USING btree ("well_id","read_on");--> statement-breakpoint
CREATE INDEX "meter_readings_installation_idx" ON "meter_readings" USING btree ("installation_id","read_on");--> statement-breakpoint
CREATE INDEX "meter_readings_pending_idx" ON "meter_readings" USING btree ("entered_at") WHERE "meter_readings"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "meters_serial_number_unique" ON "meters" USING btree (lower("serial_number"));--> statement-breakpoint
ALTER TABLE "daily_pumpage" ADD CONSTRAINT "daily_pumpage_source_known" CHECK ("daily_pumpage"."source" in ('file', 'reading'));--> statement-breakpoint
ALTER TABLE "request_keys" ADD CONSTRAINT "request_keys_operation_known" CHECK ("request_keys"."operation" in ('send-invoice-email', 'send-check-instructions', 'add-adjustment', 'create-client', 'add-user', 'save-well', 'save-parish', 'save-aquifer', 'save-well-use-category', 'save-well-use', 'save-meter', 'install-meter', 'submit-reading'));