-- The calendar caches its answers per salon and version (ETag). Triggers bump the version on every change a
-- calendar can show, so no code path can forget to: appointments of the salon, and the names or durations of
-- its clients, employees and services.
CREATE OR REPLACE FUNCTION bump_calendar_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE salons SET calendar_version = calendar_version + 1 WHERE id = OLD.salon_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.salon_id IS DISTINCT FROM OLD.salon_id) THEN
    UPDATE salons SET calendar_version = calendar_version + 1 WHERE id = NEW.salon_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER appointments_calendar_version AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version();--> statement-breakpoint
CREATE TRIGGER clients_calendar_version AFTER UPDATE OF first_name, last_name, phone ON clients
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version();--> statement-breakpoint
CREATE TRIGGER employees_calendar_version AFTER UPDATE OF first_name, last_name ON employees
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version();--> statement-breakpoint
CREATE TRIGGER services_calendar_version AFTER UPDATE OF name, duration_minutes ON services
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version();
