-- A waitlist offer holds its slot for its holder (docs/decisions/088-waitlist-holds-and-openings.md):
-- the public slot engine reads open holds as blocked time, so an offer made, confirmed, released or
-- run out changes the host's slots and is announced like a booking, on the availability channel
-- (after commit, as every NOTIFY), so cached slot answers and the directory follow.
CREATE TRIGGER waitlist_offers_announce_availability AFTER INSERT OR DELETE ON "waitlist_offers"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('host', 'host_id');
--> statement-breakpoint
CREATE TRIGGER waitlist_offers_announce_availability_update AFTER UPDATE OF status, hold_until ON "waitlist_offers"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.hold_until IS DISTINCT FROM NEW.hold_until)
  EXECUTE FUNCTION citavet_announce_availability_change('host', 'host_id');
--> statement-breakpoint
-- New openings (decision 088): a schedule range added or widened, a disabled date or closure removed
-- or shortened, a date override added or changed, a pause resumed early. Each leaves the fact here
-- — the space and, when the change is one professional's, that professional — for the waitlist's
-- sweep, which computes with the slot engine what is now free and offers it. Only when someone of
-- the space is waiting (one index probe); nothing else is read or decided in the writer's
-- transaction, and no booking write fires these.
CREATE TABLE "waitlist_openings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"space_id" uuid NOT NULL,
	"host_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "waitlist_requests_space_waiting_idx" ON "waitlist_requests" USING btree ("space_id") WHERE "waitlist_requests"."status" = 'WAITING';
--> statement-breakpoint
CREATE FUNCTION citavet_waitlist_opening() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  opened_space uuid;
  opened_host uuid;
BEGIN
  IF TG_TABLE_NAME = 'service_schedules' THEN
    SELECT v.space_id INTO opened_space FROM services v WHERE v.id = (row_data ->> 'service_id')::uuid;
  ELSE
    opened_space := (row_data ->> 'space_id')::uuid;
  END IF;
  opened_host := (row_data ->> 'host_id')::uuid;
  IF opened_space IS NULL OR NOT EXISTS (
    SELECT 1 FROM waitlist_requests r WHERE r.space_id = opened_space AND r.status = 'WAITING'
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO waitlist_openings (space_id, host_id) VALUES (opened_space, opened_host);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER service_schedules_waitlist_opening AFTER INSERT OR UPDATE ON "service_schedules"
  FOR EACH ROW EXECUTE FUNCTION citavet_waitlist_opening();
--> statement-breakpoint
CREATE TRIGGER disabled_dates_waitlist_opening AFTER UPDATE OR DELETE ON "disabled_dates"
  FOR EACH ROW EXECUTE FUNCTION citavet_waitlist_opening();
--> statement-breakpoint
CREATE TRIGGER schedule_date_overrides_waitlist_opening AFTER INSERT OR UPDATE OR DELETE ON "schedule_date_overrides"
  FOR EACH ROW EXECUTE FUNCTION citavet_waitlist_opening();
--> statement-breakpoint
CREATE TRIGGER online_booking_pauses_waitlist_opening AFTER UPDATE ON "online_booking_pauses"
  FOR EACH ROW WHEN (NEW.end_at < OLD.end_at) EXECUTE FUNCTION citavet_waitlist_opening();
--> statement-breakpoint
-- When a confirmation claimed the offer (CONFIRMING): one whose process died before it finished is
-- picked up by the sweep after a timeout (decision 088).
ALTER TABLE "waitlist_offers" ADD COLUMN "claimed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "waitlist_offers_confirming_idx" ON "waitlist_offers" USING btree ("claimed_at") WHERE "waitlist_offers"."status" = 'CONFIRMING';
