CREATE TABLE "yearly_pumpage" (
	"well_id" integer NOT NULL,
	"year" date NOT NULL,
	"q1_pumpage" numeric(16, 3) NOT NULL,
	"q1_days" integer NOT NULL,
	"q2_pumpage" numeric(16, 3) NOT NULL,
	"q2_days" integer NOT NULL,
	"q3_pumpage" numeric(16, 3) NOT NULL,
	"q3_days" integer NOT NULL,
	"q4_pumpage" numeric(16, 3) NOT NULL,
	"q4_days" integer NOT NULL,
	CONSTRAINT "yearly_pumpage_pk" PRIMARY KEY("well_id","year"),
	CONSTRAINT "yearly_pumpage_first_day" CHECK (extract(doy from "yearly_pumpage"."year") = 1),
	CONSTRAINT "yearly_pumpage_days_range" CHECK ("yearly_pumpage"."q1_days" between 0 and 91 and "yearly_pumpage"."q2_days" between 0 and 91
        and "yearly_pumpage"."q3_days" between 0 and 92 and "yearly_pumpage"."q4_days" between 0 and 92)
);
--> statement-breakpoint
CREATE INDEX "yearly_pumpage_year_idx" ON "yearly_pumpage" USING btree ("year");
--> statement-breakpoint
-- The years of the pumpage already stored, from their months (the exact sums of their days).
INSERT INTO "yearly_pumpage" ("well_id", "year", "q1_pumpage", "q1_days", "q2_pumpage", "q2_days", "q3_pumpage", "q3_days", "q4_pumpage", "q4_days")
SELECT "well_id", date_trunc('year', "month")::date,
  coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 1), 0), coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 1), 0)::int,
  coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 2), 0), coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 2), 0)::int,
  coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 3), 0), coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 3), 0)::int,
  coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 4), 0), coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 4), 0)::int
FROM "monthly_pumpage" WHERE "days" > 0 GROUP BY 1, 2;
--> statement-breakpoint
-- Every statement writing daily rows now moves their years' quarters with their months, in the
-- same way: what it took away first, then what it added. The rows are summed by month once, and the
-- months by year, so the yearly totals cost a pass over the months, not another over the rows. A
-- month or a year left without rows is removed by its key, collected from the subtraction that
-- emptied it (holding its lock, so it is still empty).
CREATE OR REPLACE FUNCTION "roll_up_daily_pumpage"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied_wells integer[];
  emptied_months date[];
  emptied_year_wells integer[];
  emptied_years date[];
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    WITH "gone_months" AS (
      SELECT "well_id", date_trunc('month', "date")::date AS "month", sum("pumpage") AS "pumpage",
        count(*)::int AS "days"
      FROM "removed" GROUP BY 1, 2
    ), "gone_years" AS (
      SELECT "well_id", date_trunc('year', "month")::date AS "year",
          coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 1), 0) AS "q1_pumpage",
          coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 1), 0)::int AS "q1_days",
          coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 2), 0) AS "q2_pumpage",
          coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 2), 0)::int AS "q2_days",
          coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 3), 0) AS "q3_pumpage",
          coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 3), 0)::int AS "q3_days",
          coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 4), 0) AS "q4_pumpage",
          coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 4), 0)::int AS "q4_days"
      FROM "gone_months" GROUP BY 1, 2
    ), "subtracted_months" AS (
      UPDATE "monthly_pumpage" AS "m"
      SET "pumpage" = "m"."pumpage" - "gone"."pumpage", "days" = "m"."days" - "gone"."days"
      FROM "gone_months" AS "gone"
      WHERE "m"."well_id" = "gone"."well_id" AND "m"."month" = "gone"."month"
      RETURNING "m"."well_id", "m"."month", "m"."days"
    ), "subtracted_years" AS (
      UPDATE "yearly_pumpage" AS "y"
      SET "q1_pumpage" = "y"."q1_pumpage" - "gone"."q1_pumpage", "q1_days" = "y"."q1_days" - "gone"."q1_days",
        "q2_pumpage" = "y"."q2_pumpage" - "gone"."q2_pumpage", "q2_days" = "y"."q2_days" - "gone"."q2_days",
        "q3_pumpage" = "y"."q3_pumpage" - "gone"."q3_pumpage", "q3_days" = "y"."q3_days" - "gone"."q3_days",
        "q4_pumpage" = "y"."q4_pumpage" - "gone"."q4_pumpage", "q4_days" = "y"."q4_days" - "gone"."q4_days"
      FROM "gone_years" AS "gone"
      WHERE "y"."well_id" = "gone"."well_id" AND "y"."year" = "gone"."year"
      RETURNING "y"."well_id", "y"."year", "y"."q1_days" + "y"."q2_days" + "y"."q3_days" + "y"."q4_days" AS "days"
    )
    SELECT
      (SELECT array_agg("well_id") FROM "subtracted_months" WHERE "days" = 0),
      (SELECT array_agg("month") FROM "subtracted_months" WHERE "days" = 0),
      (SELECT array_agg("well_id") FROM "subtracted_years" WHERE "days" = 0),
      (SELECT array_agg("year") FROM "subtracted_years" WHERE "days" = 0)
    INTO emptied_wells, emptied_months, emptied_year_wells, emptied_years;
    IF emptied_wells IS NOT NULL THEN
      DELETE FROM "monthly_pumpage" AS "m"
      USING unnest(emptied_wells, emptied_months) AS "emptied"("well_id", "month")
      WHERE "m"."well_id" = "emptied"."well_id" AND "m"."month" = "emptied"."month";
    END IF;
    IF emptied_year_wells IS NOT NULL THEN
      DELETE FROM "yearly_pumpage" AS "y"
      USING unnest(emptied_year_wells, emptied_years) AS "emptied"("well_id", "year")
      WHERE "y"."well_id" = "emptied"."well_id" AND "y"."year" = "emptied"."year";
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    WITH "new_months" AS (
      SELECT "well_id", date_trunc('month', "date")::date AS "month", sum("pumpage") AS "pumpage",
        count(*)::int AS "days"
      FROM "added" GROUP BY 1, 2
    ), "added_months" AS (
      INSERT INTO "monthly_pumpage" AS "m" ("well_id", "month", "pumpage", "days")
      SELECT "well_id", "month", "pumpage", "days" FROM "new_months" ORDER BY 1, 2
      ON CONFLICT ("well_id", "month") DO UPDATE
      SET "pumpage" = "m"."pumpage" + "excluded"."pumpage", "days" = "m"."days" + "excluded"."days"
    )
    INSERT INTO "yearly_pumpage" AS "y" ("well_id", "year", "q1_pumpage", "q1_days", "q2_pumpage", "q2_days", "q3_pumpage", "q3_days", "q4_pumpage", "q4_days")
    SELECT "well_id", date_trunc('year', "month")::date AS "year",
          coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 1), 0) AS "q1_pumpage",
          coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 1), 0)::int AS "q1_days",
          coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 2), 0) AS "q2_pumpage",
          coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 2), 0)::int AS "q2_days",
          coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 3), 0) AS "q3_pumpage",
          coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 3), 0)::int AS "q3_days",
          coalesce(sum("pumpage") FILTER (WHERE extract(quarter FROM "month") = 4), 0) AS "q4_pumpage",
          coalesce(sum("days") FILTER (WHERE extract(quarter FROM "month") = 4), 0)::int AS "q4_days"
    FROM "new_months" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("well_id", "year") DO UPDATE
    SET "q1_pumpage" = "y"."q1_pumpage" + "excluded"."q1_pumpage", "q1_days" = "y"."q1_days" + "excluded"."q1_days",
        "q2_pumpage" = "y"."q2_pumpage" + "excluded"."q2_pumpage", "q2_days" = "y"."q2_days" + "excluded"."q2_days",
        "q3_pumpage" = "y"."q3_pumpage" + "excluded"."q3_pumpage", "q3_days" = "y"."q3_days" + "excluded"."q3_days",
        "q4_pumpage" = "y"."q4_pumpage" + "excluded"."q4_pumpage", "q4_days" = "y"."q4_days" + "excluded"."q4_days";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "empty_monthly_pumpage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "monthly_pumpage";
  DELETE FROM "yearly_pumpage";
  RETURN NULL;
END $$;
