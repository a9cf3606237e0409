-- Bookings are written far more often than anything else that changes availability (one per public
-- booking), so their announcement reads host_id directly instead of turning the whole row into
-- jsonb as the generic citavet_announce_availability_change does. Same channel, same payloads:
-- 'host:<uuid>' for the new host and, when a booking changes host or is deleted, for the old one.
CREATE FUNCTION citavet_announce_booking_host() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('citavet_availability', 'host:' || NEW.host_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('citavet_availability', 'host:' || OLD.host_id);
  ELSE
    PERFORM pg_notify('citavet_availability', 'host:' || NEW.host_id);
    IF OLD.host_id IS DISTINCT FROM NEW.host_id THEN
      PERFORM pg_notify('citavet_availability', 'host:' || OLD.host_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER bookings_announce_availability ON "bookings";
--> statement-breakpoint
CREATE TRIGGER bookings_announce_availability AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_booking_host();
