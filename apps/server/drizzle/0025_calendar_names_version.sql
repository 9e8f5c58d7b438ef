ALTER TABLE "salons" ADD COLUMN "calendar_names_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The calendar rebuilds an answer after a change from the last one, reading again only the appointments
-- written since (calendar-weeks.ts). A change of a name it shows writes no appointment: it bumps this counter
-- too, and the calendar then reads every appointment again.
CREATE OR REPLACE FUNCTION bump_calendar_names_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE salons SET calendar_version = calendar_version + 1, calendar_names_version = calendar_names_version + 1
    WHERE id = OLD.salon_id;
  IF NEW.salon_id IS DISTINCT FROM OLD.salon_id THEN
    UPDATE salons SET calendar_version = calendar_version + 1, calendar_names_version = calendar_names_version + 1
      WHERE id = NEW.salon_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "clients_calendar_version" ON "clients";--> statement-breakpoint
CREATE TRIGGER clients_calendar_version AFTER UPDATE OF first_name, last_name, phone ON clients
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_names_version();--> statement-breakpoint
DROP TRIGGER "employees_calendar_version" ON "employees";--> statement-breakpoint
CREATE TRIGGER employees_calendar_version AFTER UPDATE OF first_name, last_name ON employees
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_names_version();--> statement-breakpoint
DROP TRIGGER "services_calendar_version" ON "services";--> statement-breakpoint
CREATE TRIGGER services_calendar_version AFTER UPDATE OF name, duration_minutes ON services
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_names_version();--> statement-breakpoint
DROP TRIGGER "promotions_calendar_version" ON "promotions";--> statement-breakpoint
CREATE TRIGGER promotions_calendar_version AFTER UPDATE OF title ON promotions
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_names_version();
