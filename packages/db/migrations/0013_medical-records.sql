CREATE TABLE "record_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"original_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"content" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"search_folded" text GENERATED ALWAYS AS (citavet_fold(search_text)) STORED,
	"weight_kg" numeric(9, 3),
	"occurred_at" timestamp with time zone NOT NULL,
	"booking_id" uuid,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"signed_by_id" uuid,
	"signed_by_name" text,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_addenda" ADD CONSTRAINT "record_addenda_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_addenda" ADD CONSTRAINT "record_addenda_record_id_record_entries_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."record_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_addenda" ADD CONSTRAINT "record_addenda_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_attachments" ADD CONSTRAINT "record_attachments_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_attachments" ADD CONSTRAINT "record_attachments_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_attachments" ADD CONSTRAINT "record_attachments_record_id_record_entries_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."record_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_attachments" ADD CONSTRAINT "record_attachments_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_entries" ADD CONSTRAINT "record_entries_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_entries" ADD CONSTRAINT "record_entries_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_entries" ADD CONSTRAINT "record_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_entries" ADD CONSTRAINT "record_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_entries" ADD CONSTRAINT "record_entries_signed_by_id_users_id_fk" FOREIGN KEY ("signed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_addenda_record_idx" ON "record_addenda" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE INDEX "record_attachments_record_idx" ON "record_attachments" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "record_attachments_space_idx" ON "record_attachments" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "record_entries_pet_timeline_idx" ON "record_entries" USING btree ("pet_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_entries_space_idx" ON "record_entries" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "record_entries_booking_idx" ON "record_entries" USING btree ("booking_id");--> statement-breakpoint
-- A signed entry is the clinic's legal record: nothing of what it says changes again.
-- The API never tries (packages/domain/src/records/record-rules.ts); this trigger is the last line
-- should any code path ever try. Only the links that the database itself clears when an account
-- or a booking is deleted (ON DELETE SET NULL) may change; the names written stay.
CREATE OR REPLACE FUNCTION citavet_record_entry_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'SIGNED' AND (
    NEW.status IS DISTINCT FROM OLD.status OR NEW.kind IS DISTINCT FROM OLD.kind
    OR NEW.content IS DISTINCT FROM OLD.content OR NEW.occurred_at IS DISTINCT FROM OLD.occurred_at
    OR NEW.pet_id IS DISTINCT FROM OLD.pet_id OR NEW.space_id IS DISTINCT FROM OLD.space_id
    OR NEW.search_text IS DISTINCT FROM OLD.search_text OR NEW.weight_kg IS DISTINCT FROM OLD.weight_kg
    OR NEW.author_name IS DISTINCT FROM OLD.author_name OR NEW.signed_by_name IS DISTINCT FROM OLD.signed_by_name
    OR NEW.signed_at IS DISTINCT FROM OLD.signed_at OR NEW.updated_at IS DISTINCT FROM OLD.updated_at
    OR (NEW.author_id IS DISTINCT FROM OLD.author_id AND NEW.author_id IS NOT NULL)
    OR (NEW.signed_by_id IS DISTINCT FROM OLD.signed_by_id AND NEW.signed_by_id IS NOT NULL)
    OR (NEW.booking_id IS DISTINCT FROM OLD.booking_id AND NEW.booking_id IS NOT NULL)
  ) THEN
    RAISE EXCEPTION 'record entry % is signed and cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER record_entries_immutable BEFORE UPDATE ON record_entries
  FOR EACH ROW EXECUTE FUNCTION citavet_record_entry_immutable();
--> statement-breakpoint
-- Addenda are append-only: only the author link may be cleared by an account's deletion.
CREATE OR REPLACE FUNCTION citavet_record_addendum_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.text IS DISTINCT FROM OLD.text OR NEW.record_id IS DISTINCT FROM OLD.record_id
    OR NEW.author_name IS DISTINCT FROM OLD.author_name OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR NEW.space_id IS DISTINCT FROM OLD.space_id
    OR (NEW.author_id IS DISTINCT FROM OLD.author_id AND NEW.author_id IS NOT NULL) THEN
    RAISE EXCEPTION 'addendum % cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER record_addenda_immutable BEFORE UPDATE ON record_addenda
  FOR EACH ROW EXECUTE FUNCTION citavet_record_addendum_immutable();
--> statement-breakpoint
-- Attachments belong to drafts: none may be added to a signed entry.
CREATE OR REPLACE FUNCTION citavet_record_attachment_on_draft() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM record_entries WHERE id = NEW.record_id AND status = 'SIGNED') THEN
    RAISE EXCEPTION 'record entry % is signed: no attachment may be added', NEW.record_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER record_attachments_on_draft BEFORE INSERT ON record_attachments
  FOR EACH ROW EXECUTE FUNCTION citavet_record_attachment_on_draft();
