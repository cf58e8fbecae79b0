-- A month left without daily rows is now removed by its key, collected from the subtraction that
-- emptied it. Matched against the removed rows instead, as before, the removal was planned before the
-- subtraction ran: one month at days = 0 was expected, so every emptied month rescanned all the
-- removed months, and a statement deleting a year of a large district ran for hours. The removal
-- does not test the days again: the subtraction holds those rows' locks, so nothing has added to
-- them since, and a test of days = 0, estimated at one row, would bring back the same plan.
CREATE OR REPLACE FUNCTION "roll_up_daily_pumpage"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied_wells integer[];
  emptied_months date[];
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    WITH "subtracted" AS (
      UPDATE "monthly_pumpage" AS "m"
      SET "pumpage" = "m"."pumpage" - "gone"."pumpage", "days" = "m"."days" - "gone"."days"
      FROM (
        SELECT "well_id", date_trunc('month', "date")::date AS "month", sum("pumpage") AS "pumpage",
          count(*)::int AS "days"
        FROM "removed" GROUP BY 1, 2
      ) AS "gone"
      WHERE "m"."well_id" = "gone"."well_id" AND "m"."month" = "gone"."month"
      RETURNING "m"."well_id", "m"."month", "m"."days"
    )
    SELECT array_agg("well_id"), array_agg("month") INTO emptied_wells, emptied_months
    FROM "subtracted" WHERE "days" = 0;
    IF emptied_wells IS NOT NULL THEN
      DELETE FROM "monthly_pumpage" AS "m"
      USING unnest(emptied_wells, emptied_months) AS "emptied"("well_id", "month")
      WHERE "m"."well_id" = "emptied"."well_id" AND "m"."month" = "emptied"."month";
    END IF;
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
