CREATE TABLE "district_profile" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"address1" varchar(150) NOT NULL,
	"address2" varchar(150),
	"city" varchar(150) NOT NULL,
	"state" varchar(50) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"phone" varchar(20),
	"email" varchar(100),
	"remit_to" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_profile_single_row" CHECK ("district_profile"."id" = 1)
);
