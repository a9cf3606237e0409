-- A client's waitlist requests in their communication log (decision 095): found by the request's
-- e-mail, case-insensitive, or (no e-mail) by its phone's digits, newest first within the space.
CREATE INDEX "waitlist_requests_space_email_idx" ON "waitlist_requests" USING btree ("space_id",lower("client_email"),"created_at") WHERE "waitlist_requests"."client_email" is not null;--> statement-breakpoint
CREATE INDEX "waitlist_requests_space_phone_idx" ON "waitlist_requests" USING btree ("space_id",citavet_phone_digits("client_phone"),"created_at") WHERE "waitlist_requests"."client_email" is null and "waitlist_requests"."client_phone" is not null;
