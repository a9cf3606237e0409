ALTER TABLE "pets" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "photo_bytes" integer;--> statement-breakpoint
-- A photo's key and size go together (decision 033).
ALTER TABLE "pets" ADD CONSTRAINT "pets_photo_key_bytes" CHECK (("photo_key" is null) = ("photo_bytes" is null));--> statement-breakpoint
-- Search reads the stored folded names (name_folded and its own trigram index); these two trigram
-- indexes on citavet_fold(name) served no query since then and cost every insert (the CSV import).
DROP INDEX IF EXISTS "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "pets_name_trgm_idx";
