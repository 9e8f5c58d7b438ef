-- Server processes keep each company's subscription row in memory for the write guard (every business write
-- asks whether the company may still write); any change to the row announces `company:<id>` so each process
-- drops it (the cache_changes channel of 0009).
CREATE TRIGGER subscriptions_cache_change AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION notify_cache_change('company', 'company_id');
