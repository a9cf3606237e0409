CREATE TABLE "cash_closes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"for_user_id" uuid,
	"expected" jsonb NOT NULL,
	"counted" jsonb NOT NULL,
	"note" text,
	"closed_by" uuid,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_balances" (
	"charge_id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"client_id" uuid,
	"currency" text NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	"total" bigint NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"is_voided" boolean DEFAULT false NOT NULL,
	"outstanding" bigint GENERATED ALWAYS AS (CASE WHEN is_voided THEN 0 ELSE total - credited - paid + refunded END) STORED,
	CONSTRAINT "charge_balances_not_overpaid" CHECK (paid - refunded <= total - credited),
	CONSTRAINT "charge_balances_refund_within_paid" CHECK (refunded <= paid AND credited <= total),
	CONSTRAINT "charge_balances_void_unpaid" CHECK (NOT is_voided OR paid = refunded)
);
--> statement-breakpoint
CREATE TABLE "charge_lines" (
	"charge_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"service_id" uuid,
	"description" text NOT NULL,
	"quantity_milli" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"discount" jsonb,
	"tax_rate_bp" integer NOT NULL,
	"gross" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"net" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "charge_lines_charge_id_position_pk" PRIMARY KEY("charge_id","position"),
	CONSTRAINT "charge_lines_quantity_check" CHECK (quantity_milli > 0),
	CONSTRAINT "charge_lines_amounts_check" CHECK (unit_price >= 0 AND discount_amount <= gross AND net >= 0 AND tax >= 0)
);
--> statement-breakpoint
CREATE TABLE "charge_settings" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"tax_rates" jsonb NOT NULL,
	"other_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_voids" (
	"charge_id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"voided_by" uuid,
	"voided_by_name" text NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"receipt_number" integer NOT NULL,
	"client_id" uuid,
	"client_name" text,
	"pet_id" uuid,
	"pet_name" text,
	"booking_id" uuid,
	"currency" text NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"discount" jsonb,
	"note" text,
	"subtotal" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"tax_by_rate" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_amounts_check" CHECK (subtotal >= 0 AND discount_total >= 0 AND tax_total >= 0 AND total >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"space_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"credit_note_id" uuid,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"method_label" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"change_given" bigint DEFAULT 0 NOT NULL,
	"business_date" date NOT NULL,
	"taken_by" uuid,
	"taken_by_name" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK (amount > 0 AND change_given >= 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"space_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_space_id_series_pk" PRIMARY KEY("space_id","series")
);
--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_balances" ADD CONSTRAINT "charge_balances_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_balances" ADD CONSTRAINT "charge_balances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_settings" ADD CONSTRAINT "charge_settings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_voids" ADD CONSTRAINT "charge_voids_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_voids" ADD CONSTRAINT "charge_voids_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_closes_day_key" ON "cash_closes" USING btree ("space_id","business_date",coalesce(for_user_id, '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "charge_balances_client_owed_idx" ON "charge_balances" USING btree ("space_id","client_id","currency") WHERE NOT is_voided AND total - credited - paid + refunded > 0;--> statement-breakpoint
CREATE INDEX "charge_balances_space_owed_idx" ON "charge_balances" USING btree ("space_id","charged_at") WHERE NOT is_voided AND total - credited - paid + refunded > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_space_receipt_number_key" ON "charges" USING btree ("space_id","receipt_number");--> statement-breakpoint
CREATE INDEX "charges_space_created_idx" ON "charges" USING btree ("space_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charges_booking_idx" ON "charges" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "charges_client_idx" ON "charges" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charges_pet_idx" ON "charges" USING btree ("pet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_space_number_key" ON "credit_notes" USING btree ("space_id","number");--> statement-breakpoint
CREATE INDEX "credit_notes_charge_idx" ON "credit_notes" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "payments_charge_idx" ON "payments" USING btree ("charge_id","seq");--> statement-breakpoint
CREATE INDEX "payments_space_day_idx" ON "payments" USING btree ("space_id","business_date","taken_by");--> statement-breakpoint
-- Issued money rows never change (decision 071). An UPDATE may only clear a link to something
-- that was deleted (the columns named in the trigger's arguments, set to NULL by their foreign
-- keys); a DELETE is only the cascade of a space's deletion (every other parent refuses its own
-- deletion, so a delete from inside a trigger can only come from there).
CREATE OR REPLACE FUNCTION citavet_issued_row_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  link text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION '% rows are issued and cannot be deleted', TG_TABLE_NAME USING ERRCODE = 'check_violation';
  END IF;
  old_row := to_jsonb(OLD);
  new_row := to_jsonb(NEW);
  FOREACH link IN ARRAY TG_ARGV LOOP
    IF new_row -> link <> 'null'::jsonb AND new_row -> link IS DISTINCT FROM old_row -> link THEN
      RAISE EXCEPTION '% rows are issued and cannot change', TG_TABLE_NAME USING ERRCODE = 'check_violation';
    END IF;
    old_row := old_row - link;
    new_row := new_row - link;
  END LOOP;
  IF old_row IS DISTINCT FROM new_row THEN
    RAISE EXCEPTION '% rows are issued and cannot change', TG_TABLE_NAME USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER charges_immutable BEFORE UPDATE OR DELETE ON charges
  FOR EACH ROW EXECUTE FUNCTION citavet_issued_row_immutable('client_id', 'pet_id', 'booking_id', 'created_by');
--> statement-breakpoint
CREATE TRIGGER charge_lines_immutable BEFORE UPDATE OR DELETE ON charge_lines
  FOR EACH ROW EXECUTE FUNCTION citavet_issued_row_immutable('service_id');
--> statement-breakpoint
CREATE TRIGGER payments_immutable BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION citavet_issued_row_immutable('taken_by');
--> statement-breakpoint
CREATE TRIGGER credit_notes_immutable BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION citavet_issued_row_immutable('created_by');
--> statement-breakpoint
CREATE TRIGGER charge_voids_immutable BEFORE UPDATE OR DELETE ON charge_voids
  FOR EACH ROW EXECUTE FUNCTION citavet_issued_row_immutable('voided_by');
--> statement-breakpoint
CREATE TRIGGER cash_closes_immutable BEFORE UPDATE OR DELETE ON cash_closes
  FOR EACH ROW EXECUTE FUNCTION citavet_issued_row_immutable('closed_by');
--> statement-breakpoint
-- A charge's balance row, kept in the writing transaction. Its CHECKs are the money rules across
-- processes: two payments racing on one charge update the same row one after the other, and the
-- second one that would overpay fails `charge_balances_not_overpaid`.
CREATE OR REPLACE FUNCTION citavet_charge_balance_open() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO charge_balances (charge_id, space_id, client_id, currency, charged_at, total)
  VALUES (NEW.id, NEW.space_id, NEW.client_id, NEW.currency, NEW.created_at, NEW.total);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER charges_balance_open AFTER INSERT ON charges
  FOR EACH ROW EXECUTE FUNCTION citavet_charge_balance_open();
--> statement-breakpoint
-- A payment in adds to `paid`; money out is a refund under a credit note, which lowers what the
-- charge is worth by the same amount in the same UPDATE (so the CHECKs hold at every step).
CREATE OR REPLACE FUNCTION citavet_charge_balance_payment() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.direction = 'IN' THEN
    UPDATE charge_balances SET paid = paid + NEW.amount WHERE charge_id = NEW.charge_id;
  ELSE
    UPDATE charge_balances SET refunded = refunded + NEW.amount, credited = credited + NEW.amount
    WHERE charge_id = NEW.charge_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_balance AFTER INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION citavet_charge_balance_payment();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION citavet_charge_balance_void() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE charge_balances SET is_voided = true WHERE charge_id = NEW.charge_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER charge_voids_balance AFTER INSERT ON charge_voids
  FOR EACH ROW EXECUTE FUNCTION citavet_charge_balance_void();
--> statement-breakpoint
-- A closed day is locked: no payment enters a day closed for the whole clinic or for the person
-- taking it. The close and the payments of one day take the same advisory lock, so a payment
-- racing a close is either counted by it or refused. SQLSTATE CV071 → 409 DAY_CLOSED.
CREATE OR REPLACE FUNCTION citavet_cash_day_lock(space uuid, day date) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('citavet_cash_day:' || space::text), day - date '2000-01-01');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION citavet_payment_day_open() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM citavet_cash_day_lock(NEW.space_id, NEW.business_date);
  IF EXISTS (
    SELECT 1 FROM cash_closes
    WHERE space_id = NEW.space_id AND business_date = NEW.business_date
      AND (for_user_id IS NULL OR for_user_id = NEW.taken_by)
  ) THEN
    RAISE EXCEPTION 'the cash of % is closed', NEW.business_date USING ERRCODE = 'CV071';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_day_open BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION citavet_payment_day_open();
