-- The long lists' counts, kept exact by triggers in the same transaction as every change, so a page
-- of a salon with a million appointments (or a company with a million event-log entries) never counts them.
--   appointment_counts: per salon and employee. The list's Past count is this sum less the Future rows.
--   client_counts:      per salon and status.
--   event_log_counts:   per company, salon (zero uuid for none) and area.
-- Each has a rebuild function (used below to fill the counts of existing data, and by bulk loads that turn
-- the row trigger off).
--
-- Locking: an appointment's count row is taken after the calendar-version trigger (named so it fires first)
-- has locked the salon's row, like the daily totals. A client's and an entry's count rows are taken in the
-- statement that writes the row; most transactions write one entry.

CREATE OR REPLACE FUNCTION appointment_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.salon_id, OLD.employee_id) IS NOT DISTINCT FROM (NEW.salon_id, NEW.employee_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE appointment_counts SET count = count - 1
    WHERE salon_id = OLD.salon_id AND employee_id = OLD.employee_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO appointment_counts AS c (company_id, salon_id, employee_id, count)
    VALUES (NEW.company_id, NEW.salon_id, NEW.employee_id, 1)
    ON CONFLICT (salon_id, employee_id) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER appointments_counts AFTER INSERT OR UPDATE OF salon_id, employee_id OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointment_counts_track();--> statement-breakpoint

CREATE OR REPLACE FUNCTION appointment_counts_rebuild(salon uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM appointment_counts WHERE salon_id = salon;
  INSERT INTO appointment_counts (company_id, salon_id, employee_id, count)
  SELECT company_id, salon_id, employee_id, count(*) FROM appointments WHERE salon_id = salon
  GROUP BY company_id, salon_id, employee_id;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION client_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.salon_id, OLD.status) IS NOT DISTINCT FROM (NEW.salon_id, NEW.status) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE client_counts SET count = count - 1 WHERE salon_id = OLD.salon_id AND status = OLD.status;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO client_counts AS c (company_id, salon_id, status, count)
    VALUES (NEW.company_id, NEW.salon_id, NEW.status, 1)
    ON CONFLICT (salon_id, status) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER clients_counts AFTER INSERT OR UPDATE OF salon_id, status OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION client_counts_track();--> statement-breakpoint

CREATE OR REPLACE FUNCTION client_counts_rebuild(salon uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_counts WHERE salon_id = salon;
  INSERT INTO client_counts (company_id, salon_id, status, count)
  SELECT company_id, salon_id, status, count(*) FROM clients WHERE salon_id = salon
  GROUP BY company_id, salon_id, status;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION event_log_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.company_id, OLD.salon_id, OLD.area)
    IS NOT DISTINCT FROM (NEW.company_id, NEW.salon_id, NEW.area) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE event_log_counts SET count = count - 1
    WHERE company_id = OLD.company_id
      AND salon_key = coalesce(OLD.salon_id, '00000000-0000-0000-0000-000000000000')
      AND area = OLD.area;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO event_log_counts AS c (company_id, salon_key, area, count)
    VALUES (NEW.company_id, coalesce(NEW.salon_id, '00000000-0000-0000-0000-000000000000'), NEW.area, 1)
    ON CONFLICT (company_id, salon_key, area) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER event_log_counts AFTER INSERT OR UPDATE OF company_id, salon_id, area OR DELETE ON event_log
  FOR EACH ROW EXECUTE FUNCTION event_log_counts_track();--> statement-breakpoint

CREATE OR REPLACE FUNCTION event_log_counts_rebuild(company uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_log_counts WHERE company_id = company;
  INSERT INTO event_log_counts (company_id, salon_key, area, count)
  SELECT company_id, coalesce(salon_id, '00000000-0000-0000-0000-000000000000'), area, count(*)
  FROM event_log WHERE company_id = company
  GROUP BY company_id, coalesce(salon_id, '00000000-0000-0000-0000-000000000000'), area;
END;
$$;--> statement-breakpoint

-- The counts of the data already there.
INSERT INTO appointment_counts (company_id, salon_id, employee_id, count)
SELECT company_id, salon_id, employee_id, count(*) FROM appointments
GROUP BY company_id, salon_id, employee_id;--> statement-breakpoint
INSERT INTO client_counts (company_id, salon_id, status, count)
SELECT company_id, salon_id, status, count(*) FROM clients GROUP BY company_id, salon_id, status;--> statement-breakpoint
INSERT INTO event_log_counts (company_id, salon_key, area, count)
SELECT company_id, coalesce(salon_id, '00000000-0000-0000-0000-000000000000'), area, count(*)
FROM event_log GROUP BY company_id, coalesce(salon_id, '00000000-0000-0000-0000-000000000000'), area;
