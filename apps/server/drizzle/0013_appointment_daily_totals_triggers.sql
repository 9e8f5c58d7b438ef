-- Keeps appointment_daily_totals equal to a GROUP BY over appointments, in the same transaction as every
-- change (so the last-year report reads ~2,000 rows instead of ~200,000 appointments).
--
-- Locking: the calendar-version trigger (named so it fires first) has already locked the salon's row when
-- these upserts run, so every writer takes a salon's total rows under that one lock: no new deadlock.

-- Adds (sign 1) or takes away (sign -1) one appointment from its salon's totals. A salon being deleted has
-- no row any more: its totals go with it by cascade, so there is nothing to keep.
CREATE OR REPLACE FUNCTION appointment_daily_totals_add(a appointments, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  local_day date;
  income bigint := a.price_cents + coalesce(a.travel_fee_cents, 0);
BEGIN
  SELECT time_zone INTO zone FROM salons WHERE id = a.salon_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  local_day := (a.starts_at AT TIME ZONE zone)::date;
  INSERT INTO appointment_daily_totals AS t (company_id, salon_id, day, dimension, key, count, income_cents)
  VALUES (a.company_id, a.salon_id, local_day, 'status', a.status, sign, sign * income)
  ON CONFLICT (salon_id, dimension, day, key) DO UPDATE
    SET count = t.count + excluded.count, income_cents = t.income_cents + excluded.income_cents;
  IF a.status = 'done' THEN
    INSERT INTO appointment_daily_totals AS t (company_id, salon_id, day, dimension, key, count, income_cents)
    VALUES
      (a.company_id, a.salon_id, local_day, 'employee', a.employee_id::text, sign, sign * income),
      (a.company_id, a.salon_id, local_day, 'service', a.service_id::text, sign, sign * income),
      (a.company_id, a.salon_id, local_day, 'payment_method', coalesce(a.payment_method, ''), sign, sign * income)
    ON CONFLICT (salon_id, dimension, day, key) DO UPDATE
      SET count = t.count + excluded.count, income_cents = t.income_cents + excluded.income_cents;
  END IF;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION appointment_daily_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.salon_id, OLD.starts_at, OLD.status, OLD.employee_id, OLD.service_id, OLD.payment_method,
         OLD.price_cents, OLD.travel_fee_cents)
      IS NOT DISTINCT FROM
        (NEW.salon_id, NEW.starts_at, NEW.status, NEW.employee_id, NEW.service_id, NEW.payment_method,
         NEW.price_cents, NEW.travel_fee_cents) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM appointment_daily_totals_add(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM appointment_daily_totals_add(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- A salon's totals from scratch: after its time zone changes (its local days move) and after a bulk load.
CREATE OR REPLACE FUNCTION appointment_daily_totals_rebuild(salon uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  DELETE FROM appointment_daily_totals WHERE salon_id = salon;
  SELECT time_zone INTO zone FROM salons WHERE id = salon;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO appointment_daily_totals (company_id, salon_id, day, dimension, key, count, income_cents)
  SELECT a.company_id, a.salon_id, (a.starts_at AT TIME ZONE zone)::date, d.dimension, d.key,
    count(*), sum(a.price_cents + coalesce(a.travel_fee_cents, 0))
  FROM appointments a
  CROSS JOIN LATERAL (VALUES
    ('status', a.status),
    ('employee', CASE WHEN a.status = 'done' THEN a.employee_id::text END),
    ('service', CASE WHEN a.status = 'done' THEN a.service_id::text END),
    ('payment_method', CASE WHEN a.status = 'done' THEN coalesce(a.payment_method, '') END)
  ) AS d(dimension, key)
  WHERE a.salon_id = salon AND d.key IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION appointment_daily_totals_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM appointment_daily_totals_rebuild(NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- Row triggers fire in name order: appointments_calendar_version (locks the salon row) before this one.
CREATE TRIGGER appointments_daily_totals AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointment_daily_totals_track();--> statement-breakpoint
CREATE TRIGGER salons_daily_totals_zone AFTER UPDATE OF time_zone ON salons
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION appointment_daily_totals_zone_changed();--> statement-breakpoint

-- Appointments booked before this migration.
SELECT appointment_daily_totals_rebuild(id) FROM salons;
