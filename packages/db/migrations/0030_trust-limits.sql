CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree (lower("to_address"),"send_after");--> statement-breakpoint
-- Decision 068. A daily cap per recipient across every kind of message: whatever route or job
-- enqueues, one address gets at most `recipient_daily_cap` messages (100 unless the server sets
-- OUTBOX_RECIPIENT_DAILY_CAP) whose send times fall within any 24 hours. A message over the cap is
-- still written (the event that caused it commits) but as DROPPED, with its words and links
-- blanked, so the worker never sends it. Dropped messages do not count.
-- packages/domain/src/communications/recipient-daily-cap.ts holds the default.
CREATE TABLE "mail_settings" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"recipient_daily_cap" integer NOT NULL CHECK ("recipient_daily_cap" > 0)
);--> statement-breakpoint
INSERT INTO "mail_settings" ("id", "recipient_daily_cap") VALUES (true, 100);--> statement-breakpoint
CREATE OR REPLACE FUNCTION citavet_recipient_daily_cap() RETURNS trigger
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  cap integer;
  recent integer;
BEGIN
  SELECT coalesce((SELECT recipient_daily_cap FROM mail_settings WHERE id), 100) INTO cap;
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
