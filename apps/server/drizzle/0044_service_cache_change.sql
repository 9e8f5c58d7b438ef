-- Server processes keep service rows in memory for a staff booking's first check (the service is the salon's
-- and active), made before every booking's transaction; any change to a row announces `service:<id>` so each
-- process drops it (the cache_changes channel of 0009). A new row needs no announcement: absent rows are
-- never kept.
CREATE TRIGGER services_cache_change AFTER UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION notify_cache_change('service', 'id');
