-- Server processes keep who a bearer token belongs to, and salon rows, in memory for a few seconds, so the
-- calendar's minute-by-minute refresh touches no table. Every change that could make such an entry wrong
-- announces itself on the `cache_changes` channel as `<kind>:<id>`; each process listens and drops what the
-- change names. Triggers, so that no code path (nor a hand-written UPDATE) can forget to announce.
-- Trigger arguments: the kind of id announced, and the row's column that holds it.
CREATE OR REPLACE FUNCTION notify_cache_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id text;
  new_id text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_id := to_jsonb(OLD) ->> TG_ARGV[1]; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := to_jsonb(NEW) ->> TG_ARGV[1]; END IF;
  -- PostgreSQL folds identical notifications of one transaction into one.
  IF old_id IS NOT NULL THEN
    PERFORM pg_notify('cache_changes', TG_ARGV[0] || ':' || old_id);
  END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN
    PERFORM pg_notify('cache_changes', TG_ARGV[0] || ':' || new_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Who a token belongs to: the token (revoked, idle), its account (temporary password), the user's name, the
-- owner's company, an employee login's role, salon and status.
CREATE TRIGGER access_tokens_cache_change AFTER UPDATE OR DELETE ON access_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_cache_change('account', 'account_id');--> statement-breakpoint
CREATE TRIGGER accounts_cache_change AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION notify_cache_change('account', 'id');--> statement-breakpoint
CREATE TRIGGER users_cache_change AFTER UPDATE OF name, surname OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_cache_change('user', 'id');--> statement-breakpoint
CREATE TRIGGER companies_cache_change AFTER INSERT OR UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION notify_cache_change('account', 'owner_account_id');--> statement-breakpoint
CREATE TRIGGER employees_cache_change
  AFTER INSERT OR UPDATE OF account_id, role, deactivated, salon_id, company_id OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION notify_cache_change('account', 'account_id');--> statement-breakpoint
-- Salon rows, including the calendar version the calendar triggers bump.
CREATE TRIGGER salons_cache_change AFTER UPDATE OR DELETE ON salons
  FOR EACH ROW EXECUTE FUNCTION notify_cache_change('salon', 'id');
