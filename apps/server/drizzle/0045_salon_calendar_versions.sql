-- Every booking bumped its salon's calendar version, a column of the salon row, so the row every
-- booking also reads (the caller's salon) and checks its foreign key against (FOR KEY SHARE) changed hundreds
-- of times a second under a salon's front desks: its readers followed chains of dead versions, its key checks
-- met a row being updated, and every server's cached salon row was dropped at each booking. The versions now
-- live in a narrow row of their own per salon; the salon row changes only when the salon does.
CREATE TABLE "salon_calendar_versions" (
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"calendar_version" bigint DEFAULT 0 NOT NULL,
	"calendar_names_version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_calendar_versions_pkey" PRIMARY KEY("salon_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "salon_calendar_versions" ADD CONSTRAINT "salon_calendar_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_calendar_versions" ADD CONSTRAINT "salon_calendar_versions_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO salon_calendar_versions (company_id, salon_id, calendar_version, calendar_names_version)
  SELECT company_id, id, calendar_version, calendar_names_version FROM salons;--> statement-breakpoint
-- Every salon has its row from the start, so the bumps below are plain updates: a bump at the commit of a
-- transaction that deleted the salon (its appointments cascading) finds no row and does nothing, as before.
CREATE OR REPLACE FUNCTION salon_calendar_versions_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO salon_calendar_versions (company_id, salon_id) VALUES (NEW.company_id, NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER salons_calendar_versions AFTER INSERT ON salons
  FOR EACH ROW EXECUTE FUNCTION salon_calendar_versions_start();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_calendar_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE salon_calendar_versions SET calendar_version = calendar_version + 1
      WHERE company_id = OLD.company_id AND salon_id = OLD.salon_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.salon_id IS DISTINCT FROM OLD.salon_id) THEN
    UPDATE salon_calendar_versions SET calendar_version = calendar_version + 1
      WHERE company_id = NEW.company_id AND salon_id = NEW.salon_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_calendar_names_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE salon_calendar_versions
    SET calendar_version = calendar_version + 1, calendar_names_version = calendar_names_version + 1
    WHERE company_id = OLD.company_id AND salon_id = OLD.salon_id;
  IF NEW.salon_id IS DISTINCT FROM OLD.salon_id THEN
    UPDATE salon_calendar_versions
      SET calendar_version = calendar_version + 1, calendar_names_version = calendar_names_version + 1
      WHERE company_id = NEW.company_id AND salon_id = NEW.salon_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The daily totals' upserts ran under the salon row's lock, which the version bump took first (0013): a time
-- zone change, which rebuilds the totals, then waited for a booking's commit or the booking for it. The bump
-- now locks the version row, so the change takes that row first too (its calendar shows other days anyway).
CREATE OR REPLACE FUNCTION appointment_daily_totals_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE salon_calendar_versions SET calendar_version = calendar_version + 1
    WHERE company_id = NEW.company_id AND salon_id = NEW.id;
  PERFORM appointment_daily_totals_rebuild(NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The calendars cached by every server are keyed by the versions: a change announces `calendar:<salon id>`
-- (the cache_changes channel of 0009), as the salon row's own changes announce `salon:<id>`.
CREATE TRIGGER salon_calendar_versions_cache_change AFTER UPDATE OR DELETE ON salon_calendar_versions
  FOR EACH ROW EXECUTE FUNCTION notify_cache_change('calendar', 'salon_id');--> statement-breakpoint
ALTER TABLE "salons" DROP COLUMN "calendar_version";--> statement-breakpoint
ALTER TABLE "salons" DROP COLUMN "calendar_names_version";