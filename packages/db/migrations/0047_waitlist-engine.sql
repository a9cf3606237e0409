-- A waitlist offer holds its slot for its holder (docs/decisions/088-waitlist-holds-and-openings.md):
-- the public slot engine reads open holds as blocked time, so an offer made, confirmed, released or
-- run out changes the host's slots and is announced like a booking, on the availability channel
-- (after commit, as every NOTIFY), so cached slot answers and the directory follow.
CREATE TRIGGER waitlist_offers_announce_availability AFTER INSERT OR DELETE ON "waitlist_offers"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('host', 'host_id');
--> statement-breakpoint
CREATE TRIGGER waitlist_offers_announce_availability_update AFTER UPDATE OF status, hold_until ON "waitlist_offers"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.hold_until IS DISTINCT FROM NEW.hold_until)
  EXECUTE FUNCTION citavet_announce_availability_change('host', 'host_id');
