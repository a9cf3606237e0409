-- Idempotency keys keep the booking they answered, not the answer: the answer held the manage
-- link's raw token. The stored answers are dropped with their column (a retry of one of them books
-- anew after a 409 at worst, since the key row goes with them).
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response";
