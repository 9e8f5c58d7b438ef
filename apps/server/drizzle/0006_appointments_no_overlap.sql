-- Two appointments of one employee never overlap unless one is cancelled
-- (docs/product.md "Appointment statuses and transitions"): the database refuses it, so no race can
-- double-book. company_id leads so the constraint survives distribution by company.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
	"company_id" WITH =,
	"employee_id" WITH =,
	tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" <> 'cancelled');--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_end_after_start" CHECK ("ends_at" > "starts_at");
