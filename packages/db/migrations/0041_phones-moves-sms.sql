ALTER TABLE "clients" ADD COLUMN "phone_needs_e164" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_phone_needs_e164_idx" ON "clients" USING btree ("space_id") WHERE "clients"."phone_needs_e164";--> statement-breakpoint
-- Decision 081: phones stored before they were kept in E.164 (the public booking's upsert, rows
-- from before 0035) are marked here; SQL has no libphonenumber, so the API's backfill
-- (apps/api/src/features/clients/normalize-stored-phones.ts) reads them in the clinic's country,
-- rewrites the valid ones and clears the mark. A number already in E.164 is not marked.
UPDATE "clients" SET "phone_needs_e164" = true
 WHERE ("phone" IS NOT NULL AND "phone" !~ '^\+[1-9][0-9]{6,14}$')
    OR ("whatsapp" IS NOT NULL AND "whatsapp" !~ '^\+[1-9][0-9]{6,14}$');
--> statement-breakpoint
-- Decision 081: the plan's month counts an appointment wherever it comes to stand in a month, not
-- only when it is made: a booking moved into another clinic-local month counts there, and one that
-- comes back from CANCELLED counts again. A move within its month, or any change of a booking that
-- was already counted, counts nothing new. Armed as before (`citavet.plan_month_cap`), by the
-- writers that move a booking (apps/api/src/plans/plan-guard.ts, armMonthForMove).
CREATE OR REPLACE FUNCTION citavet_enforce_plan_month_cap() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  cap integer := nullif(current_setting('citavet.plan_month_cap', true), '')::integer;
  zone text;
  local_month date;
  month_start timestamptz;
  month_end timestamptz;
  taken integer;
BEGIN
  IF cap IS NULL OR NEW.status = 'CANCELLED' THEN RETURN NEW; END IF;
  SELECT sp.time_zone INTO zone FROM spaces sp WHERE sp.id = NEW.space_id;
  local_month := date_trunc('month', NEW.start_at AT TIME ZONE zone)::date;
  IF TG_OP = 'UPDATE' AND OLD.status <> 'CANCELLED'
     AND date_trunc('month', OLD.start_at AT TIME ZONE zone)::date = local_month THEN
    RETURN NEW;
  END IF;
  month_start := local_month::timestamp AT TIME ZONE zone;
  month_end := (local_month + interval '1 month')::timestamp AT TIME ZONE zone;
  PERFORM pg_advisory_xact_lock(hashtextextended('citavet-plan-month:' || NEW.space_id || ':' || local_month, 0));
  SELECT count(*) INTO taken FROM (
    SELECT 1 FROM bookings b
     WHERE b.space_id = NEW.space_id AND b.status <> 'CANCELLED' AND b.id <> NEW.id
       AND b.start_at >= month_start AND b.start_at < month_end
     LIMIT cap) AS counted;
  IF taken >= cap THEN
    RAISE EXCEPTION 'monthly appointments of the plan reached' USING ERRCODE = 'CV002', CONSTRAINT = 'bookings_plan_month_cap';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_enforce_plan_month_cap_on_update BEFORE UPDATE OF start_at, status ON "bookings"
  FOR EACH ROW WHEN (NEW.status <> 'CANCELLED' AND (OLD.status = 'CANCELLED' OR NEW.start_at <> OLD.start_at))
  EXECUTE FUNCTION citavet_enforce_plan_month_cap();
