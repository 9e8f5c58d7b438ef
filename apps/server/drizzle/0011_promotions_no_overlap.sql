-- Two promotions never cover one service on one day (docs/product.md "Money, prices and reports"): the
-- database refuses it, so the price of a service on a day has one answer whatever the race. Days are whole
-- local days, end included.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "promotion_services" ADD CONSTRAINT "promotion_services_no_overlap" EXCLUDE USING gist (
	"company_id" WITH =,
	"service_id" WITH =,
	daterange("starts_on", "ends_on", '[]') WITH &&
);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_end_not_before_start" CHECK ("ends_on" >= "starts_on");--> statement-breakpoint
-- The calendar shows the promotion an appointment was booked at: a renamed promotion changes it.
CREATE TRIGGER promotions_calendar_version AFTER UPDATE OF title ON promotions
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_version();
