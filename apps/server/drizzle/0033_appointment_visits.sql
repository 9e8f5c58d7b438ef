ALTER TABLE "appointments" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
CREATE INDEX "appointments_visit_idx" ON "appointments" USING btree ("company_id","visit_id") WHERE "appointments"."visit_id" is not null;--> statement-breakpoint
-- Online bookings of several services were written as one appointment per service in one transaction (same
-- client, same created_at, source online): they become the visits they were, led by their first part.
WITH grouped AS (
  SELECT id,
    first_value(id) OVER (PARTITION BY company_id, client_id, created_at ORDER BY starts_at, id) AS lead,
    count(*) OVER (PARTITION BY company_id, client_id, created_at) AS parts
  FROM appointments WHERE source = 'online'
)
UPDATE appointments SET visit_id = grouped.lead FROM grouped
WHERE appointments.id = grouped.id AND grouped.parts > 1;
