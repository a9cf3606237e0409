-- The recipient cap's count (migration 0030, decision 068) keeps one plan per connection again.
-- Migration 0055 had it planned for every row (decision 106): a connection's generic plan, made
-- while the outbox's statistics still described a near-empty table, could take the due index
-- (`email_outbox_due_idx`, status then send time) for the 24 hours and filter every address in them
-- (700–1,600 rows a call in bench/write-path-cost.ts). Planning each row cost 0.033 ms, and a new
-- booking's drafting inserts three rows.
-- The count now states the address and the 24 hours as one range of the recipient index's own key,
-- `(lower(to_address), send_after)`, which no other index can serve. The two row comparisons hold
-- exactly the rows of that address whose send time is within the 24 hours. Sequential scans are off
-- for this function alone, so a plan made while the table was small cannot keep scanning it as it
-- grows.
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
     WHERE (lower(o.to_address), o.send_after) > (lower(NEW.to_address), NEW.send_after - interval '24 hours')
       AND (lower(o.to_address), o.send_after) <= (lower(NEW.to_address), NEW.send_after)
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
END $$;
--> statement-breakpoint
ALTER FUNCTION citavet_recipient_daily_cap() RESET plan_cache_mode;
--> statement-breakpoint
ALTER FUNCTION citavet_recipient_daily_cap() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION citavet_recipient_daily_cap() SET enable_seqscan = off;
