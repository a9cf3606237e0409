-- Decision 121. A member's status change in one statement (apps/api/src/features/bookings/
-- booking-status-write.repository.ts, STATUS_CHANGE_WRITE_TEXT) as a function, so that changes which
-- arrive together run as one call, as staff bookings do (decision 120). The body is that text,
-- verbatim; booking-status-writes.test.ts compares them. Its 21 parameters are text, in the order of
-- the repository's PARAMETERS, and the text casts each where it uses it. Answers the booking's own
-- columns as the statement answers them, as one jsonb value (the price as text, as the driver reads
-- a numeric), or null when the booking was no longer as read and nothing was written.
CREATE FUNCTION citavet_status_change_write(text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text) RETURNS jsonb
LANGUAGE plpgsql AS $write$
DECLARE
  changed record;
BEGIN
  with moved as (
      update bookings b set status = $4::text, status_changed_at = $5::timestamptz,
        status_changed_by = $6::uuid, updated_at = $5::timestamptz,
        checked_in_at = case when $11::boolean
          then $12::timestamptz else b.checked_in_at end,
        consultation_started_at = case when $13::boolean
          then $14::timestamptz else b.consultation_started_at end,
        cancelled_at = case when $7::boolean
          then $5::timestamptz else b.cancelled_at end,
        cancellation_reason = case when $7::boolean
          then $8::text else b.cancellation_reason end,
        calendar_sequence = b.calendar_sequence + case when $9::boolean then 1 else 0 end,
        manage_token_hash = coalesce($10::text, b.manage_token_hash),
        request_token_hash = case when $10::text is null
          then b.request_token_hash else b.manage_token_hash end
       where b.id = $1::uuid and b.status = $2::text
         and md5(row(b.space_id, b.service_id, b.service_schedule_id,
  b.host_id, b.status, b.source, b.start_at, b.end_at, b.created_at, b.calendar_sequence, b.client_name,
  b.client_email, b.client_phone, b.service_name, b.service_price, b.service_currency,
  b.service_duration, b.cancellation_reason, b.cancelled_at, b.client_id, b.client_confirmed_at,
  b.pet_id, b.reason)::text) = $3::text
      returning b.id, b.space_id, b.host_id, b.client_id, b.client_name, b.client_email, b.client_phone,
  b.reason, b.service_id, b.service_name, b.service_duration, b.service_price, b.service_currency,
  b.start_at, b.end_at, b.status, b.status_changed_at, b.status_changed_by, b.notes,
  b.cancellation_reason, b.client_confirmed_at, b.checked_in_at, b.consultation_started_at, b.source,
  b.is_outside_schedule, b.created_by, b.created_at, b.pet_id, b.service_schedule_id
    ),
    dropped as (
      update email_outbox set status = 'DROPPED', last_error = $15::text, locked_until = null
       where booking_id = (select m.id from moved m where $15::text is not null) and kind in ('booking-reminder', 'reminder-appointment') and status = 'PENDING'
      returning 1
    ),
    drafted as (
      insert into booking_status_message_drafts (booking_id, from_status, to_status, cancellation_reason,
      is_declined_request, manage_token, actor_id, created_at)
    select m.id, $2::text, $4::text, case when $7::boolean then $8::text end, $17::boolean, $18::text,
      $6::uuid, $5::timestamptz
      from moved m where $16::boolean
    ),
    audited as (
      insert into audit_events (space_id, actor_user_id, action, subject_type, subject_id, client_id, ip,
          details, created_at)
      select m.space_id, $6::uuid, $19::text, 'booking', m.id, m.client_id,
        $20::text, $21::jsonb, $5::timestamptz
        from moved m where $19::text is not null
    )
    select * from moved
  INTO changed;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  RETURN to_jsonb(changed) || jsonb_build_object('service_price', changed.service_price::text);
END
$write$;--> statement-breakpoint
-- Several changes in one call and one transaction, each in its own subtransaction (a BEGIN …
-- EXCEPTION block): one change's failure undoes that change alone and is answered in its row, and
-- the others commit. A cancelled statement is not caught (OTHERS does not match it). The settings a
-- booking's writer may arm for its transaction are cleared before each change, so that none finds
-- what an earlier one armed. Rows in the order of the array: the booking's own columns, null when it
-- was no longer as read, or null and the error.
CREATE FUNCTION citavet_status_change_writes(p_writes jsonb)
RETURNS TABLE (ordinal integer, moved jsonb, sql_state text, constraint_name text, message text, detail text)
LANGUAGE plpgsql AS $writes$
DECLARE
  w jsonb;
BEGIN
  ordinal := 0;
  FOR w IN SELECT e.value FROM jsonb_array_elements(p_writes) WITH ORDINALITY AS e(value, n) ORDER BY e.n LOOP
    moved := NULL;
    sql_state := NULL;
    constraint_name := NULL;
    message := NULL;
    detail := NULL;
    BEGIN
      PERFORM set_config('citavet.plan_month_cap', '', true), set_config('citavet.name_words_follow_feed', '', true);
      moved := citavet_status_change_write(w->>0, w->>1, w->>2, w->>3, w->>4, w->>5, w->>6, w->>7, w->>8, w->>9, w->>10, w->>11, w->>12, w->>13, w->>14, w->>15, w->>16, w->>17, w->>18, w->>19, w->>20);
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS sql_state = RETURNED_SQLSTATE, constraint_name = CONSTRAINT_NAME,
        message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
    END;
    RETURN NEXT;
    ordinal := ordinal + 1;
  END LOOP;
END
$writes$;
