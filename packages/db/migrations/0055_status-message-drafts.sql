-- A member's status change's e-mails are drafted after its write, not in it (docs/decisions/106-status-messages-drafted-after.md).
-- The status change's one statement drafted a cancellation's notices to the client and the host
-- (HTML, .ics CANCEL) or a request's confirmation in the request and inserted them into
-- email_outbox (seven indexes and two row triggers each, the bodies TOASTed). It now writes one row
-- here (the booking, the change, a confirmation's new link, who acted, when) and the outbox worker
-- drafts and queues the e-mails at the start of its next round, in one transaction that deletes the
-- row: a draft is expanded once. The reminders the change drops are still dropped in its statement.
-- Keyed by the booking and an identity (a booking may have a confirmation and a cancellation
-- waiting): the one index also serves the booking's deletion, which takes its drafts with it.
CREATE TABLE "booking_status_message_drafts" (
	"booking_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "booking_status_message_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"cancellation_reason" text,
	"is_declined_request" boolean NOT NULL,
	"manage_token" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_status_message_drafts_booking_id_id_pk" PRIMARY KEY("booking_id","id")
);
--> statement-breakpoint
ALTER TABLE "booking_status_message_drafts" ADD CONSTRAINT "booking_status_message_drafts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The recipient cap's count (0030) runs once per inserted row, from PL/pgSQL, which keeps a
-- connection's plan of it and goes generic after five calls. Measured on the worker that now
-- inserts every status change's and new booking's e-mails in batches (decisions 104 and 106), the
-- generic plan cost 1.4–1.7 ms of PostgreSQL CPU per status change's two e-mails where a plan for
-- the row's own address and time cost 0.35 ms; planning it each time costs less than that.
ALTER FUNCTION citavet_recipient_daily_cap() SET plan_cache_mode = force_custom_plan;
