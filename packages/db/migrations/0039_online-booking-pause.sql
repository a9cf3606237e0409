CREATE TABLE "online_booking_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"host_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"resumed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_booking_pauses_end_after_start" CHECK ("online_booking_pauses"."end_at" >= "online_booking_pauses"."start_at")
);
--> statement-breakpoint
ALTER TABLE "online_booking_pauses" ADD CONSTRAINT "online_booking_pauses_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_pauses" ADD CONSTRAINT "online_booking_pauses_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_pauses" ADD CONSTRAINT "online_booking_pauses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_booking_pauses" ADD CONSTRAINT "online_booking_pauses_resumed_by_users_id_fk" FOREIGN KEY ("resumed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_booking_pauses_space_end_idx" ON "online_booking_pauses" USING btree ("space_id","end_at");--> statement-breakpoint
-- A pause changes what the public page offers: announced like a disabled date (migration 0002), so
-- the slot answers kept in memory and the directory's next slot follow it at once.
CREATE TRIGGER online_booking_pauses_announce_availability AFTER INSERT OR UPDATE OR DELETE ON "online_booking_pauses"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('space', 'space_id');
