CREATE TABLE "caldav_busy_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"calendar_url" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caldav_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"calendars" jsonb NOT NULL,
	"last_pulled_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caldav_busy_times" ADD CONSTRAINT "caldav_busy_times_connection_id_caldav_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."caldav_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_busy_times" ADD CONSTRAINT "caldav_busy_times_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_connections" ADD CONSTRAINT "caldav_connections_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_connections" ADD CONSTRAINT "caldav_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_connections" ADD CONSTRAINT "caldav_connections_membership_fk" FOREIGN KEY ("space_id","user_id") REFERENCES "public"."space_members"("space_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caldav_busy_times_host_idx" ON "caldav_busy_times" USING btree ("host_id","start_at");--> statement-breakpoint
CREATE INDEX "caldav_busy_times_connection_idx" ON "caldav_busy_times" USING btree ("connection_id","calendar_url");--> statement-breakpoint
CREATE UNIQUE INDEX "caldav_connections_member_unique" ON "caldav_connections" USING btree ("space_id","user_id");--> statement-breakpoint
-- Busy time from a professional's own calendar changes their slots like a booking does: announced
-- on the availability channel so every process drops that host's cached slot answers (migration 0002).
CREATE TRIGGER caldav_busy_times_announce_availability AFTER INSERT OR UPDATE OR DELETE ON "caldav_busy_times"
  FOR EACH ROW EXECUTE FUNCTION citavet_announce_availability_change('host', 'host_id');
