CREATE TABLE "client_users" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "client_users_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"access_level" integer NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name"),
	CONSTRAINT "roles_access_level_positive" CHECK ("roles"."access_level" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(250) NOT NULL,
	"phone" varchar(20),
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_registered" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(500) NOT NULL,
	"owner_id" varchar(50),
	"contact_name" varchar(150),
	"contact_phone" varchar(20),
	"contact_email" varchar(100),
	"contact_name2" varchar(150),
	"contact_phone2" varchar(20),
	"contact_email2" varchar(100),
	"contact_name3" varchar(150),
	"contact_phone3" varchar(20),
	"contact_email3" varchar(100),
	"address1" varchar(150) NOT NULL,
	"address2" varchar(150),
	"city" varchar(150) NOT NULL,
	"state" varchar(50) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"registration_code" varchar(20) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_self_submitting" boolean DEFAULT false NOT NULL,
	"location" text
);
--> statement-breakpoint
CREATE TABLE "aquifers" (
	"id" serial PRIMARY KEY NOT NULL,
	"aquifer_id" varchar(20) NOT NULL,
	"name" varchar(500) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "aquifers_aquifer_id_unique" UNIQUE("aquifer_id")
);
--> statement-breakpoint
CREATE TABLE "parishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"parish_id" varchar(20) NOT NULL,
	"name" varchar(500) NOT NULL,
	CONSTRAINT "parishes_parish_id_unique" UNIQUE("parish_id")
);
--> statement-breakpoint
CREATE TABLE "well_use_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" varchar(500) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "well_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"well_use_id" varchar(20) NOT NULL,
	"description" varchar(500),
	"classification" varchar(50),
	"well_use_category_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "well_uses_well_use_id_unique" UNIQUE("well_use_id")
);
--> statement-breakpoint
CREATE TABLE "daily_pumpage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"well_id" integer NOT NULL,
	"date" date NOT NULL,
	"pumpage" numeric(14, 3) NOT NULL,
	CONSTRAINT "daily_pumpage_not_negative" CHECK ("daily_pumpage"."pumpage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hourly_pumpage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"well_id" integer NOT NULL,
	"date" date NOT NULL,
	"hour" smallint NOT NULL,
	"pumpage" numeric(14, 3) NOT NULL,
	CONSTRAINT "hourly_pumpage_hour_range" CHECK ("hourly_pumpage"."hour" between 0 and 23),
	CONSTRAINT "hourly_pumpage_not_negative" CHECK ("hourly_pumpage"."pumpage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wells" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"aquifer_id" integer,
	"well_use_id" integer,
	"parish_id" integer,
	"identification_number" varchar(30) NOT NULL,
	"well_number" varchar(30) NOT NULL,
	"permit_number" varchar(10),
	"well_depth" numeric(8, 1),
	"daily_pump_rate" numeric(14, 3),
	"client_well_name" varchar(200),
	"is_registered" boolean DEFAULT true NOT NULL,
	"available_information" text,
	"latitude" double precision,
	"longitude" double precision,
	"flag" varchar(1),
	"is_active" boolean DEFAULT true NOT NULL,
	"completion_date_time" timestamp with time zone,
	"inactive_date_time" timestamp with time zone,
	"cagcd_permit_date" date,
	"cagcd_permit_number" varchar(50),
	"ldnr_notification_date" date,
	"ldnr_notification_number" varchar(50),
	"well_status" varchar(10),
	"well_status_date" timestamp with time zone,
	"meter_type" varchar(50),
	"comment" text,
	CONSTRAINT "wells_flag_known" CHECK ("wells"."flag" is null or "wells"."flag" = 'E'),
	CONSTRAINT "wells_status_known" CHECK ("wells"."well_status" is null or "wells"."well_status" in ('Active', 'Inactive')),
	CONSTRAINT "wells_depth_positive" CHECK ("wells"."well_depth" is null or "wells"."well_depth" > 0),
	CONSTRAINT "wells_latitude_range" CHECK ("wells"."latitude" is null or "wells"."latitude" between -90 and 90),
	CONSTRAINT "wells_longitude_range" CHECK ("wells"."longitude" is null or "wells"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"value_cents" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjustments_value_not_zero" CHECK ("adjustments"."value_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"well_id" integer,
	"parish" varchar(500),
	"use" varchar(500),
	"owner_no" varchar(200),
	"well_number" varchar(30) NOT NULL,
	"depth" numeric(8, 1),
	"month1_pumpage" numeric(16, 3) DEFAULT 0 NOT NULL,
	"month2_pumpage" numeric(16, 3) DEFAULT 0 NOT NULL,
	"month3_pumpage" numeric(16, 3) DEFAULT 0 NOT NULL,
	"flag" varchar(1),
	CONSTRAINT "invoice_items_flag_known" CHECK ("invoice_items"."flag" is null or "invoice_items"."flag" = 'E')
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"accounting_invoice_id" varchar(100),
	"client_id" integer NOT NULL,
	"invoice_owner_name" varchar(500),
	"phone" varchar(20),
	"address" varchar(300),
	"city_state_zip" varchar(250),
	"client_email" varchar(250),
	"billing_date" date NOT NULL,
	"due_date" date NOT NULL,
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"gallons" numeric(16, 3) DEFAULT 0 NOT NULL,
	"has_paid" boolean DEFAULT false NOT NULL,
	"payment_date" timestamp with time zone,
	"payment_type" varchar(30),
	"is_visible" boolean DEFAULT false NOT NULL,
	"hide_late_fees" boolean DEFAULT false NOT NULL,
	"fee_amount_cents" bigint DEFAULT 0 NOT NULL,
	"late_fee_amount_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_quarter_range" CHECK ("invoices"."quarter" between 1 and 4),
	CONSTRAINT "invoices_fee_not_negative" CHECK ("invoices"."fee_amount_cents" >= 0),
	CONSTRAINT "invoices_late_fee_not_negative" CHECK ("invoices"."late_fee_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"provider" varchar(30),
	"payment_intent_id" varchar(100),
	"amount_cents" bigint NOT NULL,
	"processing_fee_cents" bigint DEFAULT 0 NOT NULL,
	"status" varchar(20) NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "payments_method_known" CHECK ("payments"."method" in ('card', 'us_bank_account', 'check', 'manual')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'succeeded', 'canceled', 'failed')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "accounting_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(30) NOT NULL,
	"environment" varchar(20) NOT NULL,
	"realm_id" varchar(100) NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_token_expires_at" timestamp with time zone,
	"connected_by" integer,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"action" varchar(30) NOT NULL,
	"entity" varchar(50) NOT NULL,
	"entity_id" varchar(50),
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "captcha_replays" (
	"signature" varchar(200) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_uses" ADD CONSTRAINT "well_uses_well_use_category_id_well_use_categories_id_fk" FOREIGN KEY ("well_use_category_id") REFERENCES "public"."well_use_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_pumpage" ADD CONSTRAINT "daily_pumpage_well_id_wells_id_fk" FOREIGN KEY ("well_id") REFERENCES "public"."wells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_pumpage" ADD CONSTRAINT "hourly_pumpage_well_id_wells_id_fk" FOREIGN KEY ("well_id") REFERENCES "public"."wells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wells" ADD CONSTRAINT "wells_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wells" ADD CONSTRAINT "wells_aquifer_id_aquifers_id_fk" FOREIGN KEY ("aquifer_id") REFERENCES "public"."aquifers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wells" ADD CONSTRAINT "wells_well_use_id_well_uses_id_fk" FOREIGN KEY ("well_use_id") REFERENCES "public"."well_uses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wells" ADD CONSTRAINT "wells_parish_id_parishes_id_fk" FOREIGN KEY ("parish_id") REFERENCES "public"."parishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_well_id_wells_id_fk" FOREIGN KEY ("well_id") REFERENCES "public"."wells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_users_user_idx" ON "client_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_registration_code_unique" ON "clients" USING btree ("registration_code");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name");--> statement-breakpoint
CREATE INDEX "well_uses_category_idx" ON "well_uses" USING btree ("well_use_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_pumpage_well_date_unique" ON "daily_pumpage" USING btree ("well_id","date");--> statement-breakpoint
CREATE INDEX "daily_pumpage_date_idx" ON "daily_pumpage" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "hourly_pumpage_well_date_hour_unique" ON "hourly_pumpage" USING btree ("well_id","date","hour");--> statement-breakpoint
CREATE INDEX "hourly_pumpage_date_idx" ON "hourly_pumpage" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "wells_well_number_unique" ON "wells" USING btree ("well_number");--> statement-breakpoint
CREATE INDEX "wells_client_idx" ON "wells" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "wells_aquifer_idx" ON "wells" USING btree ("aquifer_id");--> statement-breakpoint
CREATE INDEX "wells_well_use_idx" ON "wells" USING btree ("well_use_id");--> statement-breakpoint
CREATE INDEX "wells_parish_idx" ON "wells" USING btree ("parish_id");--> statement-breakpoint
CREATE INDEX "adjustments_invoice_idx" ON "adjustments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_period_unique" ON "invoices" USING btree ("client_id","year","quarter");--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("year","quarter");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_unique" ON "payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "captcha_replays_expiry_idx" ON "captcha_replays" USING btree ("expires_at");