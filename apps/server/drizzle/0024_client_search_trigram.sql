-- The client list's search ("contains", over name, e-mail and phone digits) among 100,000 clients
-- read every client of the salon. Trigram GIN indexes answer "contains" for texts of three characters or more;
-- the search asks for the full name (which covers the first and the last name alone), the e-mail and the
-- phone's digits, one index each, combined by the planner (BitmapOr).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clients_full_name_trgm_idx" ON "clients"
  USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_digits_trgm_idx" ON "clients" USING gin ("phone_digits" gin_trgm_ops);
