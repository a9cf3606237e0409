-- Decision 115. A batch of public writes (decision 112) first tries to go in as one statement: one
-- insert per table for the whole batch, where each write ran the whole statement of its own, in a
-- subtransaction of its own. Measured alone on PostgreSQL, 16 writes a call: 500 µs per write one by
-- one, 325 µs together. Each statement set up its executor (plan nodes, the tables' indexes and CHECK
-- constraints) for one row; together they set it up once for the batch.
--
-- Together is taken only where it gives what one by one gives. A batch goes one by one, as before,
-- when two of its writes could meet: one e-mail or one idempotency key twice, one national phone
-- number twice (a later write would find the earlier one's client), one professional's times
-- overlapping, or writes with different monthly caps or key lifetimes (one statement arms one cap
-- and compares against one lifetime). It also goes one by one when the statement fails in any way
-- (an overlap with a booking of another batch, a daily cap, a deadlock) or when two writes came to
-- one client through their phone and e-mail: the attempt is undone whole and every write is then
-- answered in its own row, exactly as before.
--
-- The one-by-one loop is the previous citavet_public_booking_writes, renamed. Each write's statement
-- is still citavet_public_booking_write (migration 0059).
ALTER FUNCTION citavet_public_booking_writes(jsonb) RENAME TO citavet_public_booking_writes_one_by_one;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION citavet_public_booking_writes(p_writes jsonb)
RETURNS TABLE (ordinal integer, booking_id uuid, sql_state text, constraint_name text, message text, detail text)
LANGUAGE plpgsql AS $writes$
DECLARE
  v_count integer;
  v_is_apart boolean;
  v_cap integer;
  v_lifetime interval;
  v_ids uuid[];
  v_is_one_client_each boolean;
BEGIN
  BEGIN
    SELECT count(*)::integer,
           count(*) = count(DISTINCT (e.v->>6, lower(e.v->>8))) AND bool_and(e.v->>8 IS NOT NULL)
             AND count(e.v->>1) = count(DISTINCT (e.v->>0, e.v->>1)) FILTER (WHERE e.v->>1 IS NOT NULL)
             AND count(DISTINCT coalesce(e.v->>28, '')) = 1
             AND count(DISTINCT extract(epoch FROM (e.v->>3)::timestamptz) - extract(epoch FROM (e.v->>5)::timestamptz))
                   FILTER (WHERE e.v->>1 IS NOT NULL) <= 1
             AND count(*) FILTER (WHERE char_length(citavet_phone_digits(e.v->>9)) >= 6)
                 = count(DISTINCT (e.v->>6, citavet_phone_digits(e.v->>9))) FILTER (WHERE char_length(citavet_phone_digits(e.v->>9)) >= 6),
           max((e.v->>28)::integer),
           make_interval(secs => max(extract(epoch FROM (e.v->>3)::timestamptz) - extract(epoch FROM (e.v->>5)::timestamptz))
             FILTER (WHERE e.v->>1 IS NOT NULL))
      INTO v_count, v_is_apart, v_cap, v_lifetime
      FROM jsonb_array_elements(p_writes) AS e(v);
    v_is_apart := v_count > 1 AND v_is_apart AND NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements(p_writes) WITH ORDINALITY AS a(v, n)
        JOIN jsonb_array_elements(p_writes) WITH ORDINALITY AS b(v, n)
          ON a.n < b.n AND a.v->>13 = b.v->>13
       WHERE (a.v->>20)::timestamptz - make_interval(mins => coalesce((a.v->>18)::integer, 0))
               < (b.v->>21)::timestamptz + make_interval(mins => coalesce((b.v->>19)::integer, 0))
         AND (b.v->>20)::timestamptz - make_interval(mins => coalesce((b.v->>18)::integer, 0))
               < (a.v->>21)::timestamptz + make_interval(mins => coalesce((a.v->>19)::integer, 0)));
    IF v_is_apart THEN
      -- What citavet_public_booking_write does, for every write of the batch at once: the key's claim,
      -- the client by e-mail or national phone, the client's pet by folded name or a new one, the
      -- draft of the e-mails and the booking. Rows go in in the batch's order (professional and time).
      WITH w AS (
          SELECT (e.n - 1)::integer AS n, e.v->>0 AS scope, e.v->>1 AS key, e.v->>2 AS request_hash,
            (e.v->>3)::timestamptz AS now, (e.v->>4)::integer AS status_code,
            (e.v->>6)::uuid AS space_id, e.v->>7 AS client_name, e.v->>8 AS client_email, e.v->>9 AS client_phone,
            (e.v->>10)::uuid AS id, (e.v->>11)::uuid AS service_id, (e.v->>12)::uuid AS service_schedule_id,
            (e.v->>13)::uuid AS host_id, e.v->>14 AS service_name, (e.v->>15)::numeric AS service_price,
            e.v->>16 AS service_currency, (e.v->>17)::integer AS service_duration,
            (e.v->>18)::integer AS buffer_before, (e.v->>19)::integer AS buffer_after,
            (e.v->>20)::timestamptz AS start_at, (e.v->>21)::timestamptz AS end_at, e.v->>22 AS status,
            e.v->>23 AS manage_token_hash, e.v->>24 AS manage_token, e.v->>25 AS pet_name,
            e.v->>26 AS pet_species, e.v->>27 AS reason,
            citavet_phone_digits(e.v->>9) AS phone_digits, citavet_fold(e.v->>25) AS pet_folded
          FROM jsonb_array_elements(p_writes) WITH ORDINALITY AS e(v, n)),
        plan_month AS (SELECT set_config('citavet.plan_month_cap', coalesce(v_cap::text, ''), true) AS armed,
          set_config('citavet.name_words_follow_feed', 'on', true) AS words),
        claim AS (
          INSERT INTO idempotency_keys (scope, key, request_hash, created_at, status_code, booking_id)
          SELECT w.scope, w.key, w.request_hash, w.now, w.status_code, w.id FROM w WHERE w.key IS NOT NULL ORDER BY w.n
          ON CONFLICT (scope, key) DO UPDATE
            SET request_hash = excluded.request_hash, created_at = excluded.created_at,
                status_code = excluded.status_code, booking_id = excluded.booking_id
            WHERE idempotency_keys.created_at < excluded.created_at - v_lifetime
          RETURNING idempotency_keys.booking_id AS id),
        cleared AS (SELECT w.* FROM w, plan_month WHERE w.key IS NULL
                    UNION ALL SELECT w.* FROM w JOIN claim ON claim.id = w.id, plan_month),
        by_phone AS (SELECT cl.n, found.id FROM cleared cl CROSS JOIN LATERAL (SELECT c.id FROM clients c
           WHERE c.space_id = cl.space_id AND c.phone_digits = cl.phone_digits
             AND char_length(c.phone_digits) >= 6 AND c.archived_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM clients e
                   WHERE e.space_id = cl.space_id AND lower(e.email) = lower(cl.client_email))
           ORDER BY c.created_at, c.id LIMIT 1) AS found),
        upserted AS (INSERT INTO clients (space_id, name, email, phone, created_at, updated_at)
          SELECT cl.space_id, cl.client_name, cl.client_email, cl.client_phone, cl.now, cl.now FROM cleared cl
           WHERE NOT EXISTS (SELECT 1 FROM by_phone b WHERE b.n = cl.n) ORDER BY cl.n
          ON CONFLICT (space_id, lower(email)) WHERE email IS NOT NULL
          DO UPDATE SET phone = coalesce(clients.phone, excluded.phone), updated_at = excluded.updated_at
          RETURNING clients.id, clients.space_id, lower(clients.email) AS email_key),
        client AS (SELECT cl.n, u.id FROM cleared cl
                     JOIN upserted u ON u.space_id = cl.space_id AND u.email_key = lower(cl.client_email)
                   UNION ALL SELECT b.n, b.id FROM by_phone b),
        named_pet AS (SELECT client.n, found.id FROM client JOIN cleared cl ON cl.n = client.n
           CROSS JOIN LATERAL (SELECT p.id FROM pets p
             WHERE p.client_id = client.id AND p.space_id = cl.space_id AND p.name_folded = cl.pet_folded
               AND p.deceased_on IS NULL
             ORDER BY p.created_at, p.id LIMIT 1) AS found),
        new_pet AS (INSERT INTO pets (space_id, client_id, name, species, created_at, updated_at)
          SELECT cl.space_id, client.id, cl.pet_name, cl.pet_species, cl.now, cl.now
            FROM client JOIN cleared cl ON cl.n = client.n
           WHERE cl.pet_name IS NOT NULL AND NOT EXISTS (SELECT 1 FROM named_pet np WHERE np.n = client.n)
           ORDER BY client.n
          RETURNING pets.id, pets.client_id),
        pet AS (SELECT np.n, np.id FROM named_pet np
                UNION ALL SELECT client.n, p.id FROM new_pet p JOIN client ON client.id = p.client_id),
        message_draft AS (INSERT INTO booking_message_drafts (booking_id, manage_token, pet_name, pet_species, actor_id, created_at)
          SELECT cl.id, cl.manage_token, cl.pet_name, cl.pet_species, null::uuid, cl.now FROM cleared cl ORDER BY cl.n),
        inserted AS (INSERT INTO bookings (id, space_id, service_id, service_schedule_id, host_id, client_id,
            client_name, client_email, client_phone, service_name, service_price, service_currency,
            service_duration, buffer_before, buffer_after, start_at, end_at, status, notes, source,
            created_by, manage_token_hash, pet_id, reason, is_outside_schedule, created_at, updated_at)
          SELECT cl.id, cl.space_id, cl.service_id, cl.service_schedule_id, cl.host_id, client.id,
            cl.client_name, cl.client_email, cl.client_phone, cl.service_name, cl.service_price,
            cl.service_currency, cl.service_duration, cl.buffer_before, cl.buffer_after, cl.start_at,
            cl.end_at, cl.status, null, 'PUBLIC', null, cl.manage_token_hash, pet.id, cl.reason, false,
            cl.now, cl.now
            FROM cleared cl JOIN client ON client.n = cl.n LEFT JOIN pet ON pet.n = cl.n ORDER BY cl.n
          RETURNING bookings.id)
      SELECT array_agg(i.id ORDER BY w.n), (SELECT count(DISTINCT c.id) = count(*) FROM client c)
        INTO v_ids, v_is_one_client_each
        FROM w LEFT JOIN inserted i ON i.id = w.id;
      IF NOT v_is_one_client_each THEN
        -- Two writes reached one client (one by phone, one by e-mail): one by one, the later would
        -- find the earlier's pet. Undone, and sent one by one below.
        RAISE EXCEPTION 'two writes of the batch reached one client' USING ERRCODE = 'CV100';
      END IF;
    END IF;
  EXCEPTION WHEN OTHERS THEN
    v_is_apart := false;
  END;
  IF v_is_apart THEN
    RETURN QUERY SELECT (o - 1)::integer, v_ids[o], null::text, null::text, null::text, null::text
      FROM generate_subscripts(v_ids, 1) AS o ORDER BY o;
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM citavet_public_booking_writes_one_by_one(p_writes);
END
$writes$;