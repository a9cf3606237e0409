-- A new booking's e-mails are drafted after its write, not in it (docs/decisions/104-booking-messages-drafted-after.md).
-- The public booking's one statement wrote its confirmation (HTML and .ics), reminders and host
-- notice into email_outbox: ~10–15 KB of JSON sent, three rows through seven indexes and two row
-- triggers each, the bodies TOASTed. It now writes one row here (the booking, the manage link's
-- token the e-mails carry, the pet as the form named it, who acted, when), and the outbox worker
-- drafts and queues the e-mails at the start of its next round, in one transaction that deletes the
-- row: a draft is expanded once. Only the primary key: the worker takes the oldest few of a table
-- that holds one round's worth. The booking's deletion takes its draft with it.
CREATE TABLE "booking_message_drafts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"manage_token" text,
	"pet_name" text,
	"pet_species" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_message_drafts" ADD CONSTRAINT "booking_message_drafts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
