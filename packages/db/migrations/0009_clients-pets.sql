-- Clients and pets. Search folds accents and case (unaccent) and matches fuzzily
-- (pg_trgm); PGlite loads both extensions at start (packages/db/src/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes this wrapper
-- safe to declare IMMUTABLE, which indexes need.
CREATE OR REPLACE FUNCTION citavet_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(value)) $$;
--> statement-breakpoint
-- The national significant number of a phone as typed: the same rule as phoneDigits() in
-- packages/domain/src/clients/phone-number.ts (a test keeps both in step). International when a "+"
-- comes before any digit or the digits start with "00"; then the known calling code goes; then one
-- trunk "0". The codes are prefix-free, so the alternation's order does not matter.
CREATE OR REPLACE FUNCTION citavet_phone_digits(raw text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT nullif(regexp_replace(
      CASE WHEN raw ~ '^[^0-9]*\+' OR digits LIKE '00%'
        THEN regexp_replace(regexp_replace(digits, '^00', ''), '^(1|33|34|39|44|49|51|52|53|54|55|56|57|58|351|502|503|504|505|506|507|591|593|595|598)', '')
        ELSE digits
      END, '^0', ''), '')
    FROM (SELECT regexp_replace(raw, '[^0-9]', '', 'g') AS digits) AS typed
  $$;
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"breed" text,
	"sex" text DEFAULT 'desconocido' NOT NULL,
	"is_neutered" boolean DEFAULT false NOT NULL,
	"birth_date" date,
	"is_birth_date_estimated" boolean DEFAULT false NOT NULL,
	"color" text,
	"microchip" text,
	"alerts" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_media_id" uuid,
	"deceased_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pets_microchip_digits" CHECK ("pets"."microchip" ~ '^[0-9]{15}$')
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (citavet_phone_digits(phone)) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "document_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminder_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pets_client_idx" ON "pets" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "pets_space_idx" ON "pets" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pets_space_microchip_unique" ON "pets" USING btree ("space_id","microchip") WHERE "pets"."microchip" is not null;--> statement-breakpoint
CREATE INDEX "clients_space_phone_digits_idx" ON "clients" USING btree ("space_id","phone_digits");
--> statement-breakpoint
-- Search: the generated phone_digits column above was filled for every existing client when added.
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin (citavet_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_digits_trgm_idx" ON "clients" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_document_trgm_idx" ON "clients" USING gin (citavet_fold("document_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_name_trgm_idx" ON "pets" USING gin (citavet_fold("name") gin_trgm_ops);--> statement-breakpoint
-- Documents compare without punctuation, microchips by prefix: without these two indexes either
-- branch of the search's OR turned the whole match into a scan of the space's clients or pets.
CREATE INDEX "clients_document_key_idx" ON "clients" USING btree ("space_id", regexp_replace(lower("document_id"), '[^0-9a-z]', '', 'g'));--> statement-breakpoint
CREATE INDEX "pets_microchip_pattern_idx" ON "pets" USING btree ("microchip" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (citavet_fold(name)) STORED;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (citavet_fold(name)) STORED;--> statement-breakpoint
-- Client search (docs/decisions/021, "Search figures"): the exact and prefix tiers come from btree
-- ranges (LIKE 'text%' needs text_pattern_ops under a non-C collation) and stop at a LIMIT, the
-- fuzzy tier from the trigram indexes, now on the stored folded names so a recheck reads a column
-- instead of calling unaccent. The plain list reads clients in folded-name order from an index.
CREATE INDEX "clients_name_folded_pattern_idx" ON "clients" USING btree ("space_id", "name_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_name_folded_order_idx" ON "clients" USING btree ("space_id", "name_folded", "id");--> statement-breakpoint
CREATE INDEX "clients_email_pattern_idx" ON "clients" USING btree ("space_id", lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_digits_pattern_idx" ON "clients" USING btree ("space_id", "phone_digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pets_name_folded_pattern_idx" ON "pets" USING btree ("space_id", "name_folded" text_pattern_ops);--> statement-breakpoint
DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "pets_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_name_folded_trgm_idx" ON "clients" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_name_folded_trgm_idx" ON "pets" USING gin ("name_folded" gin_trgm_ops);
--> statement-breakpoint
-- Similar names nearest first (ORDER BY text <<-> name_folded LIMIT n): GIN cannot order, GiST can.
CREATE INDEX "clients_name_folded_gist_idx" ON "clients" USING gist ("name_folded" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_name_folded_gist_idx" ON "pets" USING gist ("name_folded" gist_trgm_ops);
