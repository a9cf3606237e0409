CREATE TABLE "plan_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"requested_by" uuid,
	"plan_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "plan" text DEFAULT 'gratuito' NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "plan_source" text;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "plan_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "trial_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_requests_space_created_idx" ON "plan_requests" USING btree ("space_id","created_at");--> statement-breakpoint
-- Decision 073: the plan's appointments per calendar month of the clinic's zone. The writer that
-- knows the space's plan (the API, judging it by packages/domain/src/plans) sets
-- `citavet.plan_month_cap` for its transaction, or its single statement; unset (a plan without the
-- limit, PLAN_LIMITS=off, any other writer) nothing is counted. Writers of one space and local month
-- queue on a transaction-level advisory lock, then count with a fresh snapshot (READ COMMITTED,
-- volatile function), so at the limit a race of two makes exactly one, as the daily caps of 0016.
-- The month is [local 00:00 of the 1st, local 00:00 of the next 1st), as plan-month.ts has it.
-- SQLSTATE CV002 (our own class) is answered by the API as 409 PLAN_LIMIT_REACHED.
CREATE FUNCTION citavet_enforce_plan_month_cap() RETURNS trigger
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
CREATE TRIGGER bookings_enforce_plan_month_cap BEFORE INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION citavet_enforce_plan_month_cap();
