-- Decision 112. A public booking's write (apps/api/src/features/bookings/public/
-- public-booking-write.repository.ts, PUBLIC_BOOKING_WRITE_TEXT) as a function, so that writes which
-- arrive together run as one call: one transaction whose set-up, round trip and commit they share.
-- The body below is that text, verbatim; public-booking-writes.test.ts compares them. The 29
-- parameters are text, in the order of the repository's PARAMETERS; the text casts each where it
-- uses it. Answers the booking's id, or null when another request holds the idempotency key.
CREATE FUNCTION citavet_public_booking_write(text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text) RETURNS uuid
LANGUAGE plpgsql AS $write$
DECLARE
  written uuid;
BEGIN
  with claim as (
      insert into idempotency_keys (scope, key, request_hash, created_at, status_code, booking_id)
      select $1::text, $2::text, $3::text, $4::timestamptz,
        $5::integer, $11::uuid
       where $2::text is not null
      on conflict (scope, key) do update
        set request_hash = excluded.request_hash, created_at = excluded.created_at,
            status_code = excluded.status_code, booking_id = excluded.booking_id
        where idempotency_keys.created_at < $6::timestamptz
      returning 1 as cleared
    ),
    -- The plan's monthly count (migration 0034) armed for this statement before the booking's row
    -- is made: the row comes through cleared, which cannot yield one before plan_month ran. The
    -- new client's and pet's name words follow the change feed (migration 0043, decision 079).
    plan_month as (select set_config('citavet.plan_month_cap', coalesce($29::integer::text, ''), true) as armed,
      set_config('citavet.name_words_follow_feed', 'on', true) as words),
    cleared as (select 1 as cleared from plan_month where $2::text is null
                union all select cleared from claim, plan_month),
    by_phone as (select c.id from clients c, cleared
     where c.space_id = $7::uuid
       and c.phone_digits = (select citavet_phone_digits($10::text))
       and char_length(c.phone_digits) >= 6
       and c.archived_at is null
       and not exists (select 1 from clients e
             where e.space_id = $7::uuid and lower(e.email) = lower($9::text))
     order by c.created_at, c.id limit 1),
    upserted as (insert into "clients" (space_id, name, email, phone, created_at, updated_at)
    select $7::uuid, $8::text, $9::text, $10::text, $4::timestamptz, $4::timestamptz
    from cleared where not exists (select 1 from by_phone)
    on conflict (space_id, lower(email)) where email is not null
    do update set phone = coalesce("clients".phone, excluded.phone), updated_at = excluded.updated_at
    returning id),
    client as (select id from upserted union all select id from by_phone),
    named_pet as (select p.id from pets p, client
     where p.client_id = client.id and p.space_id = $7::uuid
       and p.name_folded = (select citavet_fold($26::text)) and p.deceased_on is null
     order by p.created_at, p.id limit 1),
    new_pet as (insert into pets (space_id, client_id, name, species, created_at, updated_at)
    select $7::uuid, client.id, $26::text, $27::text,
      $4::timestamptz, $4::timestamptz
      from client
     where $26::text is not null and not exists (select 1 from named_pet)
    returning id),
    pet as (select id from named_pet union all select id from new_pet),
    message_draft as (insert into booking_message_drafts (booking_id, manage_token, pet_name, pet_species, actor_id, created_at)
    select $11::uuid, $25::text, $26::text, $27::text,
      null::uuid, $4::timestamptz
    from cleared)
    insert into "bookings" ("id", "space_id", "service_id", "service_schedule_id", "host_id", "client_id", "client_name", "client_email", "client_phone", "service_name", "service_price", "service_currency", "service_duration", "buffer_before", "buffer_after", "start_at", "end_at", "status", "notes", "source", "created_by", "manage_token_hash", "pet_id", "reason", "is_outside_schedule", "created_at", "updated_at") select $11::uuid, $7::uuid, $12::uuid, $13::uuid, $14::uuid, client.id, $8::text, $9::text, $10::text, $15::text, $16::numeric, $17::text, $18::integer, $19::integer, $20::integer, $21::timestamptz, $22::timestamptz, $23::text, null, 'PUBLIC', null, $24::text, (select id from pet), $28::text, false, $4::timestamptz, $4::timestamptz from client returning id
  INTO written;
  RETURN written;
END
$write$;--> statement-breakpoint
-- Several writes, each in its own subtransaction (a BEGIN … EXCEPTION block): one write's failure (an
-- overlap, a daily cap, the month's cap) undoes that write alone and is answered in its row, and the
-- others commit. A cancelled statement is not caught (OTHERS does not match it): the whole call
-- fails, as every write in it would have. Rows in the order of the array: the written booking's id;
-- null and no SQLSTATE when another request held the key; null and the error otherwise.
CREATE FUNCTION citavet_public_booking_writes(p_writes jsonb)
RETURNS TABLE (ordinal integer, booking_id uuid, sql_state text, constraint_name text, message text, detail text)
LANGUAGE plpgsql AS $writes$
DECLARE
  w jsonb;
BEGIN
  ordinal := 0;
  FOR w IN SELECT e.value FROM jsonb_array_elements(p_writes) WITH ORDINALITY AS e(value, n) ORDER BY e.n LOOP
    booking_id := NULL;
    sql_state := NULL;
    constraint_name := NULL;
    message := NULL;
    detail := NULL;
    BEGIN
      booking_id := citavet_public_booking_write(w->>0, w->>1, w->>2, w->>3, w->>4, w->>5, w->>6, w->>7, w->>8, w->>9, w->>10, w->>11, w->>12, w->>13, w->>14, w->>15, w->>16, w->>17, w->>18, w->>19, w->>20, w->>21, w->>22, w->>23, w->>24, w->>25, w->>26, w->>27, w->>28);
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS sql_state = RETURNED_SQLSTATE, constraint_name = CONSTRAINT_NAME,
        message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
    END;
    RETURN NEXT;
    ordinal := ordinal + 1;
  END LOOP;
END
$writes$;
