CREATE TABLE "waitlist_freed_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_freed_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"space_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"freed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"token_hash" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"host_id" uuid,
	"client_name" text NOT NULL,
	"client_email" text,
	"client_phone" text,
	"pet_name" text,
	"pet_species" text,
	"windows" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"token_hash" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "waitlist_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_request_id_waitlist_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."waitlist_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_token_unique" ON "waitlist_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("hold_until") WHERE "waitlist_offers"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "waitlist_offers_slot_idx" ON "waitlist_offers" USING btree ("host_id","start_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_request_idx" ON "waitlist_offers" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "waitlist_requests_service_line_idx" ON "waitlist_requests" USING btree ("service_id","created_at","id") WHERE "waitlist_requests"."status" = 'WAITING';--> statement-breakpoint
CREATE INDEX "waitlist_requests_space_idx" ON "waitlist_requests" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_requests_token_unique" ON "waitlist_requests" USING btree ("token_hash");--> statement-breakpoint
-- A kept booking that gives its time back — cancelled, marked no-show before it started, moved to
-- another time or professional, or deleted — leaves a row here for the waitlist's sweep, which
-- offers the slot after this transaction commits (docs/decisions/085-waitlist.md). Only the row is
-- written here: nothing about the waitlist is read or decided inside the booking's transaction.
CREATE FUNCTION citavet_waitlist_slot_freed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Past slots too: the sweep judges 'still ahead' on the app's clock, and drops them.
  IF OLD.status = 'CANCELLED' OR OLD.service_id IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status <> 'CANCELLED'
     AND (NEW.start_at, NEW.end_at, NEW.host_id) IS NOT DISTINCT FROM (OLD.start_at, OLD.end_at, OLD.host_id) THEN
    RETURN NULL;
  END IF;
  INSERT INTO waitlist_freed_slots (space_id, service_id, host_id, start_at, end_at)
  VALUES (OLD.space_id, OLD.service_id, OLD.host_id, OLD.start_at, OLD.end_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_waitlist_slot_freed AFTER UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION citavet_waitlist_slot_freed();
