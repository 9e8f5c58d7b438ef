CREATE TABLE "appointment_deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"method" text,
	"reference" text,
	"reported_at" timestamp with time zone,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_account_id" uuid,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_deposits_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "appointment_deposits_amount_positive" CHECK ("appointment_deposits"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "deposit_settings" jsonb DEFAULT '{"kind":"none","value":0,"above":null,"no_shows":null,"hold_hours":12,"pago_movil":null,"zelle":null,"binance":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_decided_by_account_id_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_payment_id_appointment_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."appointment_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_deposits_reference_uq" ON "appointment_deposits" USING btree ("salon_id","method",lower("reference")) WHERE "appointment_deposits"."reference" is not null;--> statement-breakpoint
CREATE INDEX "appointment_deposits_salon_idx" ON "appointment_deposits" USING btree ("salon_id","status","hold_until");--> statement-breakpoint
CREATE INDEX "appointment_deposits_company_idx" ON "appointment_deposits" USING btree ("company_id");--> statement-breakpoint
-- What the cancellation policy makes of a visit's deposit when its first part's status changes, whichever
-- path changed it (staff, the visit page, a series, the hold's release): an unpaid one is released with the
-- cancellation, or waived when the staff confirm the booking without it; a paid one is kept on a no-show or
-- a cancellation inside the salon's notice (a late one), and returned on an earlier cancellation; the visit
-- taken back (cancelled or no-show undone) has it confirmed again.
CREATE OR REPLACE FUNCTION appointment_deposit_outcome() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'cancelled' THEN
    UPDATE appointment_deposits d SET
      status = CASE
        WHEN d.status IN ('awaiting', 'reported', 'rejected') THEN 'released'
        WHEN NEW.starts_at - now() < make_interval(hours => s.cancel_notice_hours) THEN 'kept'
        ELSE 'returned' END,
      decided_at = now()
    FROM salons s
    WHERE d.appointment_id = NEW.id AND s.id = d.salon_id
      AND d.status IN ('awaiting', 'reported', 'rejected', 'confirmed');
  ELSIF NEW.status = 'no_show' THEN
    UPDATE appointment_deposits SET status = 'kept', decided_at = now()
    WHERE appointment_id = NEW.id AND status = 'confirmed';
  ELSIF NEW.status = 'reserved' AND OLD.status = 'pending' THEN
    -- The staff confirmed the booking without its deposit (confirming the deposit marks it paid first).
    UPDATE appointment_deposits SET status = 'waived', decided_at = now()
    WHERE appointment_id = NEW.id AND status IN ('awaiting', 'reported', 'rejected');
  ELSIF OLD.status IN ('cancelled', 'no_show') THEN
    UPDATE appointment_deposits SET status = 'confirmed'
    WHERE appointment_id = NEW.id AND status IN ('kept', 'returned');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER appointment_deposit_outcome AFTER UPDATE OF status ON appointments
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION appointment_deposit_outcome();
