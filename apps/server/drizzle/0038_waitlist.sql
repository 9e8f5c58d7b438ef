CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"employee_id" uuid,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_minute" integer,
	"to_minute" integer,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"source" text NOT NULL,
	"language" text NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"appointment_id" uuid,
	CONSTRAINT "waitlist_offers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "waitlist_offer_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("salon_id","created_at","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_salon_idx" ON "waitlist_entries" USING btree ("salon_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_client_idx" ON "waitlist_entries" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_company_idx" ON "waitlist_entries" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_uq" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("salon_id","employee_id","starts_at") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_company_idx" ON "waitlist_offers" USING btree ("company_id");--> statement-breakpoint
-- The one way to wake a salon's waitlist, from the trigger below and from the server (a new entry, a lapsed offer,
-- the next periodic look): the queued job, or its run_at pulled forward to p_at.
CREATE OR REPLACE FUNCTION waitlist_wake(p_salon uuid, p_company uuid, p_at timestamptz) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO jobs (id, kind, payload, max_attempts, dedupe_key, company_id, run_at)
  VALUES (gen_random_uuid(), 'waitlist.match', jsonb_build_object('salonId', p_salon), 8,
    'waitlist:' || p_salon, p_company, p_at)
  ON CONFLICT (dedupe_key) WHERE state = 'queued'
  DO UPDATE SET run_at = least(jobs.run_at, excluded.run_at);
$$;--> statement-breakpoint
-- A time freed on a salon's calendar (an appointment cancelled, moved, shortened or deleted) wakes the salon's
-- waitlist at once, whatever path freed it (staff, the visit page, a series, a released hold): one queued
-- 'waitlist.match' job per salon, pulled forward when one is already planned for later (the periodic look).
-- Salons with nobody waiting pay one index probe.
CREATE OR REPLACE FUNCTION appointments_wake_waitlist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM waitlist_entries WHERE salon_id = OLD.salon_id AND status = 'waiting') THEN
    PERFORM waitlist_wake(OLD.salon_id, OLD.company_id, now());
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER appointments_wake_waitlist AFTER UPDATE ON appointments
  FOR EACH ROW WHEN (
    (NEW.status = 'cancelled' AND OLD.status <> 'cancelled')
    OR NEW.starts_at <> OLD.starts_at OR NEW.employee_id <> OLD.employee_id OR NEW.ends_at < OLD.ends_at)
  EXECUTE FUNCTION appointments_wake_waitlist();--> statement-breakpoint
CREATE TRIGGER appointments_wake_waitlist_deleted AFTER DELETE ON appointments
  FOR EACH ROW WHEN (OLD.status <> 'cancelled')
  EXECUTE FUNCTION appointments_wake_waitlist();
