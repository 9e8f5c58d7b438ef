-- The calendar asks for the appointments overlapping a week. With only (company, salon, start)
-- the condition "starts before the week's end" matched every appointment of years of history (about a
-- million rows read to answer 500). A GiST index over the appointment's time range finds the overlapping
-- ones directly, however long an appointment is (btree_gist gives GiST the salon's equality).
CREATE INDEX "appointments_salon_period_idx" ON "appointments"
  USING gist ("salon_id", tstzrange("starts_at", "ends_at"));
