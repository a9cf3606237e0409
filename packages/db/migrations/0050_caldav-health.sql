-- A CalDAV connection's health (docs/decisions/091): when its busy time was last read successfully
-- (last_pulled_at also moves on a failed pull), and a short lease so one connection is never pulled
-- by two processes, or by the scheduler and a slot request, at the same time.
ALTER TABLE "caldav_connections" ADD COLUMN "last_succeeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "caldav_connections" ADD COLUMN "pull_lease_until" timestamp with time zone;--> statement-breakpoint
UPDATE "caldav_connections" SET "last_succeeded_at" = "last_pulled_at" WHERE "failing_since" IS NULL;
--> statement-breakpoint
-- Busy time per calendar object, so a sync-collection delta replaces only what changed. Rows kept
-- from before have no resource: every calendar is read whole once more (its readAt forgotten), which
-- writes them again with theirs.
ALTER TABLE "caldav_busy_times" ADD COLUMN "resource_href" text;--> statement-breakpoint
UPDATE "caldav_connections" SET "calendars" = (
  SELECT coalesce(jsonb_agg(calendar || '{"readAt": null}'::jsonb ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements("calendars") WITH ORDINALITY AS element(calendar, position)
);
--> statement-breakpoint
-- A slot request past a host's due time looks up that host's connections (in every space).
CREATE INDEX "caldav_connections_user_idx" ON "caldav_connections" USING btree ("user_id");
