CREATE TABLE "appointment_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rate" numeric(14, 4),
	"rate_date" date,
	"dollars_cents" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_account_id" uuid,
	CONSTRAINT "appointment_payments_amount_positive" CHECK ("appointment_payments"."amount_cents" > 0 and "appointment_payments"."dollars_cents" >= 0),
	CONSTRAINT "appointment_payments_rate_with_bolivares" CHECK (("appointment_payments"."currency" = 'VES') = ("appointment_payments"."rate" is not null) and ("appointment_payments"."rate" is null) = ("appointment_payments"."rate_date" is null))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "paid_by_method" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_recorded_by_account_id_accounts_id_fk" FOREIGN KEY ("recorded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_payments_appointment_idx" ON "appointment_payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_payments_salon_paid_idx" ON "appointment_payments" USING btree ("salon_id","paid_at");--> statement-breakpoint

-- An appointment's payments summed per method into appointments.paid_by_method, in the same transaction as
-- every payment written or removed, so the daily totals below follow payments like any appointment change.
CREATE OR REPLACE FUNCTION appointment_paid_by_method_refresh(appointment uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE appointments SET paid_by_method = coalesce(
    (SELECT jsonb_object_agg(p.method, p.total)
       FROM (SELECT method, sum(dollars_cents) AS total FROM appointment_payments
             WHERE appointment_id = appointment GROUP BY method) p),
    '{}'::jsonb)
  WHERE id = appointment;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION appointment_payments_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM appointment_paid_by_method_refresh(OLD.appointment_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.appointment_id <> OLD.appointment_id) THEN
    PERFORM appointment_paid_by_method_refresh(NEW.appointment_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- What each payment method counts for in a done appointment, in dollar cents: its recorded payments per
-- method, and what is still unpaid under ''. Without any payment the whole income goes to the appointment's
-- method ('' when none): an appointment from before payments were recorded reads as one payment.
CREATE OR REPLACE FUNCTION appointment_method_shares(a appointments) RETURNS TABLE (key text, income bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(a.payment_method, ''), (a.price_cents + coalesce(a.travel_fee_cents, 0))::bigint
  WHERE a.paid_by_method = '{}'::jsonb
  UNION ALL
  SELECT p.key, p.value::bigint FROM jsonb_each_text(a.paid_by_method) AS p(key, value)
  UNION ALL
  SELECT '', u.unpaid
  FROM (SELECT (a.price_cents + coalesce(a.travel_fee_cents, 0)) - sum(p.value::bigint) AS unpaid
        FROM jsonb_each_text(a.paid_by_method) AS p(key, value)) u
  WHERE a.paid_by_method <> '{}'::jsonb AND u.unpaid > 0
$$;--> statement-breakpoint

-- As migration 0013, with the payment-method dimension read from the appointment's payments.
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
      (a.company_id, a.salon_id, local_day, 'service', a.service_id::text, sign, sign * income)
    ON CONFLICT (salon_id, dimension, day, key) DO UPDATE
      SET count = t.count + excluded.count, income_cents = t.income_cents + excluded.income_cents;
    INSERT INTO appointment_daily_totals AS t (company_id, salon_id, day, dimension, key, count, income_cents)
    SELECT a.company_id, a.salon_id, local_day, 'payment_method', s.key, sign, sign * s.income
    FROM appointment_method_shares(a) s
    ON CONFLICT (salon_id, dimension, day, key) DO UPDATE
      SET count = t.count + excluded.count, income_cents = t.income_cents + excluded.income_cents;
  END IF;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION appointment_daily_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.salon_id, OLD.starts_at, OLD.status, OLD.employee_id, OLD.service_id, OLD.payment_method,
         OLD.price_cents, OLD.travel_fee_cents, OLD.paid_by_method)
      IS NOT DISTINCT FROM
        (NEW.salon_id, NEW.starts_at, NEW.status, NEW.employee_id, NEW.service_id, NEW.payment_method,
         NEW.price_cents, NEW.travel_fee_cents, NEW.paid_by_method) THEN
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
    count(*), sum(d.income)
  FROM appointments a
  CROSS JOIN LATERAL (
    SELECT 'status', a.status, a.price_cents + coalesce(a.travel_fee_cents, 0)::bigint
    UNION ALL
    SELECT 'employee', a.employee_id::text, a.price_cents + coalesce(a.travel_fee_cents, 0)::bigint
    WHERE a.status = 'done'
    UNION ALL
    SELECT 'service', a.service_id::text, a.price_cents + coalesce(a.travel_fee_cents, 0)::bigint
    WHERE a.status = 'done'
    UNION ALL
    SELECT 'payment_method', s.key, s.income FROM appointment_method_shares(a) s WHERE a.status = 'done'
  ) AS d(dimension, key, income)
  WHERE a.salon_id = salon
  GROUP BY 1, 2, 3, 4, 5;
END;
$$;--> statement-breakpoint

-- Appointments done before payments were recorded: their method and price become one payment in dollars,
-- taken when the visit ended. Their shares stay what they were (the whole income under that method), so the
-- daily totals need no update, and nothing the calendar shows changes: both triggers rest meanwhile.
INSERT INTO appointment_payments
  (id, company_id, salon_id, appointment_id, method, currency, amount_cents, dollars_cents, paid_at)
SELECT gen_random_uuid(), company_id, salon_id, id, payment_method, 'USD',
  price_cents + coalesce(travel_fee_cents, 0), price_cents + coalesce(travel_fee_cents, 0), ends_at
FROM appointments
WHERE status = 'done' AND payment_method IS NOT NULL AND price_cents + coalesce(travel_fee_cents, 0) > 0;--> statement-breakpoint
ALTER TABLE appointments DISABLE TRIGGER appointments_daily_totals;--> statement-breakpoint
ALTER TABLE appointments DISABLE TRIGGER appointments_calendar_version;--> statement-breakpoint
UPDATE appointments
SET paid_by_method = jsonb_build_object(payment_method, price_cents + coalesce(travel_fee_cents, 0))
WHERE status = 'done' AND payment_method IS NOT NULL AND price_cents + coalesce(travel_fee_cents, 0) > 0;--> statement-breakpoint
ALTER TABLE appointments ENABLE TRIGGER appointments_daily_totals;--> statement-breakpoint
ALTER TABLE appointments ENABLE TRIGGER appointments_calendar_version;--> statement-breakpoint

CREATE TRIGGER appointment_payments_paid_by_method AFTER INSERT OR UPDATE OR DELETE ON appointment_payments
  FOR EACH ROW EXECUTE FUNCTION appointment_payments_track();
