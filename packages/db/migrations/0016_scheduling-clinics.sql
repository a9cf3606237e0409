CREATE TABLE "schedule_date_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"host_id" uuid,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_date_overrides_range" CHECK ("schedule_date_overrides"."start_time" < "schedule_date_overrides"."end_time")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buffer_before" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buffer_after" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "busy_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "busy_end_at" timestamp with time zone;--> statement-breakpoint
-- Bookings made before buffers existed hold exactly their appointment.
UPDATE "bookings" SET "buffer_before" = 0, "buffer_after" = 0, "busy_start_at" = "start_at", "busy_end_at" = "end_at";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "slot_step" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "daily_cap" integer;--> statement-breakpoint
ALTER TABLE "space_members" ADD COLUMN "daily_cap" integer;--> statement-breakpoint
ALTER TABLE "schedule_date_overrides" ADD CONSTRAINT "schedule_date_overrides_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_date_overrides" ADD CONSTRAINT "schedule_date_overrides_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_date_overrides" ADD CONSTRAINT "schedule_date_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_date_overrides_space_date_idx" ON "schedule_date_overrides" USING btree ("space_id","date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_busy_range_covers" CHECK ("bookings"."busy_start_at" is not null and "bookings"."busy_end_at" is not null and "bookings"."busy_start_at" <= "bookings"."start_at" and "bookings"."busy_end_at" >= "bookings"."end_at");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_slot_step_positive" CHECK ("services"."slot_step" is null or "services"."slot_step" > 0);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffers_range" CHECK ("services"."buffer_before" between 0 and 1440 and "services"."buffer_after" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_daily_cap_positive" CHECK ("services"."daily_cap" is null or "services"."daily_cap" > 0);
--> statement-breakpoint
-- Decision 046: a booking holds its service's buffers (copied when it is written, so a later change of
-- the service does not move existing appointments' busy time). Filled here on every write, so no write
-- path (the public booking's single statement, staff bookings, reschedules) can forget them.
CREATE FUNCTION citavet_booking_busy_range() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.buffer_before IS NULL OR NEW.buffer_after IS NULL THEN
    SELECT coalesce(NEW.buffer_before, s.buffer_before), coalesce(NEW.buffer_after, s.buffer_after)
      INTO NEW.buffer_before, NEW.buffer_after
      FROM services s WHERE s.id = NEW.service_id;
  END IF;
  NEW.buffer_before := coalesce(NEW.buffer_before, 0);
  NEW.buffer_after := coalesce(NEW.buffer_after, 0);
  NEW.busy_start_at := NEW.start_at - make_interval(mins => NEW.buffer_before);
  NEW.busy_end_at := NEW.end_at + make_interval(mins => NEW.buffer_after);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_busy_range BEFORE INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION citavet_booking_busy_range();
--> statement-breakpoint
-- No double booking now judges the buffered ranges: a host's cleaning after one appointment and
-- preparation before the next may not overlap either. Same name, so every error mapping still holds.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_host_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_no_overlap"
  EXCLUDE USING gist ("host_id" WITH =, tstzrange("busy_start_at", "busy_end_at", '[)') WITH &&)
  WHERE ("status" <> 'CANCELLED');
--> statement-breakpoint
-- Decision 048: at most N non-cancelled appointments a local day of the space, per service
-- (services.daily_cap) and per professional in the space (space_members.daily_cap). Concurrent
-- writers for the same day queue on a transaction-level advisory lock, then count with a fresh
-- snapshot (READ COMMITTED, volatile function), so the N+1th is refused whatever the interleaving.
-- SQLSTATE CV001 (our own class) is answered by the API as 409 DAILY_CAP_REACHED.
CREATE FUNCTION citavet_enforce_daily_caps() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  local_day date;
  day_start timestamptz;
  day_end timestamptz;
  service_cap integer;
  host_cap integer;
  taken integer;
BEGIN
  IF NEW.status = 'CANCELLED' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status <> 'CANCELLED' AND NEW.start_at = OLD.start_at
     AND NEW.host_id = OLD.host_id AND NEW.service_id IS NOT DISTINCT FROM OLD.service_id THEN
    RETURN NEW;
  END IF;
  SELECT s.daily_cap INTO service_cap FROM services s WHERE s.id = NEW.service_id;
  SELECT m.daily_cap INTO host_cap FROM space_members m
    WHERE m.space_id = NEW.space_id AND m.user_id = NEW.host_id;
  IF service_cap IS NULL AND host_cap IS NULL THEN RETURN NEW; END IF;
  SELECT sp.time_zone INTO zone FROM spaces sp WHERE sp.id = NEW.space_id;
  local_day := (NEW.start_at AT TIME ZONE zone)::date;
  day_start := local_day::timestamp AT TIME ZONE zone;
  day_end := (local_day + 1)::timestamp AT TIME ZONE zone;
  IF service_cap IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('citavet-daily-cap:service:' || NEW.service_id || ':' || local_day, 0));
    SELECT count(*) INTO taken FROM bookings b
      WHERE b.service_id = NEW.service_id AND b.status <> 'CANCELLED' AND b.id <> NEW.id
        AND b.start_at >= day_start AND b.start_at < day_end;
    IF taken >= service_cap THEN
      RAISE EXCEPTION 'daily cap of the service reached' USING ERRCODE = 'CV001', CONSTRAINT = 'bookings_service_daily_cap';
    END IF;
  END IF;
  IF host_cap IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('citavet-daily-cap:host:' || NEW.space_id || ':' || NEW.host_id || ':' || local_day, 0));
    SELECT count(*) INTO taken FROM bookings b
      WHERE b.space_id = NEW.space_id AND b.host_id = NEW.host_id AND b.status <> 'CANCELLED' AND b.id <> NEW.id
        AND b.start_at >= day_start AND b.start_at < day_end;
    IF taken >= host_cap THEN
      RAISE EXCEPTION 'daily cap of the professional reached' USING ERRCODE = 'CV001', CONSTRAINT = 'bookings_host_daily_cap';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_enforce_daily_caps BEFORE INSERT OR UPDATE OF start_at, host_id, service_id, status ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION citavet_enforce_daily_caps();
--> statement-breakpoint
CREATE TRIGGER schedule_date_overrides_announce_availability AFTER INSERT OR UPDATE OR DELETE ON "schedule_date_overrides"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('space', 'space_id');
