CREATE TABLE "report_client_days" (
	"space_id" uuid NOT NULL,
	"local_day" date NOT NULL,
	"clients" "varbit" NOT NULL,
	CONSTRAINT "report_client_days_space_id_local_day_pk" PRIMARY KEY("space_id","local_day")
);
--> statement-breakpoint
CREATE TABLE "report_client_firsts" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"first_start_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_client_ordinals" (
	"space_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "report_client_ordinals_space_id_ordinal_pk" PRIMARY KEY("space_id","ordinal"),
	CONSTRAINT "report_client_ordinals_client_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "report_host_days" (
	"space_id" uuid NOT NULL,
	"is_month" boolean NOT NULL,
	"local_day" date NOT NULL,
	"host_id" uuid NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"bookings" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"booked_seconds" bigint NOT NULL,
	CONSTRAINT "report_host_days_space_id_is_month_local_day_host_id_status_currency_pk" PRIMARY KEY("space_id","is_month","local_day","host_id","status","currency")
);
--> statement-breakpoint
CREATE TABLE "report_service_days" (
	"space_id" uuid NOT NULL,
	"is_month" boolean NOT NULL,
	"local_day" date NOT NULL,
	"service_id" uuid,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"bookings" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "report_service_days_key" UNIQUE NULLS NOT DISTINCT("space_id","is_month","local_day","service_id","status","currency")
);
--> statement-breakpoint
CREATE TABLE "report_tally_days" (
	"space_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"local_day" date NOT NULL,
	"host_id" uuid NOT NULL,
	"key" text NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "report_tally_days_space_id_kind_host_id_local_day_key_pk" PRIMARY KEY("space_id","kind","host_id","local_day","key")
);
--> statement-breakpoint
DROP INDEX "bookings_host_start_idx";--> statement-breakpoint
ALTER TABLE "report_client_days" ADD CONSTRAINT "report_client_days_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_client_firsts" ADD CONSTRAINT "report_client_firsts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_client_ordinals" ADD CONSTRAINT "report_client_ordinals_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_host_days" ADD CONSTRAINT "report_host_days_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_service_days" ADD CONSTRAINT "report_service_days_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tally_days" ADD CONSTRAINT "report_tally_days_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_client_firsts_space_idx" ON "report_client_firsts" USING btree ("space_id","first_start_at");--> statement-breakpoint
CREATE INDEX "report_host_days_host_idx" ON "report_host_days" USING btree ("space_id","host_id","is_month","local_day");--> statement-breakpoint
CREATE INDEX "report_host_days_empty_idx" ON "report_host_days" USING btree ("space_id") WHERE "report_host_days"."bookings" = 0;--> statement-breakpoint
CREATE INDEX "report_service_days_service_idx" ON "report_service_days" USING btree ("space_id","service_id","is_month","local_day");--> statement-breakpoint
CREATE INDEX "report_service_days_empty_idx" ON "report_service_days" USING btree ("space_id") WHERE "report_service_days"."bookings" = 0;--> statement-breakpoint
CREATE INDEX "report_tally_days_empty_idx" ON "report_tally_days" USING btree ("space_id") WHERE "report_tally_days"."bookings" = 0;--> statement-breakpoint
-- The agenda's (host_id, start_at) index, now covering what a host's report figures read (their
-- distinct clients, their by-service rows), so those scans never visit the table (decision 044).
CREATE INDEX IF NOT EXISTS "bookings_host_start_report_idx" ON "bookings" USING btree ("host_id","start_at") INCLUDE ("space_id","status","service_id","service_currency","service_price","client_id");
--> statement-breakpoint
-- Report roll-ups kept exact in the writing transaction (decision 044). A booking's change reaches
-- them as signed deltas: +1 for the row as it is now, -1 for the row as it was. report_host_days
-- and report_tally_days also keep the whole space's row under the nil uuid as host (no user has
-- it), so the ADMIN's unfiltered view reads one row per key instead of one per professional. Statement-level
-- triggers with transition tables, so a bulk write applies one grouped upsert per roll-up; every
-- write path (the public single-statement insert, the any-host path, FK cascades) is covered.
CREATE TYPE citavet_report_delta AS (
  sign integer, space_id uuid, host_id uuid, service_id uuid, client_id uuid, status text,
  currency text, price numeric, start_at timestamptz, end_at timestamptz, source text,
  created_at timestamptz);
--> statement-breakpoint
-- The bits at `positions` set to `flags`, the string grown to a multiple of 1024 bits when needed.
CREATE FUNCTION citavet_report_with_bits(bits varbit, positions integer[], flags boolean[])
RETURNS varbit LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  needed integer := 0;
  i integer;
BEGIN
  FOR i IN 1 .. coalesce(cardinality(positions), 0) LOOP
    IF flags[i] AND positions[i] + 1 > needed THEN needed := positions[i] + 1; END IF;
  END LOOP;
  IF needed > length(bits) THEN
    bits := bits || repeat('0', ((needed + 1023) / 1024) * 1024 - length(bits))::varbit;
  END IF;
  FOR i IN 1 .. coalesce(cardinality(positions), 0) LOOP
    IF positions[i] < length(bits) THEN bits := set_bit(bits, positions[i], flags[i]::integer); END IF;
  END LOOP;
  RETURN bits;
END;
$$;
--> statement-breakpoint
-- Ordinals for the space's clients that have none yet: max + 1, serialised per space by an
-- advisory lock held to the end of the transaction (two writers never draw the same number).
CREATE FUNCTION citavet_report_assign_ordinals(p_space uuid, p_clients uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM unnest(p_clients) AS c(id)
                 WHERE NOT EXISTS (SELECT 1 FROM report_client_ordinals o WHERE o.client_id = c.id)) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('citavet_report_ordinals:' || p_space, 0));
  INSERT INTO report_client_ordinals (space_id, ordinal, client_id)
  SELECT p_space,
    (SELECT coalesce(max(o.ordinal), -1) FROM report_client_ordinals o WHERE o.space_id = p_space)
      + row_number() OVER (ORDER BY c.id),
    c.id
  FROM (SELECT DISTINCT id FROM unnest(p_clients) AS u(id)) c
  WHERE NOT EXISTS (SELECT 1 FROM report_client_ordinals o WHERE o.client_id = c.id);
END;
$$;
--> statement-breakpoint
-- Lead-time band of a booking: 0 below 24 h (or written after its start), then 1-3 d, 3-7 d,
-- 1-2 w, 2-4 w, over 4 w: the thresholds of LEAD_TIME_BANDS in packages/domain/src/reports.
CREATE FUNCTION citavet_report_lead_band(start_at timestamptz, created_at timestamptz) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT width_bucket(extract(epoch FROM start_at - created_at) / 3600,
    array[24, 72, 168, 336, 672]::double precision[])
$$;
--> statement-breakpoint
CREATE FUNCTION citavet_report_apply(deltas citavet_report_delta[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  day_row record;
BEGIN
  IF coalesce(cardinality(deltas), 0) = 0 THEN RETURN; END IF;

  -- Deltas of a space being deleted find no space row and are dropped (its roll-ups cascade away).
  WITH d AS (
    SELECT x.*, (x.start_at AT TIME ZONE s.time_zone)::date AS local_day
    FROM unnest(deltas) x JOIN spaces s ON s.id = x.space_id
  ), g AS (
    SELECT d.space_id, m.is_month, m.local_day, h.host_id, d.status, d.currency,
      sum(d.sign)::integer AS bookings, sum(d.sign * d.price) AS amount,
      sum(d.sign * extract(epoch FROM d.end_at - d.start_at))::bigint AS booked_seconds
    FROM d CROSS JOIN LATERAL (VALUES (d.host_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS h(host_id)
    CROSS JOIN LATERAL (VALUES (false, d.local_day), (true, date_trunc('month', d.local_day)::date))
      AS m(is_month, local_day)
    GROUP BY 1, 2, 3, 4, 5, 6
  )
  INSERT INTO report_host_days AS r
    (space_id, is_month, local_day, host_id, status, currency, bookings, amount, booked_seconds)
  SELECT * FROM g WHERE bookings <> 0 OR amount <> 0 OR booked_seconds <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (space_id, is_month, local_day, host_id, status, currency) DO UPDATE SET
    bookings = r.bookings + excluded.bookings, amount = r.amount + excluded.amount,
    booked_seconds = r.booked_seconds + excluded.booked_seconds;
  DELETE FROM report_host_days WHERE bookings = 0;

  WITH d AS (
    SELECT x.*, (x.start_at AT TIME ZONE s.time_zone)::date AS local_day
    FROM unnest(deltas) x JOIN spaces s ON s.id = x.space_id
  ), g AS (
    SELECT d.space_id, m.is_month, m.local_day, d.service_id, d.status, d.currency,
      sum(d.sign)::integer AS bookings, sum(d.sign * d.price) AS amount
    FROM d CROSS JOIN LATERAL (VALUES (false, d.local_day), (true, date_trunc('month', d.local_day)::date))
      AS m(is_month, local_day)
    GROUP BY 1, 2, 3, 4, 5, 6
  )
  INSERT INTO report_service_days AS r
    (space_id, is_month, local_day, service_id, status, currency, bookings, amount)
  SELECT * FROM g WHERE bookings <> 0 OR amount <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (space_id, is_month, local_day, service_id, status, currency) DO UPDATE SET
    bookings = r.bookings + excluded.bookings, amount = r.amount + excluded.amount;
  DELETE FROM report_service_days WHERE bookings = 0;

  WITH d AS (
    SELECT x.*, (x.start_at AT TIME ZONE s.time_zone) AS local_start
    FROM unnest(deltas) x JOIN spaces s ON s.id = x.space_id
  ), t AS (
    SELECT space_id, 'source' AS kind, local_start::date AS local_day, host_id, source AS key, sign FROM d
    UNION ALL
    SELECT space_id, 'lead', local_start::date, host_id,
      citavet_report_lead_band(start_at, created_at)::text, sign FROM d
    UNION ALL
    SELECT space_id, 'hour', local_start::date, host_id, extract(hour FROM local_start)::integer::text, sign
    FROM d WHERE status <> 'CANCELLED'
  ), g AS (
    SELECT t.space_id, t.kind, t.local_day, h.host_id, t.key, sum(t.sign)::integer AS bookings
    FROM t CROSS JOIN LATERAL (VALUES (t.host_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS h(host_id) GROUP BY 1, 2, 3, 4, 5
  )
  INSERT INTO report_tally_days AS r (space_id, kind, local_day, host_id, key, bookings)
  SELECT * FROM g WHERE bookings <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (space_id, kind, local_day, host_id, key) DO UPDATE SET bookings = r.bookings + excluded.bookings;
  DELETE FROM report_tally_days WHERE bookings = 0;

  -- Clients: their first kept booking, and their bit on each touched day, recounted from the
  -- bookings as they are now (bookings_client_start_kept_idx), so any mix of changes is exact.
  IF NOT EXISTS (SELECT 1 FROM unnest(deltas) x WHERE x.client_id IS NOT NULL) THEN RETURN; END IF;
  WITH c AS (
    SELECT DISTINCT x.client_id, x.space_id FROM unnest(deltas) x JOIN spaces s ON s.id = x.space_id
    WHERE x.client_id IS NOT NULL
  ), f AS (
    SELECT c.client_id, c.space_id,
      (SELECT min(b.start_at) FROM bookings b
       WHERE b.client_id = c.client_id AND b.status <> 'CANCELLED') AS first_start_at
    FROM c
  ), gone AS (
    DELETE FROM report_client_firsts r USING f WHERE r.client_id = f.client_id AND f.first_start_at IS NULL
  )
  INSERT INTO report_client_firsts AS r (client_id, space_id, first_start_at)
  SELECT client_id, space_id, first_start_at FROM f WHERE first_start_at IS NOT NULL ORDER BY client_id
  ON CONFLICT (client_id) DO UPDATE SET first_start_at = excluded.first_start_at, space_id = excluded.space_id;

  FOR day_row IN
    SELECT t.space_id, t.local_day, t.time_zone, array_agg(t.client_id ORDER BY t.client_id) AS client_ids
    FROM (
      SELECT DISTINCT x.space_id, (x.start_at AT TIME ZONE s.time_zone)::date AS local_day, s.time_zone,
        x.client_id
      FROM unnest(deltas) x JOIN spaces s ON s.id = x.space_id WHERE x.client_id IS NOT NULL
    ) t
    GROUP BY 1, 2, 3 ORDER BY 1, 2
  LOOP
    PERFORM citavet_report_day_clients(day_row.space_id, day_row.local_day, day_row.time_zone,
      day_row.client_ids);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Sets each client's bit on one local day to whether they have a kept booking that day now.
CREATE FUNCTION citavet_report_day_clients(p_space uuid, p_day date, p_zone text, p_clients uuid[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  present uuid[];
  positions integer[];
  flags boolean[];
BEGIN
  SELECT coalesce(array_agg(c.id), '{}') INTO present FROM unnest(p_clients) AS c(id)
  WHERE EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.client_id = c.id AND b.status <> 'CANCELLED'
      -- A UTC window surely holding the local day, for the index; the local date decides.
      AND b.start_at >= (p_day - 1)::timestamp AT TIME ZONE 'UTC'
      AND b.start_at < (p_day + 2)::timestamp AT TIME ZONE 'UTC'
      AND (b.start_at AT TIME ZONE p_zone)::date = p_day);
  PERFORM citavet_report_assign_ordinals(p_space, present);
  SELECT array_agg(o.ordinal), array_agg(o.client_id = ANY (present)) INTO positions, flags
  FROM report_client_ordinals o WHERE o.client_id = ANY (p_clients);
  IF positions IS NULL THEN RETURN; END IF;
  INSERT INTO report_client_days AS r (space_id, local_day, clients)
  VALUES (p_space, p_day, citavet_report_with_bits(B'', positions, flags))
  ON CONFLICT (space_id, local_day) DO UPDATE
    SET clients = citavet_report_with_bits(r.clients, positions, flags);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION citavet_report_bookings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM citavet_report_apply(ARRAY(
    SELECT ROW(1, n.space_id, n.host_id, n.service_id, n.client_id, n.status, n.service_currency,
      n.service_price, n.start_at, n.end_at, n.source, n.created_at)::citavet_report_delta
    FROM report_new_bookings n));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION citavet_report_bookings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM citavet_report_apply(ARRAY(
    SELECT ROW(-1, o.space_id, o.host_id, o.service_id, o.client_id, o.status, o.service_currency,
      o.service_price, o.start_at, o.end_at, o.source, o.created_at)::citavet_report_delta
    FROM report_old_bookings o));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Transition tables allow no column list on an UPDATE trigger: rows whose reported columns did not
-- change (notes, reminders, tokens) are filtered here and cost no roll-up write.
CREATE FUNCTION citavet_report_bookings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM citavet_report_apply(ARRAY(
    SELECT v.delta
    FROM report_old_bookings o JOIN report_new_bookings n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (ROW(-1, o.space_id, o.host_id, o.service_id, o.client_id, o.status, o.service_currency,
        o.service_price, o.start_at, o.end_at, o.source, o.created_at)::citavet_report_delta),
      (ROW(1, n.space_id, n.host_id, n.service_id, n.client_id, n.status, n.service_currency,
        n.service_price, n.start_at, n.end_at, n.source, n.created_at)::citavet_report_delta)) AS v(delta)
    WHERE (o.space_id, o.host_id, o.service_id, o.client_id, o.status, o.service_currency,
        o.service_price, o.start_at, o.end_at, o.source, o.created_at)
      IS DISTINCT FROM (n.space_id, n.host_id, n.service_id, n.client_id, n.status, n.service_currency,
        n.service_price, n.start_at, n.end_at, n.source, n.created_at)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_report_inserted AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS report_new_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_report_bookings_inserted();
--> statement-breakpoint
CREATE TRIGGER bookings_report_updated AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS report_old_bookings NEW TABLE AS report_new_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_report_bookings_updated();
--> statement-breakpoint
CREATE TRIGGER bookings_report_deleted AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS report_old_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_report_bookings_deleted();
--> statement-breakpoint
-- One space's roll-ups recounted from its bookings: the backfill below, the bench's seed (written
-- with the triggers off), and a change of the space's zone (its local days move).
-- The rebuild's statements, without the ordinals' lock: callers hold it (citavet_report_rebuild), or
-- nobody else can write yet (this migration's backfill, whose tables no other transaction sees).
CREATE FUNCTION citavet_report_rebuild_rows(p_space uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  capacity integer;
BEGIN
  SELECT time_zone INTO zone FROM spaces WHERE id = p_space;
  IF zone IS NULL THEN RETURN; END IF;
  DELETE FROM report_host_days WHERE space_id = p_space;
  DELETE FROM report_service_days WHERE space_id = p_space;
  DELETE FROM report_tally_days WHERE space_id = p_space;
  DELETE FROM report_client_firsts WHERE space_id = p_space;
  DELETE FROM report_client_days WHERE space_id = p_space;

  INSERT INTO report_host_days
    (space_id, is_month, local_day, host_id, status, currency, bookings, amount, booked_seconds)
  SELECT p_space, false, (b.start_at AT TIME ZONE zone)::date, h.host_id, b.status, b.service_currency,
    count(*), sum(b.service_price), sum(extract(epoch FROM b.end_at - b.start_at))::bigint
  FROM bookings b CROSS JOIN LATERAL (VALUES (b.host_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS h(host_id)
  WHERE b.space_id = p_space GROUP BY 3, 4, 5, 6;
  INSERT INTO report_host_days
    (space_id, is_month, local_day, host_id, status, currency, bookings, amount, booked_seconds)
  SELECT p_space, true, date_trunc('month', r.local_day)::date, r.host_id, r.status, r.currency,
    sum(r.bookings), sum(r.amount), sum(r.booked_seconds)
  FROM report_host_days r WHERE r.space_id = p_space AND NOT r.is_month GROUP BY 3, 4, 5, 6;

  INSERT INTO report_service_days (space_id, is_month, local_day, service_id, status, currency, bookings, amount)
  SELECT p_space, false, (b.start_at AT TIME ZONE zone)::date, b.service_id, b.status, b.service_currency,
    count(*), sum(b.service_price)
  FROM bookings b WHERE b.space_id = p_space GROUP BY 3, 4, 5, 6;
  INSERT INTO report_service_days (space_id, is_month, local_day, service_id, status, currency, bookings, amount)
  SELECT p_space, true, date_trunc('month', r.local_day)::date, r.service_id, r.status, r.currency,
    sum(r.bookings), sum(r.amount)
  FROM report_service_days r WHERE r.space_id = p_space AND NOT r.is_month GROUP BY 3, 4, 5, 6;

  INSERT INTO report_tally_days (space_id, kind, local_day, host_id, key, bookings)
  SELECT p_space, t.kind, t.local_day, h.host_id, t.key, count(*)
  FROM bookings b
  CROSS JOIN LATERAL (VALUES
    ('source', (b.start_at AT TIME ZONE zone)::date, b.host_id, b.source::text),
    ('lead', (b.start_at AT TIME ZONE zone)::date, b.host_id, citavet_report_lead_band(b.start_at, b.created_at)::text),
    (CASE WHEN b.status <> 'CANCELLED' THEN 'hour' END, (b.start_at AT TIME ZONE zone)::date, b.host_id,
      extract(hour FROM b.start_at AT TIME ZONE zone)::integer::text)) AS t(kind, local_day, host_id, key)
  CROSS JOIN LATERAL (VALUES (t.host_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS h(host_id)
  WHERE b.space_id = p_space AND t.kind IS NOT NULL
  GROUP BY 2, 3, 4, 5;

  INSERT INTO report_client_firsts (client_id, space_id, first_start_at)
  SELECT b.client_id, p_space, min(b.start_at) FROM bookings b
  WHERE b.space_id = p_space AND b.client_id IS NOT NULL AND b.status <> 'CANCELLED'
  GROUP BY b.client_id;

  -- Ordinals are renumbered densely; the day bitmaps are written from runs of '0's and a '1'.
  DELETE FROM report_client_ordinals WHERE space_id = p_space;
  INSERT INTO report_client_ordinals (space_id, ordinal, client_id)
  SELECT p_space, (row_number() OVER (ORDER BY client_id)) - 1, client_id
  FROM report_client_firsts WHERE space_id = p_space;
  SELECT ((count(*) + 1023) / 1024) * 1024 INTO capacity FROM report_client_ordinals WHERE space_id = p_space;
  INSERT INTO report_client_days (space_id, local_day, clients)
  SELECT p_space, runs.local_day, (runs.bits || repeat('0', capacity - length(runs.bits)))::varbit
  FROM (
    SELECT steps.local_day, string_agg(repeat('0', steps.ordinal - steps.previous - 1) || '1', '' ORDER BY steps.ordinal) AS bits
    FROM (
      SELECT days.local_day, days.ordinal,
        lag(days.ordinal, 1, -1) OVER (PARTITION BY days.local_day ORDER BY days.ordinal) AS previous
      FROM (
        SELECT DISTINCT (b.start_at AT TIME ZONE zone)::date AS local_day, o.ordinal
        FROM bookings b JOIN report_client_ordinals o ON o.client_id = b.client_id
        WHERE b.space_id = p_space AND b.status <> 'CANCELLED'
      ) days
    ) steps
    GROUP BY steps.local_day
  ) runs;
END;
$$;
--> statement-breakpoint
-- One space's roll-ups from its bookings, under the lock the triggers take to draw client ordinals.
CREATE FUNCTION citavet_report_rebuild(p_space uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('citavet_report_ordinals:' || p_space, 0));
  PERFORM citavet_report_rebuild_rows(p_space);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION citavet_report_space_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM citavet_report_rebuild(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER spaces_report_zone_changed AFTER UPDATE OF time_zone ON "spaces"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION citavet_report_space_zone_changed();
--> statement-breakpoint
-- The backfill: spaces with bookings only, and without a lock per space (a transaction-scoped lock
-- each would fill the lock table past a few thousand spaces: 'out of shared memory').
SELECT citavet_report_rebuild_rows(s.id) FROM spaces s WHERE EXISTS (SELECT 1 FROM bookings b WHERE b.space_id = s.id);
