CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree (lower("to_address"),"send_after");--> statement-breakpoint
-- Decision 068. A daily cap per recipient across every kind of message: whatever route or job
-- enqueues, one address gets at most 100 messages whose send times fall within any 24 hours. A
-- message over the cap is still written (the event that caused it commits) but as DROPPED, with
-- its words and links blanked, so the worker never sends it. Dropped messages do not count.
-- packages/domain/src/communications/recipient-daily-cap.ts holds the same number.
CREATE OR REPLACE FUNCTION citavet_recipient_daily_cap() RETURNS trigger
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  cap CONSTANT integer := 100;
  recent integer;
BEGIN
  IF NEW.status IS DISTINCT FROM 'PENDING' THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO recent FROM (
    SELECT 1 FROM email_outbox o
     WHERE lower(o.to_address) = lower(NEW.to_address)
       AND o.send_after > NEW.send_after - interval '24 hours'
       AND o.send_after <= NEW.send_after
       AND o.status <> 'DROPPED'
     LIMIT cap) AS counted;
  IF recent >= cap THEN
    NEW.status := 'DROPPED';
    NEW.last_error := 'Límite diario de mensajes a este destinatario';
    NEW.subject := '[no enviado]';
    NEW.text_body := '[no enviado: límite diario de mensajes a este destinatario]';
    NEW.html_body := NULL;
    NEW.attachments := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER email_outbox_recipient_daily_cap BEFORE INSERT ON email_outbox
  FOR EACH ROW EXECUTE FUNCTION citavet_recipient_daily_cap();
