CREATE TABLE "booking_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"space_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"old_row" "citavet_report_delta",
	"new_row" "citavet_report_delta",
	"pet_id" uuid,
	"booked_at" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_feed_spaces" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"applied_through" bigint NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "booking_changes_space_idx" ON "booking_changes" USING btree ("space_id","id");--> statement-breakpoint
-- Hand-written (decision 069). A booking's transaction keeps only what must be atomic: the row, its
-- exclusion constraint and daily caps, its client and pet, its e-mails. What is derived from it (the
-- report roll-ups of migration 0027, dropping a pet's due reminders of decision 056) moves out to
-- this feed: one row per change, written by the cheap row trigger below, applied by a worker.
DROP TRIGGER bookings_report_inserted ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_report_updated ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_report_deleted ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_drop_pet_due_reminders ON bookings;
--> statement-breakpoint
DROP FUNCTION citavet_drop_pet_due_reminders();
--> statement-breakpoint
DROP FUNCTION citavet_report_bookings_inserted();
--> statement-breakpoint
DROP FUNCTION citavet_report_bookings_updated();
--> statement-breakpoint
DROP FUNCTION citavet_report_bookings_deleted();
--> statement-breakpoint
-- The booking's reported columns as they were (sign -1) and are (sign +1) when any of them changed,
-- and the pet it books (packages/db/src/schema/change-feed.ts).
CREATE FUNCTION citavet_booking_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was citavet_report_delta;
  is_now citavet_report_delta;
  booked uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was := ROW(-1, OLD.space_id, OLD.host_id, OLD.service_id, OLD.client_id, OLD.status,
      OLD.service_currency, OLD.service_price, OLD.start_at, OLD.end_at, OLD.source, OLD.created_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_now := ROW(1, NEW.space_id, NEW.host_id, NEW.service_id, NEW.client_id, NEW.status,
      NEW.service_currency, NEW.service_price, NEW.start_at, NEW.end_at, NEW.source, NEW.created_at);
    IF NEW.pet_id IS NOT NULL AND NEW.status <> 'CANCELLED' AND (TG_OP = 'INSERT'
        OR OLD.pet_id IS DISTINCT FROM NEW.pet_id OR OLD.start_at <> NEW.start_at OR OLD.status = 'CANCELLED') THEN
      booked := NEW.pet_id;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.space_id, OLD.host_id, OLD.service_id, OLD.client_id, OLD.status,
      OLD.service_currency, OLD.service_price, OLD.start_at, OLD.end_at, OLD.source, OLD.created_at)
      IS NOT DISTINCT FROM (NEW.space_id, NEW.host_id, NEW.service_id, NEW.client_id, NEW.status,
      NEW.service_currency, NEW.service_price, NEW.start_at, NEW.end_at, NEW.source, NEW.created_at) THEN
    -- Notes, tokens, reminders' flags: nothing reported changed.
    IF booked IS NULL THEN RETURN NULL; END IF;
    was := NULL;
    is_now := NULL;
  END IF;
  INSERT INTO booking_changes (space_id, booking_id, old_row, new_row, pet_id, booked_at)
  VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.space_id ELSE NEW.space_id END,
    CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END, was, is_now, booked,
    CASE WHEN booked IS NULL THEN NULL ELSE NEW.updated_at END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_changed AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION citavet_booking_changed();
--> statement-breakpoint
-- The one rule of when a booking stops a due reminder (packages/domain/src/reminders/due-booking.ts,
-- parity-tested on DST days): it is for the due date — its clinic-local day is the due day or later,
-- within the window — and it was made at or after the reminder was set.
CREATE FUNCTION citavet_is_booking_for_due(start_at timestamptz, zone text, due_on date,
  booked_at timestamptz, reminder_set_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT booked_at >= reminder_set_at
    AND (start_at AT TIME ZONE zone)::date >= due_on
    AND (start_at AT TIME ZONE zone)::date < due_on + 30
$$;
--> statement-breakpoint
-- Drops the pending due reminders these changes stop: the booking as it is when the feed applies
-- the change (still kept, still that pet's; a booking cancelled or deleted meanwhile stops nothing).
CREATE FUNCTION citavet_feed_drop_due_reminders(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE email_outbox o
     SET status = 'DROPPED', last_error = 'pet booked', locked_until = NULL
    FROM booking_changes c
    JOIN bookings b ON b.id = c.booking_id AND b.pet_id = c.pet_id AND b.status <> 'CANCELLED'
    JOIN spaces s ON s.id = c.space_id
    JOIN pet_due_reminders r ON r.pet_id = c.pet_id
   WHERE c.id = ANY (ids) AND c.pet_id IS NOT NULL
     AND r.outbox_id = o.id AND o.status = 'PENDING'
     AND citavet_is_booking_for_due(b.start_at, s.time_zone, r.due_on, c.booked_at, r.created_at)
$$;
--> statement-breakpoint
-- Applies up to p_limit changes of one space, oldest first, and deletes them, in the caller's
-- transaction: a worker killed before its COMMIT applied nothing and lost nothing. The caller holds
-- the space's feed lock (citavet_feed_lock_key), so one space's changes are applied by one worker
-- at a time, in order.
CREATE FUNCTION citavet_feed_apply_space(p_space uuid, p_limit integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  SELECT array_agg(id ORDER BY id) INTO ids
    FROM (SELECT id FROM booking_changes WHERE space_id = p_space ORDER BY id LIMIT p_limit) c;
  IF ids IS NULL THEN RETURN 0; END IF;
  PERFORM citavet_report_apply(ARRAY(
    SELECT v.delta FROM booking_changes c
    CROSS JOIN LATERAL (VALUES (c.old_row), (c.new_row)) AS v(delta)
    WHERE c.id = ANY (ids) AND (v.delta).sign IS NOT NULL
    ORDER BY c.id));
  PERFORM citavet_feed_drop_due_reminders(ids);
  DELETE FROM booking_changes WHERE id = ANY (ids);
  INSERT INTO change_feed_spaces AS f (space_id, applied_through, applied_at)
  VALUES (p_space, ids[cardinality(ids)], clock_timestamp())
  ON CONFLICT (space_id) DO UPDATE
    SET applied_through = greatest(f.applied_through, excluded.applied_through), applied_at = excluded.applied_at;
  RETURN cardinality(ids);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION citavet_feed_lock_key(p_space uuid) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtextextended('citavet_feed:' || p_space, 0)
$$;
--> statement-breakpoint
-- One worker's round, in one transaction: the spaces of the oldest pending changes whose feed lock
-- is free, oldest first, up to p_limit changes in all. Answers how many were applied (0: nothing
-- pending, or every space with pending changes is being applied by another worker).
CREATE FUNCTION citavet_feed_apply(p_limit integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  candidate uuid;
  applied integer := 0;
BEGIN
  FOR candidate IN
    SELECT c.space_id FROM (SELECT space_id, id FROM booking_changes ORDER BY id LIMIT p_limit) c
    GROUP BY c.space_id ORDER BY min(c.id)
  LOOP
    EXIT WHEN applied >= p_limit;
    IF pg_try_advisory_xact_lock(citavet_feed_lock_key(candidate)) THEN
      applied := applied + citavet_feed_apply_space(candidate, p_limit - applied);
    END IF;
  END LOOP;
  RETURN applied;
END;
$$;
--> statement-breakpoint
-- A space's roll-ups rebuilt from its bookings, its pending changes consumed in the same transaction
-- (their due-reminder drops still made): the space's feed lock first (a worker inside it finishes),
-- then EXCLUSIVE on the feed, so every booking write has either committed its change, which is
-- consumed here, or waits and reaches the feed after the rebuild. Writers wait for the rebuild.
CREATE OR REPLACE FUNCTION citavet_report_rebuild(p_space uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  PERFORM pg_advisory_xact_lock(citavet_feed_lock_key(p_space));
  LOCK TABLE booking_changes IN EXCLUSIVE MODE;
  PERFORM pg_advisory_xact_lock(hashtextextended('citavet_report_ordinals:' || p_space, 0));
  SELECT array_agg(id) INTO ids FROM booking_changes WHERE space_id = p_space;
  IF ids IS NOT NULL THEN
    PERFORM citavet_feed_drop_due_reminders(ids);
    DELETE FROM booking_changes WHERE id = ANY (ids);
  END IF;
  PERFORM citavet_report_rebuild_rows(p_space);
  INSERT INTO change_feed_spaces AS f (space_id, applied_through, applied_at)
  VALUES (p_space, coalesce((SELECT max(x) FROM unnest(ids) x), 0), clock_timestamp())
  ON CONFLICT (space_id) DO UPDATE
    SET applied_through = greatest(f.applied_through, excluded.applied_through), applied_at = excluded.applied_at;
END;
$$;
