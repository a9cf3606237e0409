CREATE TABLE "sms_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway_id" text NOT NULL,
	"space_id" uuid,
	"client_id" uuid,
	"from_number" text NOT NULL,
	"text" text NOT NULL,
	"intent" text NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_usage" (
	"space_id" uuid NOT NULL,
	"month" text NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sms_unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "segments" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_replies" ADD CONSTRAINT "sms_replies_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_replies" ADD CONSTRAINT "sms_replies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_usage" ADD CONSTRAINT "sms_usage_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_replies_gateway_unique" ON "sms_replies" USING btree ("gateway_id");--> statement-breakpoint
CREATE INDEX "sms_replies_client_idx" ON "sms_replies" USING btree ("client_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_usage_space_month_unique" ON "sms_usage" USING btree ("space_id","month");--> statement-breakpoint
CREATE INDEX "email_outbox_sms_to_idx" ON "email_outbox" USING btree ("to_address","sent_at") WHERE "email_outbox"."channel" = 'sms';--> statement-breakpoint
-- Hand-written (decision 074): a vaccine or follow-up reminder may go by SMS beside its e-mail. The
-- SMS row's dedupe key is the e-mail's plus ':sms', and pet_due_reminders links one row per due
-- date, so a booking of the pet drops the linked row and its SMS companion alike.
CREATE OR REPLACE FUNCTION citavet_drop_pet_due_reminders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pet_id IS NOT NULL AND NEW.status <> 'CANCELLED' THEN
    UPDATE email_outbox o
       SET status = 'DROPPED', last_error = 'pet booked', locked_until = NULL
      FROM pet_due_reminders r
      JOIN email_outbox linked ON linked.id = r.outbox_id
     WHERE r.pet_id = NEW.pet_id
       AND (o.id = linked.id OR o.dedupe_key = linked.dedupe_key || ':sms')
       AND o.status = 'PENDING'
       AND NEW.start_at >= (r.due_on - 30)::timestamp AT TIME ZONE 'UTC' - interval '1 day'
       AND NEW.start_at < (r.due_on + 30)::timestamp AT TIME ZONE 'UTC' + interval '1 day';
  END IF;
  RETURN NEW;
END
$$;
