-- Decision 120. A staff booking's write (apps/api/src/features/bookings/placement/
-- staff-booking-write.repository.ts) as two functions, one per statement: a contact found or made by
-- its e-mail (STAFF_BOOKING_OF_CONTACT_TEXT, 29 values) and a client record named by its id
-- (STAFF_BOOKING_OF_CLIENT_TEXT, 30 values). Their bodies are those texts, verbatim;
-- staff-booking-writes.test.ts compares them. The parameters are text, in the order of the
-- repository's PARAMETERS, and the texts cast each where they use it. Each answers the booking as the
-- API answers it (one json value), as the statement does alone.
CREATE FUNCTION citavet_staff_booking_write_of_contact(text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text) RETURNS json
LANGUAGE plpgsql AS $write$
DECLARE
  written json;
BEGIN
  with words as (select set_config('citavet.name_words_follow_feed', 'on', true) as deferred,
      case when $29::integer is not null
      then set_config('citavet.plan_month_cap', $29::integer::text, true) end as armed),
    by_phone as (
      select c.id from clients c, words
       where c.space_id = $1::uuid
         and c.phone_digits = (select citavet_phone_digits($4::text))
         -- The length of the phone's digits, not of each client's (the same, given the equality):
         -- conditions of the parameter alone, judged once before any client is read. Without a
         -- phone, or a short one, no client of the space is read at all (nor the digits worked
         -- out of no phone); before, the clients were walked by whichever index starting with
         -- space_id the plan picked (any of them, on a table not analyzed yet, decision 103) and
         -- none matched (decision 107).
         and $4::text is not null
         and char_length((select citavet_phone_digits($4::text))) >= 6
         and c.archived_at is null
         and not exists (select 1 from clients e
               where e.space_id = $1::uuid and lower(e.email) = lower($3::text))
       order by c.created_at, c.id limit 1),
    upserted as (insert into "clients" (space_id, name, email, phone, created_at, updated_at)
    select $1::uuid, $2::text, $3::text, $4::text, $5::timestamptz, $5::timestamptz
    from words where not exists (select 1 from by_phone)
    on conflict (space_id, lower(email)) where email is not null
    do update set phone = coalesce("clients".phone, excluded.phone), updated_at = excluded.updated_at
    returning id),
    client as (select id from upserted union all select id from by_phone),
    new_pet as (insert into pets (space_id, client_id, name, species, created_at, updated_at)
    select $1::uuid, client.id, $26::text, $27::text,
      $5::timestamptz, $5::timestamptz
      from client
     where $26::text is not null
    returning id, client_id, name, species, alerts),
    written as (insert into "bookings" ("id", "space_id", "service_id", "service_schedule_id", "host_id", "client_id", "client_name", "client_email", "client_phone", "service_name", "service_price", "service_currency", "service_duration", "buffer_before", "buffer_after", "start_at", "end_at", "status", "notes", "source", "created_by", "manage_token_hash", "pet_id", "reason", "is_outside_schedule", "created_at", "updated_at") select $6::uuid, $1::uuid, $7::uuid, $8::uuid, $9::uuid, client.id, $2::text, $3::text, $4::text, $10::text, $11::numeric, $12::text, $13::integer, $14::integer, $15::integer, $16::timestamptz, $17::timestamptz, $18::text, $19::text, $20::text, $21::uuid, $22::text, coalesce((select id from new_pet), $23::uuid), $24::text, $25::boolean, $5::timestamptz, $5::timestamptz from client returning id, space_id, host_id, client_id, client_name, client_email, client_phone, reason,
      service_id, service_name, service_duration, service_price, service_currency, start_at, end_at,
      status, status_changed_at, status_changed_by, notes, cancellation_reason, client_confirmed_at,
      checked_in_at, consultation_started_at, source, is_outside_schedule, created_by, created_at,
      service_schedule_id, pet_id),
    message_draft as (insert into booking_message_drafts (booking_id, manage_token, pet_name, pet_species, actor_id, created_at)
    select written.id::uuid, $28::text, null::text, null::text,
      $21::uuid, $5::timestamptz
    from written)
    select json_build_object(
      'id', b.id, 'spaceId', b.space_id, 'timeZone', sp.time_zone,
      'hostName', u.name, 'hostEmail', u.email, 'hostAvatar', u.avatar,
      'petId', p.id, 'petClientId', p.client_id, 'petName', p.name, 'petSpecies', p.species,
      'petAlerts', p.alerts, 'serviceDescription', sv.description,
      'scheduleId', ss.id, 'scheduleDayOfWeek', ss.day_of_week, 'scheduleStartTime', ss.start_time,
      'scheduleEndTime', ss.end_time, 'scheduleCustomPrice', ss.custom_price::text,
      'isReturningClient', exists (select 1 from bookings prior where prior.client_id = b.client_id
        and prior.status <> 'CANCELLED' and prior.start_at < b.start_at),
      'hostId', b.host_id, 'clientId', b.client_id, 'clientName', b.client_name,
      'clientEmail', b.client_email, 'clientPhone', b.client_phone, 'reason', b.reason,
      'serviceId', b.service_id, 'serviceName', b.service_name, 'serviceDuration', b.service_duration,
      'servicePrice', b.service_price::text, 'serviceCurrency', b.service_currency,
      'startAt', b.start_at, 'endAt', b.end_at, 'status', b.status,
      'statusChangedAt', b.status_changed_at, 'statusChangedBy', b.status_changed_by, 'notes', b.notes,
      'cancellationReason', b.cancellation_reason, 'clientConfirmedAt', b.client_confirmed_at,
      'checkedInAt', b.checked_in_at, 'consultationStartedAt', b.consultation_started_at,
      'source', b.source, 'isOutsideSchedule', b.is_outside_schedule, 'createdBy', b.created_by,
      'createdAt', b.created_at) as row
    from written b
    join spaces sp on sp.id = b.space_id
    join users u on u.id = b.host_id
    left join services sv on sv.id = b.service_id
    left join service_schedules ss on ss.id = b.service_schedule_id
    left join lateral (
      select n.id, n.client_id, n.name, n.species, n.alerts from new_pet n where n.id = b.pet_id
      union all
      select e.id, e.client_id, e.name, e.species, e.alerts from pets e
       where e.id = b.pet_id and e.space_id = b.space_id
      limit 1) p on true

  INTO written;
  RETURN written;
END
$write$;--> statement-breakpoint
CREATE FUNCTION citavet_staff_booking_write_of_client(text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text) RETURNS json
LANGUAGE plpgsql AS $write$
DECLARE
  written json;
BEGIN
  with client as (select $30::uuid as id, case when $29::integer is not null
      then set_config('citavet.plan_month_cap', $29::integer::text, true) end as armed),
    new_pet as (insert into pets (space_id, client_id, name, species, created_at, updated_at)
    select $1::uuid, client.id, $26::text, $27::text,
      $5::timestamptz, $5::timestamptz
      from client
     where $26::text is not null
    returning id, client_id, name, species, alerts),
    written as (insert into "bookings" ("id", "space_id", "service_id", "service_schedule_id", "host_id", "client_id", "client_name", "client_email", "client_phone", "service_name", "service_price", "service_currency", "service_duration", "buffer_before", "buffer_after", "start_at", "end_at", "status", "notes", "source", "created_by", "manage_token_hash", "pet_id", "reason", "is_outside_schedule", "created_at", "updated_at") select $6::uuid, $1::uuid, $7::uuid, $8::uuid, $9::uuid, client.id, $2::text, $3::text, $4::text, $10::text, $11::numeric, $12::text, $13::integer, $14::integer, $15::integer, $16::timestamptz, $17::timestamptz, $18::text, $19::text, $20::text, $21::uuid, $22::text, coalesce((select id from new_pet), $23::uuid), $24::text, $25::boolean, $5::timestamptz, $5::timestamptz from client returning id, space_id, host_id, client_id, client_name, client_email, client_phone, reason,
      service_id, service_name, service_duration, service_price, service_currency, start_at, end_at,
      status, status_changed_at, status_changed_by, notes, cancellation_reason, client_confirmed_at,
      checked_in_at, consultation_started_at, source, is_outside_schedule, created_by, created_at,
      service_schedule_id, pet_id),
    message_draft as (insert into booking_message_drafts (booking_id, manage_token, pet_name, pet_species, actor_id, created_at)
    select written.id::uuid, $28::text, null::text, null::text,
      $21::uuid, $5::timestamptz
    from written)
    select json_build_object(
      'id', b.id, 'spaceId', b.space_id, 'timeZone', sp.time_zone,
      'hostName', u.name, 'hostEmail', u.email, 'hostAvatar', u.avatar,
      'petId', p.id, 'petClientId', p.client_id, 'petName', p.name, 'petSpecies', p.species,
      'petAlerts', p.alerts, 'serviceDescription', sv.description,
      'scheduleId', ss.id, 'scheduleDayOfWeek', ss.day_of_week, 'scheduleStartTime', ss.start_time,
      'scheduleEndTime', ss.end_time, 'scheduleCustomPrice', ss.custom_price::text,
      'isReturningClient', exists (select 1 from bookings prior where prior.client_id = b.client_id
        and prior.status <> 'CANCELLED' and prior.start_at < b.start_at),
      'hostId', b.host_id, 'clientId', b.client_id, 'clientName', b.client_name,
      'clientEmail', b.client_email, 'clientPhone', b.client_phone, 'reason', b.reason,
      'serviceId', b.service_id, 'serviceName', b.service_name, 'serviceDuration', b.service_duration,
      'servicePrice', b.service_price::text, 'serviceCurrency', b.service_currency,
      'startAt', b.start_at, 'endAt', b.end_at, 'status', b.status,
      'statusChangedAt', b.status_changed_at, 'statusChangedBy', b.status_changed_by, 'notes', b.notes,
      'cancellationReason', b.cancellation_reason, 'clientConfirmedAt', b.client_confirmed_at,
      'checkedInAt', b.checked_in_at, 'consultationStartedAt', b.consultation_started_at,
      'source', b.source, 'isOutsideSchedule', b.is_outside_schedule, 'createdBy', b.created_by,
      'createdAt', b.created_at) as row
    from written b
    join spaces sp on sp.id = b.space_id
    join users u on u.id = b.host_id
    left join services sv on sv.id = b.service_id
    left join service_schedules ss on ss.id = b.service_schedule_id
    left join lateral (
      select n.id, n.client_id, n.name, n.species, n.alerts from new_pet n where n.id = b.pet_id
      union all
      select e.id, e.client_id, e.name, e.species, e.alerts from pets e
       where e.id = b.pet_id and e.space_id = b.space_id
      limit 1) p on true

  INTO written;
  RETURN written;
END
$write$;--> statement-breakpoint
-- Staff writes that arrive together, in one call and one transaction, each in its own subtransaction
-- (a BEGIN … EXCEPTION block), as citavet_public_booking_writes does for the public page (decision
-- 112): one write's failure (an overlap, a daily cap, the month's cap) undoes that write alone and is
-- answered in its row, and the others commit. A cancelled statement is not caught (OTHERS does not
-- match it): the whole call fails, as every write in it would have.
--
-- A write alone is a transaction of its own. The two settings a staff write may arm for its
-- transaction (the plan's monthly cap, and the name words left to the change feed) are cleared before
-- each write, so that none finds what an earlier write of the batch armed. Each element is the 30
-- values as text; the 30th, the client's id, is null for a contact. Rows in the order of the array:
-- the written booking as json, or null and the error.
CREATE FUNCTION citavet_staff_booking_writes(p_writes jsonb)
RETURNS TABLE (ordinal integer, written json, sql_state text, constraint_name text, message text, detail text)
LANGUAGE plpgsql AS $writes$
DECLARE
  w jsonb;
BEGIN
  ordinal := 0;
  FOR w IN SELECT e.value FROM jsonb_array_elements(p_writes) WITH ORDINALITY AS e(value, n) ORDER BY e.n LOOP
    written := NULL;
    sql_state := NULL;
    constraint_name := NULL;
    message := NULL;
    detail := NULL;
    BEGIN
      PERFORM set_config('citavet.plan_month_cap', '', true), set_config('citavet.name_words_follow_feed', '', true);
      IF w->>29 IS NULL THEN
        written := citavet_staff_booking_write_of_contact(w->>0, w->>1, w->>2, w->>3, w->>4, w->>5, w->>6, w->>7, w->>8, w->>9, w->>10, w->>11, w->>12, w->>13, w->>14, w->>15, w->>16, w->>17, w->>18, w->>19, w->>20, w->>21, w->>22, w->>23, w->>24, w->>25, w->>26, w->>27, w->>28);
      ELSE
        written := citavet_staff_booking_write_of_client(w->>0, w->>1, w->>2, w->>3, w->>4, w->>5, w->>6, w->>7, w->>8, w->>9, w->>10, w->>11, w->>12, w->>13, w->>14, w->>15, w->>16, w->>17, w->>18, w->>19, w->>20, w->>21, w->>22, w->>23, w->>24, w->>25, w->>26, w->>27, w->>28, w->>29);
      END IF;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS sql_state = RETURNED_SQLSTATE, constraint_name = CONSTRAINT_NAME,
        message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
    END;
    RETURN NEXT;
    ordinal := ordinal + 1;
  END LOOP;
END
$writes$;
