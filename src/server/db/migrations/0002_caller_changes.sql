-- Every change to what the access guard reads about a user (account, roles, client links, role levels)
-- is announced on channel caller_changed, so each server instance can keep callers in memory and
-- drop one the moment it changes (docs/decisions/0003-guard-reads-caller-from-database.md).
CREATE FUNCTION "notify_caller_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('caller_changed', OLD.id::text);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('caller_changed', NEW.user_id::text);
  ELSE
    PERFORM pg_notify('caller_changed', OLD.user_id::text);
    IF TG_OP = 'UPDATE' THEN
      PERFORM pg_notify('caller_changed', NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_all_callers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('caller_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_caller_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_caller_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "notify_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "client_users_caller_changed" AFTER INSERT OR UPDATE OR DELETE ON "client_users"
  FOR EACH ROW EXECUTE FUNCTION "notify_caller_changed"();
--> statement-breakpoint
CREATE TRIGGER "roles_caller_changed" AFTER UPDATE OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_callers_changed"();
