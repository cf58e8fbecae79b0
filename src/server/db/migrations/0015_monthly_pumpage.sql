CREATE TABLE "monthly_pumpage" (
	"well_id" integer NOT NULL,
	"month" date NOT NULL,
	"pumpage" numeric(16, 3) NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "monthly_pumpage_pk" PRIMARY KEY("well_id","month"),
	CONSTRAINT "monthly_pumpage_first_day" CHECK (extract(day from "monthly_pumpage"."month") = 1),
	CONSTRAINT "monthly_pumpage_days_range" CHECK ("monthly_pumpage"."days" between 0 and 31)
);
--> statement-breakpoint
CREATE INDEX "monthly_pumpage_month_idx" ON "monthly_pumpage" USING btree ("month");--> statement-breakpoint
-- The months of the pumpage already stored.
INSERT INTO "monthly_pumpage" ("well_id", "month", "pumpage", "days")
SELECT "well_id", date_trunc('month', "date")::date, sum("pumpage"), count(*)::int
FROM "daily_pumpage" GROUP BY 1, 2;
--> statement-breakpoint
-- Every statement that writes daily rows moves their months' totals by what it took away and what
-- it added, in its own transaction: the rows it removed (deleted, or the old side of an update)
-- first, then those it added (inserted, or the new side). Totals are numeric, so the sums are exact
-- in any order. Each step matches its months by key alone, so a writer that waited for another's
-- lock applies its change to what the other committed; a month left without rows loses its row in
-- a statement of its own, which sees the subtraction.
CREATE FUNCTION "roll_up_daily_pumpage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "monthly_pumpage" AS "m"
    SET "pumpage" = "m"."pumpage" - "gone"."pumpage", "days" = "m"."days" - "gone"."days"
    FROM (
      SELECT "well_id", date_trunc('month', "date")::date AS "month", sum("pumpage") AS "pumpage",
        count(*)::int AS "days"
      FROM "removed" GROUP BY 1, 2
    ) AS "gone"
    WHERE "m"."well_id" = "gone"."well_id" AND "m"."month" = "gone"."month";
    DELETE FROM "monthly_pumpage" AS "m"
    USING (SELECT DISTINCT "well_id", date_trunc('month', "date")::date AS "month" FROM "removed") AS "gone"
    WHERE "m"."well_id" = "gone"."well_id" AND "m"."month" = "gone"."month" AND "m"."days" = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "monthly_pumpage" AS "m" ("well_id", "month", "pumpage", "days")
    SELECT "well_id", date_trunc('month', "date")::date, sum("pumpage"), count(*)::int
    FROM "added" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("well_id", "month") DO UPDATE
    SET "pumpage" = "m"."pumpage" + "excluded"."pumpage", "days" = "m"."days" + "excluded"."days";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A DELETE, not a TRUNCATE: a statement that truncates both tables is still using this one.
CREATE FUNCTION "empty_monthly_pumpage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "monthly_pumpage";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "daily_pumpage_rolls_up_inserts" AFTER INSERT ON "daily_pumpage"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_daily_pumpage"();
--> statement-breakpoint
CREATE TRIGGER "daily_pumpage_rolls_up_updates" AFTER UPDATE ON "daily_pumpage"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_daily_pumpage"();
--> statement-breakpoint
CREATE TRIGGER "daily_pumpage_rolls_up_deletes" AFTER DELETE ON "daily_pumpage"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "roll_up_daily_pumpage"();
--> statement-breakpoint
CREATE TRIGGER "daily_pumpage_rolls_up_truncate" AFTER TRUNCATE ON "daily_pumpage"
  FOR EACH STATEMENT EXECUTE FUNCTION "empty_monthly_pumpage"();
