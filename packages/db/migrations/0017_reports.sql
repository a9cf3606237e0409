ALTER TABLE "users" ADD COLUMN "weekly_summary_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_client_start_kept_idx" ON "bookings" USING btree ("client_id","start_at") WHERE "bookings"."status" <> 'CANCELLED';--> statement-breakpoint
-- Reports read a space's bookings by start time and aggregate them without visiting the table:
-- every column a report reads is in the index (index-only scans; decision 044).
CREATE INDEX IF NOT EXISTS "bookings_space_start_report_idx" ON "bookings" USING btree ("space_id","start_at") INCLUDE ("status","host_id","service_id","service_price","service_currency","source","created_at","end_at","client_id");
