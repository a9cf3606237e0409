-- A charge's balance row is written once per charge and statement, not once per payment
-- (docs/decisions/097-charge-balance-once.md). Before, issuing a charge with two payments inserted
-- the row (paid 0) and updated it once per payment: three writes of the row, each moving the
-- client's `client_balances` row through its trigger. Now the payments' trigger is a statement one
-- over the rows the statement inserted: it adds their sums to each charge's row in one UPDATE, and
-- a charge written in the same statement as its payments gets its row from here, inserted with
-- those sums (its own trigger leaves it alone), so the client's row moves once or not at all.
-- The CHECKs on `charge_balances` still judge every change: a second payment racing the first
-- waits for its row lock, adds its sum to the committed one, and fails `charge_balances_not_overpaid`.
CREATE OR REPLACE FUNCTION citavet_charge_balance_open() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The statement's payments insert the row with their sums (citavet_charge_balance_payments):
  -- AFTER triggers fire at the statement's end, when every row it wrote is visible.
  IF EXISTS (SELECT 1 FROM payments WHERE charge_id = NEW.id) THEN
    RETURN NULL;
  END IF;
  INSERT INTO charge_balances (charge_id, space_id, client_id, currency, charged_at, total)
  VALUES (NEW.id, NEW.space_id, NEW.client_id, NEW.currency, NEW.created_at, NEW.total);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A payment in adds to `paid`; money out is a refund under a credit note, which lowers what the
-- charge is worth by the same amount in the same UPDATE (so the CHECKs hold at every step). One
-- UPDATE per charge however many payments the statement wrote; a charge with no row yet (written
-- by this same statement) gets it inserted with the sums, whichever of the two triggers fires first.
CREATE OR REPLACE FUNCTION citavet_charge_balance_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT charge_id,
      coalesce(sum(amount) FILTER (WHERE direction = 'IN'), 0) AS paid_in,
      coalesce(sum(amount) FILTER (WHERE direction <> 'IN'), 0) AS paid_out
    FROM new_payments
    GROUP BY charge_id
  ), updated AS (
    UPDATE charge_balances b
       SET paid = b.paid + m.paid_in,
           refunded = b.refunded + m.paid_out,
           credited = b.credited + m.paid_out
      FROM moved m
     WHERE b.charge_id = m.charge_id
    RETURNING b.charge_id
  )
  INSERT INTO charge_balances (charge_id, space_id, client_id, currency, charged_at, total, paid, refunded,
    credited)
  SELECT c.id, c.space_id, c.client_id, c.currency, c.created_at, c.total, m.paid_in, m.paid_out, m.paid_out
    FROM moved m JOIN charges c ON c.id = m.charge_id
   WHERE NOT EXISTS (SELECT 1 FROM updated u WHERE u.charge_id = m.charge_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER payments_balance ON payments;
--> statement-breakpoint
DROP FUNCTION citavet_charge_balance_payment();
--> statement-breakpoint
CREATE TRIGGER payments_balance AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_payments
  FOR EACH STATEMENT EXECUTE FUNCTION citavet_charge_balance_payments();
