-- The space's professionals in the order a plan keeps them (docs/decisions/111-kept-professionals.md).
-- A professional is a member with an active schedule of one of the space's services; a plan that
-- keeps N of them keeps the first N by the creation of their first active schedule. Every booking
-- with plan limits on asked where its professional stands, by grouping every active schedule of the
-- space: ~0.12–0.18 ms of PostgreSQL a booking in a 31-professional clinic, growing with the clinic.
-- The triggers below keep one row per professional and space, so the question is an index count.
CREATE TABLE "space_professionals" (
	"space_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"first_active_at" timestamp with time zone NOT NULL,
	CONSTRAINT "space_professionals_space_id_host_id_pk" PRIMARY KEY("space_id","host_id")
);
--> statement-breakpoint
ALTER TABLE "space_professionals" ADD CONSTRAINT "space_professionals_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_professionals" ADD CONSTRAINT "space_professionals_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "space_professionals_order_idx" ON "space_professionals" USING btree ("space_id","first_active_at","host_id");--> statement-breakpoint
-- Recomputes, from their schedules, the rows of these hosts in every space. The hosts are locked in
-- order first: two transactions changing one host's schedules take turns, and the second's count
-- (a fresh snapshot per statement) sees the first's committed schedules, so the earliest survives.
CREATE FUNCTION citavet_keep_professionals(hosts uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  host uuid;
BEGIN
  IF coalesce(cardinality(hosts), 0) = 0 THEN RETURN; END IF;
  FOR host IN SELECT DISTINCT h FROM unnest(hosts) AS h WHERE h IS NOT NULL ORDER BY h LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended('citavet-professional:' || host, 0));
  END LOOP;
  WITH fresh AS (
      SELECT sv.space_id, ss.host_id, min(ss.created_at) AS first_active_at
        FROM service_schedules ss JOIN services sv ON sv.id = ss.service_id
       WHERE ss.host_id = ANY (hosts) AND ss.is_active
       GROUP BY sv.space_id, ss.host_id),
    gone AS (
      DELETE FROM space_professionals k
       WHERE k.host_id = ANY (hosts)
         AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.space_id = k.space_id AND f.host_id = k.host_id))
  INSERT INTO space_professionals (space_id, host_id, first_active_at)
  SELECT fresh.space_id, fresh.host_id, fresh.first_active_at FROM fresh
  ON CONFLICT (space_id, host_id) DO UPDATE SET first_active_at = excluded.first_active_at
   WHERE space_professionals.first_active_at IS DISTINCT FROM excluded.first_active_at;
END
$$;
--> statement-breakpoint
CREATE FUNCTION citavet_professionals_schedules_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM citavet_keep_professionals(ARRAY(SELECT DISTINCT n.host_id FROM inserted_schedules n WHERE n.is_active));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION citavet_professionals_schedules_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM citavet_keep_professionals(ARRAY(SELECT DISTINCT o.host_id FROM deleted_schedules o WHERE o.is_active));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only a change of what the order is made of (host, service, active, creation) recomputes: a
-- schedule's hours or price change nothing here.
CREATE FUNCTION citavet_professionals_schedules_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM citavet_keep_professionals(ARRAY(
    SELECT changed.host_id FROM old_schedules o JOIN new_schedules n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.host_id), (n.host_id)) AS changed(host_id)
     WHERE (o.host_id, o.service_id, o.is_active, o.created_at)
           IS DISTINCT FROM (n.host_id, n.service_id, n.is_active, n.created_at)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER service_schedules_professionals_inserted AFTER INSERT ON service_schedules
  REFERENCING NEW TABLE AS inserted_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_professionals_schedules_inserted();
--> statement-breakpoint
CREATE TRIGGER service_schedules_professionals_deleted AFTER DELETE ON service_schedules
  REFERENCING OLD TABLE AS deleted_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_professionals_schedules_deleted();
--> statement-breakpoint
CREATE TRIGGER service_schedules_professionals_updated AFTER UPDATE ON service_schedules
  REFERENCING OLD TABLE AS old_schedules NEW TABLE AS new_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_professionals_schedules_updated();
--> statement-breakpoint
INSERT INTO space_professionals (space_id, host_id, first_active_at)
SELECT sv.space_id, ss.host_id, min(ss.created_at)
  FROM service_schedules ss JOIN services sv ON sv.id = ss.service_id
 WHERE ss.is_active
 GROUP BY sv.space_id, ss.host_id;
