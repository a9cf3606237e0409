-- Decision 079. A booking's announcement names the time it held or holds: 'host:<uuid>:<from>:<to>'
-- (milliseconds since the epoch, the busy range with buffers; over both the old and the new range
-- when a change moves it), so a listener whose answer covers only the next days (the directory's
-- next slot) can tell that a booking months ahead changes nothing it shows. A listener that reads
-- only 'host:<uuid>' still finds the host (availability-announcements.ts parses both).
CREATE OR REPLACE FUNCTION citavet_announce_booking_host() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  span text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('citavet_availability', 'host:' || NEW.host_id || citavet_announced_span(NEW.busy_start_at, NEW.busy_end_at));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('citavet_availability', 'host:' || OLD.host_id || citavet_announced_span(OLD.busy_start_at, OLD.busy_end_at));
  ELSIF OLD.host_id IS DISTINCT FROM NEW.host_id THEN
    PERFORM pg_notify('citavet_availability', 'host:' || NEW.host_id || citavet_announced_span(NEW.busy_start_at, NEW.busy_end_at));
    PERFORM pg_notify('citavet_availability', 'host:' || OLD.host_id || citavet_announced_span(OLD.busy_start_at, OLD.busy_end_at));
  ELSE
    span := citavet_announced_span(least(OLD.busy_start_at, NEW.busy_start_at), greatest(OLD.busy_end_at, NEW.busy_end_at));
    PERFORM pg_notify('citavet_availability', 'host:' || NEW.host_id || span);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- ':<from>:<to>' in milliseconds; empty when either end is unknown (the listener then assumes any time).
-- STABLE as extract is, with explicit casts, so it is inlined where it is called: a SQL function that
-- is not inlined is planned again on every trigger call (0.45 ms per booking under load, measured).
CREATE OR REPLACE FUNCTION citavet_announced_span(from_at timestamptz, to_at timestamptz) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(':'::text || floor(extract(epoch FROM from_at) * 1000)::bigint::text || ':'::text
    || ceil(extract(epoch FROM to_at) * 1000)::bigint::text, ''::text)
$$;
--> statement-breakpoint
-- The words of a client's or pet's name made by a booking's own statement follow the change feed
-- (decision 079): the statement sets citavet.name_words_follow_feed for its transaction, the insert
-- triggers of migration 0028 then write nothing, and the feed indexes the names of the clients and
-- pets its new bookings name (citavet_feed_index_names). Every other writer keeps the triggers.
CREATE OR REPLACE FUNCTION citavet_clients_name_words_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('citavet.name_words_follow_feed', true) = 'on' THEN RETURN NULL; END IF;
  WITH named AS (SELECT n.space_id AS space_id, n.id AS client_id, NULL::uuid AS pet_id, citavet_name_words(n.name) AS words FROM inserted_clients n),
    single AS (INSERT INTO client_name_words (space_id, client_id, pet_id, word)
      SELECT named.space_id, named.client_id, named.pet_id, w.word FROM named CROSS JOIN unnest(named.words) AS w(word))
  INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
    SELECT named.space_id, named.client_id, named.pet_id, w.pair FROM named CROSS JOIN unnest(citavet_word_pairs(named.words)) AS w(pair);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION citavet_pets_name_words_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('citavet.name_words_follow_feed', true) = 'on' THEN RETURN NULL; END IF;
  WITH named AS (SELECT n.space_id AS space_id, n.client_id AS client_id, n.id AS pet_id, citavet_name_words(n.name) AS words FROM inserted_pets n),
    single AS (INSERT INTO client_name_words (space_id, client_id, pet_id, word)
      SELECT named.space_id, named.client_id, named.pet_id, w.word FROM named CROSS JOIN unnest(named.words) AS w(word))
  INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
    SELECT named.space_id, named.client_id, named.pet_id, w.pair FROM named CROSS JOIN unnest(citavet_word_pairs(named.words)) AS w(pair);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The names of the clients and pets that these changes' new bookings name, indexed if they are not
-- yet: their rows are locked first (a rename waits, or has committed and indexed the name itself),
-- then whatever has no words is indexed from the name as it is now. A name indexed already (by a
-- trigger, a rename, an earlier round) is left alone, so applying a change twice adds nothing.
CREATE FUNCTION citavet_feed_index_names(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  client_ids uuid[];
  pet_ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT (c.new_row).client_id) FILTER (WHERE (c.new_row).client_id IS NOT NULL),
         array_agg(DISTINCT c.pet_id) FILTER (WHERE c.pet_id IS NOT NULL)
    INTO client_ids, pet_ids
    FROM booking_changes c WHERE c.id = ANY (ids) AND c.old_row IS NULL AND c.new_row IS NOT NULL;
  IF client_ids IS NULL AND pet_ids IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM clients WHERE id = ANY (client_ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM 1 FROM pets WHERE id = ANY (pet_ids) ORDER BY id FOR NO KEY UPDATE;
  WITH named AS (
      SELECT cl.space_id, cl.id AS client_id, NULL::uuid AS pet_id, citavet_name_words(cl.name) AS words
        FROM clients cl
       WHERE cl.id = ANY (client_ids)
         AND NOT EXISTS (SELECT 1 FROM client_name_words w WHERE w.client_id = cl.id AND w.pet_id IS NULL)
      UNION ALL
      SELECT p.space_id, p.client_id, p.id, citavet_name_words(p.name)
        FROM pets p
       WHERE p.id = ANY (pet_ids)
         AND NOT EXISTS (SELECT 1 FROM client_name_words w WHERE w.client_id = p.client_id AND w.pet_id = p.id)),
    single AS (INSERT INTO client_name_words (space_id, client_id, pet_id, word)
      SELECT named.space_id, named.client_id, named.pet_id, w.word FROM named CROSS JOIN unnest(named.words) AS w(word))
  INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
    SELECT named.space_id, named.client_id, named.pet_id, w.pair FROM named CROSS JOIN unnest(citavet_word_pairs(named.words)) AS w(pair);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION citavet_feed_apply_space(p_space uuid, p_limit integer) RETURNS integer
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
  PERFORM citavet_feed_index_names(ids);
  DELETE FROM booking_changes WHERE id = ANY (ids);
  INSERT INTO change_feed_spaces AS f (space_id, applied_through, applied_at)
  VALUES (p_space, ids[cardinality(ids)], clock_timestamp())
  ON CONFLICT (space_id) DO UPDATE
    SET applied_through = greatest(f.applied_through, excluded.applied_through), applied_at = excluded.applied_at;
  RETURN cardinality(ids);
END;
$$;
--> statement-breakpoint
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
    PERFORM citavet_feed_index_names(ids);
    DELETE FROM booking_changes WHERE id = ANY (ids);
  END IF;
  PERFORM citavet_report_rebuild_rows(p_space);
  INSERT INTO change_feed_spaces AS f (space_id, applied_through, applied_at)
  VALUES (p_space, coalesce((SELECT max(x) FROM unnest(ids) x), 0), clock_timestamp())
  ON CONFLICT (space_id) DO UPDATE
    SET applied_through = greatest(f.applied_through, excluded.applied_through), applied_at = excluded.applied_at;
END;
$$;
