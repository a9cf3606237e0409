-- Every change that can alter the slots a host offers is announced on one channel, so each API
-- process can drop the slot answers it keeps in memory (docs/decisions/012). NOTIFY is transactional:
-- nothing is announced for a rolled-back change, and a committed one is announced after its commit.
-- Payloads are 'host:<uuid>' (bookings and schedule ranges, which follow the host across spaces) or
-- 'space:<uuid>' (the space, its services, members and disabled dates).
CREATE FUNCTION citavet_announce_availability_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  scope text := TG_ARGV[0];
  key_column text := TG_ARGV[1];
  new_key text;
  old_key text;
BEGIN
  IF TG_OP <> 'DELETE' THEN new_key := to_jsonb(NEW) ->> key_column; END IF;
  IF TG_OP <> 'INSERT' THEN old_key := to_jsonb(OLD) ->> key_column; END IF;
  IF new_key IS NOT NULL THEN
    PERFORM pg_notify('citavet_availability', scope || ':' || new_key);
  END IF;
  IF old_key IS NOT NULL AND old_key IS DISTINCT FROM new_key THEN
    PERFORM pg_notify('citavet_availability', scope || ':' || old_key);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_announce_availability AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('host', 'host_id');
--> statement-breakpoint
CREATE TRIGGER service_schedules_announce_availability AFTER INSERT OR UPDATE OR DELETE ON "service_schedules"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('host', 'host_id');
--> statement-breakpoint
CREATE TRIGGER services_announce_availability AFTER INSERT OR UPDATE OR DELETE ON "services"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('space', 'space_id');
--> statement-breakpoint
CREATE TRIGGER space_members_announce_availability AFTER INSERT OR UPDATE OR DELETE ON "space_members"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('space', 'space_id');
--> statement-breakpoint
CREATE TRIGGER disabled_dates_announce_availability AFTER INSERT OR UPDATE OR DELETE ON "disabled_dates"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('space', 'space_id');
--> statement-breakpoint
CREATE TRIGGER spaces_announce_availability AFTER INSERT OR UPDATE OR DELETE ON "spaces"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('space', 'id');
