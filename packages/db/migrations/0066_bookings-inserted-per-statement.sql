-- Decision 123. A booking's insert writes its change-feed row (0031) and announces its host's busy
-- time (0003) once per statement, for all the rows the statement inserted, where two row triggers
-- ran each for every row. A batch of public or staff bookings is one insert of several rows
-- (decisions 112, 115, 120): each row paid two PL/pgSQL calls and the feed's one-row INSERT, with its
-- executor set up and torn down every time. Counted by callgrind on one backend, batches of eight
-- public writes: 67,000–76,000 fewer instructions a write, 3.0–3.5 % of the write statement.
--
-- The feed's rows go in in the order the statement inserted the bookings, as the row trigger wrote
-- them, and before any later statement of the transaction can change those bookings: the row of an
-- insert still comes before the rows of its updates. What an insert records is what the row trigger
-- recorded for one: the reported columns (sign +1, no old row) and the pet it books when it is not
-- cancelled. Updates and deletes keep their row triggers, which compare each row with its old self.
CREATE FUNCTION citavet_bookings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_changes (space_id, booking_id, old_row, new_row, pet_id, booked_at)
  SELECT n.space_id, n.id, NULL,
    ROW(1, n.space_id, n.host_id, n.service_id, n.client_id, n.status, n.service_currency,
      n.service_price, n.start_at, n.end_at, n.source, n.created_at)::citavet_report_delta,
    CASE WHEN n.pet_id IS NOT NULL AND n.status <> 'CANCELLED' THEN n.pet_id END,
    CASE WHEN n.pet_id IS NOT NULL AND n.status <> 'CANCELLED' THEN n.updated_at END
    FROM inserted_bookings n;
  PERFORM pg_notify('citavet_availability',
      'host:' || n.host_id || citavet_announced_span(n.busy_start_at, n.busy_end_at))
    FROM inserted_bookings n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER bookings_changed ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_changed AFTER UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION citavet_booking_changed();
--> statement-breakpoint
DROP TRIGGER bookings_announce_availability ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_announce_availability AFTER UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_booking_host();
--> statement-breakpoint
CREATE TRIGGER bookings_inserted AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS inserted_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_bookings_inserted();
