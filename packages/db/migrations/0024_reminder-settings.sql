CREATE TABLE "pet_due_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"client_id" uuid,
	"entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"phase" text NOT NULL,
	"due_on" date NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pet_due_reminders" ADD CONSTRAINT "pet_due_reminders_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_due_reminders" ADD CONSTRAINT "pet_due_reminders_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_due_reminders" ADD CONSTRAINT "pet_due_reminders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_due_reminders" ADD CONSTRAINT "pet_due_reminders_entry_id_record_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."record_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_due_reminders" ADD CONSTRAINT "pet_due_reminders_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pet_due_reminders_entry_phase_unique" ON "pet_due_reminders" USING btree ("entry_id","kind","phase");--> statement-breakpoint
CREATE INDEX "pet_due_reminders_pet_idx" ON "pet_due_reminders" USING btree ("pet_id","due_on");--> statement-breakpoint
-- Hand-written (decision 056): a kept booking of a pet within 30 days of a due date drops that due
-- date's pending reminders, in the transaction of the booking write, whatever path wrote it (the
-- public page's single statement included). The other order — the booking came first — is handled
-- where the reminders are queued (apps/api/src/reminders/due-reminders.ts).
CREATE FUNCTION citavet_drop_pet_due_reminders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pet_id IS NOT NULL AND NEW.status <> 'CANCELLED' THEN
    UPDATE email_outbox o
       SET status = 'DROPPED', last_error = 'pet booked', locked_until = NULL
      FROM pet_due_reminders r
     WHERE r.pet_id = NEW.pet_id
       AND r.outbox_id = o.id
       AND o.status = 'PENDING'
       AND NEW.start_at >= (r.due_on - 30)::timestamp AT TIME ZONE 'UTC' - interval '1 day'
       AND NEW.start_at < (r.due_on + 30)::timestamp AT TIME ZONE 'UTC' + interval '1 day';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_drop_pet_due_reminders
  AFTER INSERT OR UPDATE OF pet_id, status, start_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION citavet_drop_pet_due_reminders();
