CREATE TABLE "district_logo" (
	"id" integer PRIMARY KEY NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"data" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_logo_single_row" CHECK ("district_logo"."id" = 1)
);
