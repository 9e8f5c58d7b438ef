CREATE TABLE "client_stats" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"last_visit_at" timestamp with time zone,
	"visits" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"late_cancels" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_stats" ADD CONSTRAINT "client_stats_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_stats" ADD CONSTRAINT "client_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_stats" ADD CONSTRAINT "client_stats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_stats_last_visit_idx" ON "client_stats" USING btree ("company_id","salon_id",coalesce("last_visit_at", '-infinity'::timestamptz),"client_id");--> statement-breakpoint
CREATE INDEX "client_stats_visits_idx" ON "client_stats" USING btree ("company_id","salon_id","visits","client_id");--> statement-breakpoint
CREATE INDEX "client_stats_spent_idx" ON "client_stats" USING btree ("company_id","salon_id","spent_cents","client_id");--> statement-breakpoint
CREATE INDEX "client_stats_no_shows_idx" ON "client_stats" USING btree ("company_id","salon_id","no_shows","client_id");--> statement-breakpoint
CREATE INDEX "client_stats_late_cancels_idx" ON "client_stats" USING btree ("company_id","salon_id","late_cancels","client_id");--> statement-breakpoint
-- Every client's figures (docs/decisions.md "Client figures"), kept in the same transaction as every
-- change. Statement triggers with transition tables, not row triggers: a bulk load recomputes each client it
-- touched once, and a booking recomputes its one client from the client's own appointments (the client index
-- bounds the read). The row is per client, so concurrent bookings of different clients never wait on each
-- other; clients are written in id order, so two writers of the same clients cannot deadlock.
CREATE OR REPLACE FUNCTION client_stats_recompute(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_stats AS s (client_id, company_id, salon_id, last_visit_at, visits, spent_cents, no_shows)
  SELECT c.id, c.company_id, c.salon_id,
    max(a.starts_at) FILTER (WHERE a.status = 'done'),
    -- A visit of several services is one visit (its parts share visit_id, the first part's id).
    count(DISTINCT coalesce(a.visit_id, a.id)) FILTER (WHERE a.status = 'done'),
    coalesce(sum(a.price_cents + coalesce(a.travel_fee_cents, 0)) FILTER (WHERE a.status = 'done'), 0),
    count(DISTINCT coalesce(a.visit_id, a.id)) FILTER (WHERE a.status = 'no_show')
  FROM clients c
  LEFT JOIN appointments a ON a.client_id = c.id AND a.company_id = c.company_id AND a.salon_id = c.salon_id
  WHERE c.id = ANY(ids)
  GROUP BY c.id
  ORDER BY c.id
  ON CONFLICT (client_id) DO UPDATE SET last_visit_at = excluded.last_visit_at, visits = excluded.visits,
    spent_cents = excluded.spent_cents, no_shows = excluded.no_shows
  WHERE (s.last_visit_at, s.visits, s.spent_cents, s.no_shows)
    IS DISTINCT FROM (excluded.last_visit_at, excluded.visits, excluded.spent_cents, excluded.no_shows);
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION client_stats_track_appointments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT client_id) INTO ids FROM new_rows WHERE status IN ('done', 'no_show');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT client_id) INTO ids FROM old_rows WHERE status IN ('done', 'no_show');
  ELSE
    -- Only rows whose counted columns changed (a note or a move of a pending visit changes no figure).
    SELECT array_agg(DISTINCT x.client_id) INTO ids FROM (
      SELECT o.client_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.client_id, o.status, o.starts_at, o.price_cents, o.travel_fee_cents, o.visit_id)
        IS DISTINCT FROM (n.client_id, n.status, n.starts_at, n.price_cents, n.travel_fee_cents, n.visit_id)
        AND (o.status IN ('done', 'no_show') OR n.status IN ('done', 'no_show'))
      UNION
      SELECT n.client_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.client_id, o.status, o.starts_at, o.price_cents, o.travel_fee_cents, o.visit_id)
        IS DISTINCT FROM (n.client_id, n.status, n.starts_at, n.price_cents, n.travel_fee_cents, n.visit_id)
        AND (o.status IN ('done', 'no_show') OR n.status IN ('done', 'no_show'))
    ) x;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM client_stats_recompute(ids);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER appointments_client_stats_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_stats_track_appointments();--> statement-breakpoint
CREATE TRIGGER appointments_client_stats_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_stats_track_appointments();--> statement-breakpoint
CREATE TRIGGER appointments_client_stats_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_stats_track_appointments();--> statement-breakpoint

-- Every client has its row from the start, so the list joins it without a missing row to guess at.
CREATE OR REPLACE FUNCTION client_stats_track_clients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_stats (client_id, company_id, salon_id)
  SELECT id, company_id, salon_id FROM new_rows ORDER BY id
  ON CONFLICT (client_id) DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER clients_client_stats AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_stats_track_clients();--> statement-breakpoint

-- A late cancellation: the client's own online cancellation (the event log entry the visit page writes, the
-- one the salon's cancellation limit counts) made less than the salon's cancel_notice_hours before the start,
-- judged with the notice in force when it was made. Entries are never un-written, so the figure only grows.
CREATE OR REPLACE FUNCTION client_stats_track_cancels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_stats s SET late_cancels = s.late_cancels + x.n
  FROM (
    SELECT e.details->>'client_id' AS client_id, e.company_id, count(*) AS n
    FROM new_rows e JOIN salons sa ON sa.id = e.salon_id AND sa.company_id = e.company_id
    WHERE e.area = 'appointment' AND e.action = 'cancel' AND e.details->>'by' = 'client'
      AND e.details ? 'start'
      AND (e.details->>'start')::timestamptz - e.created_at < make_interval(hours => sa.cancel_notice_hours)
    GROUP BY 1, 2
  ) x
  WHERE s.client_id::text = x.client_id AND s.company_id = x.company_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER event_log_client_stats AFTER INSERT ON event_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_stats_track_cancels();--> statement-breakpoint

-- The figures of the data already there.
INSERT INTO client_stats (client_id, company_id, salon_id) SELECT id, company_id, salon_id FROM clients;--> statement-breakpoint
SELECT client_stats_recompute(array_agg(id)) FROM clients;--> statement-breakpoint
UPDATE client_stats s SET late_cancels = x.n
FROM (
  SELECT e.details->>'client_id' AS client_id, e.company_id, count(*) AS n
  FROM event_log e JOIN salons sa ON sa.id = e.salon_id AND sa.company_id = e.company_id
  WHERE e.area = 'appointment' AND e.action = 'cancel' AND e.details->>'by' = 'client'
    AND e.details ? 'start'
    AND (e.details->>'start')::timestamptz - e.created_at < make_interval(hours => sa.cancel_notice_hours)
  GROUP BY 1, 2
) x
WHERE s.client_id::text = x.client_id AND s.company_id = x.company_id;
