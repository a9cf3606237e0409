CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"pet_id" uuid,
	"client_id" uuid,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_space_created_idx" ON "audit_events" USING btree ("space_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_space_pet_idx" ON "audit_events" USING btree ("space_id","pet_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_events"."pet_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_space_client_idx" ON "audit_events" USING btree ("space_id","client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_events"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_space_actor_idx" ON "audit_events" USING btree ("space_id","actor_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_events"."actor_user_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_space_action_idx" ON "audit_events" USING btree ("space_id","action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_details_object" CHECK (jsonb_typeof("details") = 'object');
--> statement-breakpoint
-- The audit log is append-only (docs/decisions/036-audit-log.md): no route updates or deletes it,
-- and this trigger makes sure no code path, console session or future bug does either. The one
-- exception is the cascade from deleting the whole space: the space row is already gone when its
-- events are deleted, and a space's data leaves with it.
CREATE FUNCTION citavet_audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM spaces WHERE id = OLD.space_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION citavet_audit_events_append_only();
--> statement-breakpoint
CREATE FUNCTION citavet_audit_events_no_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: TRUNCATE refused'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_audit_events_no_truncate();
