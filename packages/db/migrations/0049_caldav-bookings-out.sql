-- Decision 090: bookings written out to the professional's CalDAV calendar, outside the booking's
-- transaction. The change feed's rounds (decision 069) consume booking_changes; a statement trigger
-- on that consumption queues the bookings whose host writes to a calendar (or whose event is already
-- in one) in caldav_pushes, in the same transaction as the round: a round that rolls back queued
-- nothing, one that commits queued each booking once. A worker (apps/api/src/features/calendar/
-- caldav-booking-writer.ts) claims a booking with a lease, writes its current state with ETags, and
-- keeps what it wrote in caldav_booking_events.
CREATE TABLE "caldav_pushes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"last_change_id" bigint DEFAULT 0 NOT NULL,
	"generation" bigint DEFAULT 1 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "caldav_pushes_due_idx" ON "caldav_pushes" USING btree ("next_attempt_at","enqueued_at");
--> statement-breakpoint
CREATE TABLE "caldav_booking_events" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"calendar_url" text NOT NULL,
	"event_url" text NOT NULL,
	"etag" text,
	"sequence_written" integer NOT NULL,
	"content_hash" text NOT NULL,
	"change_id" bigint DEFAULT 0 NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caldav_booking_events" ADD CONSTRAINT "caldav_booking_events_connection_id_caldav_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."caldav_connections"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "caldav_booking_events_connection_idx" ON "caldav_booking_events" USING btree ("connection_id");
--> statement-breakpoint
ALTER TABLE "caldav_connections" ADD COLUMN "write_failing_since" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "caldav_connections" ADD COLUMN "write_failure" text;
--> statement-breakpoint
-- The changes a feed round (or a rebuild) consumed: a booking is queued when its host, before or
-- after the change, has a connection in that space with a calendar receiving bookings, or when its
-- event is in a calendar already (moved to another host, deleted: it must leave that calendar).
-- Re-queuing a booking already queued bumps its generation, so a write in flight for the older state
-- leaves the row to be written again.
CREATE FUNCTION citavet_caldav_queue_consumed_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM caldav_connections) THEN RETURN NULL; END IF;
  INSERT INTO caldav_pushes AS p (booking_id, space_id, last_change_id)
  SELECT c.booking_id, c.space_id, max(c.id)
    FROM consumed_changes c
    LEFT JOIN bookings b ON b.id = c.booking_id
   WHERE EXISTS (
           SELECT 1 FROM caldav_connections k
            WHERE k.space_id = c.space_id
              AND k.user_id IN ((c.new_row).host_id, (c.old_row).host_id, b.host_id)
              AND k.calendars @> '[{"receivesBookings": true}]'::jsonb)
      OR EXISTS (SELECT 1 FROM caldav_booking_events e WHERE e.booking_id = c.booking_id)
   GROUP BY c.booking_id, c.space_id
  ON CONFLICT (booking_id) DO UPDATE
    SET last_change_id = greatest(p.last_change_id, excluded.last_change_id),
        generation = p.generation + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER booking_changes_queue_caldav AFTER DELETE ON booking_changes
  REFERENCING OLD TABLE AS consumed_changes
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_caldav_queue_consumed_changes();
