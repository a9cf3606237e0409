ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_space_id_spaces_id_fk";
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "pending_owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "ownership_offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_pending_owner_user_id_users_id_fk" FOREIGN KEY ("pending_owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spaces_deleted_idx" ON "spaces" USING btree ("deleted_at") WHERE "spaces"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "spaces_owner_idx" ON "spaces" USING btree ("owner_user_id");--> statement-breakpoint
-- The OWNER of every existing space: its creator while still an ADMIN of it, otherwise the ADMIN
-- who joined first (an OWNER is always an ADMIN member; docs/decisions/067-space-owner-and-soft-deletion.md).
UPDATE "spaces" s SET "owner_user_id" = COALESCE(
  (SELECT m.user_id FROM space_members m
    WHERE m.space_id = s.id AND m.user_id = s.created_by AND m.role = 'ADMIN'),
  (SELECT m.user_id FROM space_members m
    WHERE m.space_id = s.id AND m.role = 'ADMIN' ORDER BY m.joined_at, m.user_id LIMIT 1)
);
--> statement-breakpoint
-- The audit log no longer follows its space (the foreign key is gone above): no DELETE passes,
-- whatever route, console session or cascade asks. A space is never deleted as a row any more
-- (soft deletion, then a purge that keeps a tombstone), so the old exception has no use.
CREATE OR REPLACE FUNCTION citavet_audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
-- A signed entry, its addenda and the attachments of a signed entry are the clinic's legal record:
-- no DELETE removes them, neither a statement nor a cascade from a pet, a client, a space or an
-- account. Drafts (and their attachments) may still go.
CREATE FUNCTION citavet_record_entry_no_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'SIGNED' THEN
    RAISE EXCEPTION 'record entry % is signed and cannot be deleted', OLD.id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER record_entries_no_delete BEFORE DELETE ON record_entries
  FOR EACH ROW EXECUTE FUNCTION citavet_record_entry_no_delete();
--> statement-breakpoint
CREATE FUNCTION citavet_record_addendum_no_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'addendum % cannot be deleted', OLD.id USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER record_addenda_no_delete BEFORE DELETE ON record_addenda
  FOR EACH ROW EXECUTE FUNCTION citavet_record_addendum_no_delete();
--> statement-breakpoint
CREATE FUNCTION citavet_record_attachment_no_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM record_entries WHERE id = OLD.record_id AND status = 'SIGNED') THEN
    RAISE EXCEPTION 'attachment % belongs to a signed entry and cannot be deleted', OLD.id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER record_attachments_no_delete BEFORE DELETE ON record_attachments
  FOR EACH ROW EXECUTE FUNCTION citavet_record_attachment_no_delete();
--> statement-breakpoint
CREATE FUNCTION citavet_medical_record_no_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% holds the legal record: TRUNCATE refused', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER record_entries_no_truncate BEFORE TRUNCATE ON record_entries
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_medical_record_no_truncate();
--> statement-breakpoint
CREATE TRIGGER record_addenda_no_truncate BEFORE TRUNCATE ON record_addenda
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_medical_record_no_truncate();
--> statement-breakpoint
CREATE TRIGGER record_attachments_no_truncate BEFORE TRUNCATE ON record_attachments
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_medical_record_no_truncate();
