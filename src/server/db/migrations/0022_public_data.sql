CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_on" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "api_keys_scopes_known" CHECK (cardinality("api_keys"."scopes") > 0 and "api_keys"."scopes" <@ array['wells', 'pumpage', 'levels']::text[])
);
--> statement-breakpoint
CREATE TABLE "public_data_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"publish_landing" boolean DEFAULT false NOT NULL,
	"publish_pumpage" boolean DEFAULT false NOT NULL,
	"publish_wells" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_data_settings_single_row" CHECK ("public_data_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_data_settings" ADD CONSTRAINT "public_data_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_created_at_idx" ON "api_keys" USING btree ("created_at");--> statement-breakpoint
-- Every change to what the public pages and the read API publish is announced on channel
-- public_data_changed, at commit, so each instance drops its cached public answers at once.
-- Statement triggers: an upload of a hundred thousand daily rows announces once per statement, and
-- PostgreSQL folds the same announcement repeated in one transaction into one.
CREATE FUNCTION "notify_public_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "daily_pumpage_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "daily_pumpage"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "wells_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "wells"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "clients_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "invoices_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "aquifers_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aquifers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "parishes_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parishes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "well_uses_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "well_uses"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "district_profile_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "district_profile"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "district_logo_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "district_logo"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "rate_schedule_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_schedule"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "reporting_calendar_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reporting_calendar"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "public_data_settings_public_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public_data_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_data_changed"();
