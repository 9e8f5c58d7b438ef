-- Bookings in one salon waited on each other. The triggers that keep the calendar version (the salon
-- row), the list counts and the daily totals took their rows' locks at the INSERT and held them while the
-- server went on with the transaction (the event log, the messages, the answer's reads: several round trips),
-- so every booking of a salon queued behind the one before. As deferred constraint triggers they run at
-- COMMIT, in the order the changes were made (each change's triggers in name order, so the salon row is still
-- locked first and the count rows after it, in one order): the locks are held only for the commit itself.
-- Nothing reads these rows inside the transaction that changes them.
DROP TRIGGER appointments_calendar_version ON appointments;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER appointments_calendar_version AFTER INSERT OR UPDATE OR DELETE ON appointments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_calendar_version();--> statement-breakpoint
DROP TRIGGER appointments_counts ON appointments;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER appointments_counts AFTER INSERT OR UPDATE OF salon_id, employee_id OR DELETE
  ON appointments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION appointment_counts_track();--> statement-breakpoint
DROP TRIGGER appointments_daily_totals ON appointments;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER appointments_daily_totals AFTER INSERT OR UPDATE OR DELETE ON appointments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION appointment_daily_totals_track();--> statement-breakpoint
DROP TRIGGER event_log_counts ON event_log;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_log_counts AFTER INSERT OR UPDATE OF company_id, salon_id, area OR DELETE
  ON event_log DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION event_log_counts_track();--> statement-breakpoint
DROP TRIGGER clients_counts ON clients;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clients_counts AFTER INSERT OR UPDATE OF salon_id, status OR DELETE
  ON clients DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION client_counts_track();
--> statement-breakpoint
-- A job due now wakes the workers (they LISTEN on `job_queue`; a later one is found by their polling). Said by
-- the row's trigger rather than by one more statement from the server after each insert. A second of
-- tolerance for the server's clock: a job planned "now" by it may be a moment ahead of the database's.
CREATE OR REPLACE FUNCTION jobs_wake_workers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('job_queue', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER jobs_wake_workers AFTER INSERT OR UPDATE OF run_at ON jobs
  FOR EACH ROW WHEN (NEW.state = 'queued' AND NEW.run_at <= clock_timestamp() + interval '1 second')
  EXECUTE FUNCTION jobs_wake_workers();
