-- The directory at national scale (docs/decisions/050-directory-search.md): one row per listed
-- clinic with what the search filters and sorts on and its next free slot, kept by the API from the
-- citavet_availability notifications; the species a clinic attends.
CREATE TABLE "directory_entries" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"sort_name" text NOT NULL,
	"search_text" text NOT NULL,
	"city_slug" text,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"species" text[] DEFAULT '{}'::text[] NOT NULL,
	"services_count" integer NOT NULL,
	"hosts_count" integer NOT NULL,
	"open_minutes" "int4multirange" DEFAULT '{}'::int4multirange NOT NULL,
	"next_slot_at" timestamp with time zone,
	"next_slot_end_at" timestamp with time zone,
	"next_slot_date" date,
	"next_slot_service_id" uuid,
	"next_slot_host_id" uuid,
	"fresh_until" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "species_attended" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_next_slot_host_id_users_id_fk" FOREIGN KEY ("next_slot_host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_entries_sort_idx" ON "directory_entries" USING btree ("sort_name","space_id");--> statement-breakpoint
CREATE INDEX "directory_entries_lat_lng_idx" ON "directory_entries" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "directory_entries_city_idx" ON "directory_entries" USING btree ("city_slug","sort_name","space_id");--> statement-breakpoint
CREATE INDEX "directory_entries_next_slot_idx" ON "directory_entries" USING btree ("next_slot_at");--> statement-breakpoint
CREATE INDEX "directory_entries_fresh_idx" ON "directory_entries" USING btree ("fresh_until");--> statement-breakpoint
CREATE INDEX "directory_entries_categories_idx" ON "directory_entries" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "directory_entries_species_idx" ON "directory_entries" USING gin ("species");--> statement-breakpoint
-- Text search over folded name, city and services: LIKE %q% by trigram (pg_trgm, migration 0009).
CREATE INDEX "directory_entries_search_trgm_idx" ON "directory_entries" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Names sort by code point (the folded name is plain ASCII letters), the same order as the oracle test's and
-- the same on every server whatever its default collation; the index follows the column.
ALTER TABLE "directory_entries" ALTER COLUMN "sort_name" TYPE text COLLATE "C";
