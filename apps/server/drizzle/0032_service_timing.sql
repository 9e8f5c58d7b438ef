ALTER TABLE "services" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "processing_start_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "processing_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "processing_start_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "processing_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What an appointment keeps its employee busy with — from its buffer before to its buffer after,
-- less its processing gap (colour developing: the client stays, the employee may take someone else). The same
-- rule as core's `partOccupancy`. Declared immutable although timestamptz ± interval is only stable: intervals
-- of whole minutes do not depend on the session's time zone, and the constraint's index needs immutable terms.
CREATE FUNCTION appointment_occupied(
  starts_at timestamptz, ends_at timestamptz, before_minutes integer, after_minutes integer,
  gap_start integer, gap_minutes integer
) RETURNS tstzmultirange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN gap_minutes > 0 AND gap_start > 0 AND starts_at + make_interval(mins => gap_start + gap_minutes) < ends_at
    THEN tstzmultirange(
      tstzrange(starts_at - make_interval(mins => before_minutes), starts_at + make_interval(mins => gap_start), '[)'),
      tstzrange(starts_at + make_interval(mins => gap_start + gap_minutes), ends_at + make_interval(mins => after_minutes), '[)'))
    ELSE tstzmultirange(
      tstzrange(starts_at - make_interval(mins => before_minutes), ends_at + make_interval(mins => after_minutes), '[)'))
  END
$$;--> statement-breakpoint
-- The no-overlap guarantee (0006) now compares what each appointment occupies; without buffers or a gap that
-- is exactly its [start, end) as before.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
	"company_id" WITH =,
	"employee_id" WITH =,
	appointment_occupied("starts_at", "ends_at", "buffer_before_minutes", "buffer_after_minutes", "processing_start_minutes", "processing_minutes") WITH &&
) WHERE ("status" <> 'cancelled');--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_timing_range" CHECK (
  "buffer_before_minutes" BETWEEN 0 AND 240 AND "buffer_after_minutes" BETWEEN 0 AND 240
  AND "processing_start_minutes" >= 0 AND "processing_minutes" >= 0);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_timing_range" CHECK (
  "buffer_before_minutes" BETWEEN 0 AND 240 AND "buffer_after_minutes" BETWEEN 0 AND 240
  AND "processing_start_minutes" >= 0 AND "processing_minutes" >= 0);
