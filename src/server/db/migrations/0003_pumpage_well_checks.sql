-- Pumpage rows must name an existing well, as the foreign keys said; but a foreign key checks
-- each inserted row on its own (a locking lookup in wells per row), which cost more than a third
-- of a 100,000-row upload. The same rule is now checked once per statement, on the set of rows
-- the statement wrote (docs/decisions/0012-pumpage-storage.md).
ALTER TABLE "daily_pumpage" DROP CONSTRAINT "daily_pumpage_well_id_wells_id_fk";
--> statement-breakpoint
ALTER TABLE "hourly_pumpage" DROP CONSTRAINT "hourly_pumpage_well_id_wells_id_fk";
--> statement-breakpoint
CREATE FUNCTION "refuse_pumpage_of_unknown_wells"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- NOT IN over the wells' ids (never null) runs as one hash of the district's wells, probed per
  -- row: a third of the cost of NOT EXISTS's anti-join here.
  IF EXISTS (SELECT 1 FROM written WHERE written.well_id NOT IN (SELECT id FROM wells)) THEN
    RAISE EXCEPTION 'rows of % name a well that does not exist', TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = TG_TABLE_NAME || '_well_exists';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "refuse_moving_pumpage_between_wells"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pumpage rows stay with their well'
    USING ERRCODE = 'foreign_key_violation', CONSTRAINT = TG_TABLE_NAME || '_well_exists';
END $$;
--> statement-breakpoint
CREATE TRIGGER "daily_pumpage_well_exists" AFTER INSERT ON "daily_pumpage"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION "refuse_pumpage_of_unknown_wells"();
--> statement-breakpoint
CREATE TRIGGER "hourly_pumpage_well_exists" AFTER INSERT ON "hourly_pumpage"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION "refuse_pumpage_of_unknown_wells"();
--> statement-breakpoint
CREATE TRIGGER "daily_pumpage_well_fixed" BEFORE UPDATE OF "well_id" ON "daily_pumpage"
  FOR EACH ROW WHEN (NEW.well_id <> OLD.well_id) EXECUTE FUNCTION "refuse_moving_pumpage_between_wells"();
--> statement-breakpoint
CREATE TRIGGER "hourly_pumpage_well_fixed" BEFORE UPDATE OF "well_id" ON "hourly_pumpage"
  FOR EACH ROW WHEN (NEW.well_id <> OLD.well_id) EXECUTE FUNCTION "refuse_moving_pumpage_between_wells"();
--> statement-breakpoint
-- The other side of the rule: a well with pumpage is never removed, nor its id changed (wells are
-- deactivated, never deleted).
CREATE FUNCTION "refuse_removing_wells_with_pumpage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM removed WHERE EXISTS (SELECT 1 FROM daily_pumpage WHERE well_id = removed.id)
      OR EXISTS (SELECT 1 FROM hourly_pumpage WHERE well_id = removed.id)) THEN
    RAISE EXCEPTION 'a well with pumpage cannot be deleted'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'pumpage_well_exists';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "refuse_renumbering_wells_with_pumpage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM daily_pumpage WHERE well_id = OLD.id)
      OR EXISTS (SELECT 1 FROM hourly_pumpage WHERE well_id = OLD.id) THEN
    RAISE EXCEPTION 'the id of a well with pumpage cannot change'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'pumpage_well_exists';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "wells_keep_pumpage" AFTER DELETE ON "wells"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "refuse_removing_wells_with_pumpage"();
--> statement-breakpoint
CREATE TRIGGER "wells_id_fixed" BEFORE UPDATE OF "id" ON "wells"
  FOR EACH ROW WHEN (NEW.id <> OLD.id) EXECUTE FUNCTION "refuse_renumbering_wells_with_pumpage"();
