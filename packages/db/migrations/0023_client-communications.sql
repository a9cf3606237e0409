ALTER TABLE "clients" ADD COLUMN "reminders_unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_client_created_idx" ON "email_outbox" USING btree ("client_id","created_at","id") WHERE "email_outbox"."client_id" is not null;--> statement-breakpoint
-- Hand-written. A booking's e-mails belong to the booking's client, whoever queues them (the
-- bookings feature, a prepared statement, the reminders of another feature): the database fills it.
CREATE OR REPLACE FUNCTION citavet_outbox_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The clinic's own notices of a booking (booking-host-*) go to the staff, not to the client.
  IF NEW.client_id IS NULL AND NEW.booking_id IS NOT NULL AND NEW.kind NOT LIKE 'booking-host-%' THEN
    SELECT client_id INTO NEW.client_id FROM bookings WHERE id = NEW.booking_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER email_outbox_client BEFORE INSERT ON email_outbox
  FOR EACH ROW EXECUTE FUNCTION citavet_outbox_client();--> statement-breakpoint
-- A booking moved to another client (merging duplicates) takes its messages along.
CREATE OR REPLACE FUNCTION citavet_booking_outbox_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE email_outbox SET client_id = NEW.client_id
   WHERE booking_id = NEW.id AND kind NOT LIKE 'booking-host-%';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_outbox_client AFTER UPDATE OF client_id ON bookings
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION citavet_booking_outbox_client();--> statement-breakpoint
UPDATE email_outbox o SET client_id = b.client_id FROM bookings b
  WHERE o.booking_id = b.id AND o.client_id IS NULL AND b.client_id IS NOT NULL
    AND o.kind NOT LIKE 'booking-host-%';
