ALTER TABLE "record_entries" ADD COLUMN "allergy_override" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_number" text;--> statement-breakpoint
-- The allergy override is part of what was signed: written with the signature, never changed after.
-- Same function as migration 0013 plus that column.
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
    OR NEW.allergy_override IS DISTINCT FROM OLD.allergy_override
    OR (NEW.author_id IS DISTINCT FROM OLD.author_id AND NEW.author_id IS NOT NULL)
    OR (NEW.signed_by_id IS DISTINCT FROM OLD.signed_by_id AND NEW.signed_by_id IS NOT NULL)
    OR (NEW.booking_id IS DISTINCT FROM OLD.booking_id AND NEW.booking_id IS NOT NULL)
  ) THEN
    RAISE EXCEPTION 'record entry % is signed and cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The setup wizard's phone and e-mail are the clinic's public contact too: spaces created before
-- the wizard filled both show them in 'Contacto' and on their public page.
UPDATE spaces SET contact_phone = phone WHERE contact_phone IS NULL AND phone IS NOT NULL;
--> statement-breakpoint
UPDATE spaces SET contact_email = email WHERE contact_email IS NULL AND email IS NOT NULL;
