CREATE TABLE "client_balances" (
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"charges_owed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_balances_space_id_client_id_currency_pk" PRIMARY KEY("space_id","client_id","currency"),
	CONSTRAINT "client_balances_not_negative" CHECK (owed >= 0 AND charges_owed >= 0)
);
--> statement-breakpoint
ALTER TABLE "client_balances" ADD CONSTRAINT "client_balances_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_balances" ADD CONSTRAINT "client_balances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A client's balance ('Saldo'), kept in the transaction that moves one of their charges: each
-- charge adds its `outstanding` (and 1 to `charges_owed` while it owes something) to the row of its
-- client and currency. A payment, credit note or void changes the charge's balance row, and this
-- trigger moves the difference; a charge whose client is deleted or changed leaves the old row.
-- Reading a client's balance is then one row per currency (docs/decisions/080-charges-figures.md).
CREATE OR REPLACE FUNCTION citavet_client_balance_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_owed bigint := 0;
  new_owed bigint := 0;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.client_id IS NOT NULL THEN
    old_owed := greatest(OLD.outstanding, 0);
  END IF;
  IF NEW.client_id IS NOT NULL THEN
    new_owed := greatest(NEW.outstanding, 0);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.client_id IS NOT DISTINCT FROM NEW.client_id AND OLD.currency = NEW.currency THEN
    -- The same client and currency: move the difference. The row exists whenever old_owed > 0;
    -- a charge owing again after a refund may find it gone (a CHECK judges an INSERT's values
    -- before ON CONFLICT, so a lower figure is never written as an insert).
    IF old_owed = new_owed THEN
      RETURN NULL;
    END IF;
    UPDATE client_balances
       SET owed = owed + new_owed - old_owed,
           charges_owed = charges_owed + (new_owed > 0)::int - (old_owed > 0)::int
     WHERE space_id = NEW.space_id AND client_id = NEW.client_id AND currency = NEW.currency;
    IF NOT FOUND AND new_owed > old_owed THEN
      INSERT INTO client_balances AS cb (space_id, client_id, currency, owed, charges_owed)
      VALUES (NEW.space_id, NEW.client_id, NEW.currency, new_owed - old_owed, (new_owed > 0)::int)
      ON CONFLICT (space_id, client_id, currency) DO UPDATE
        SET owed = cb.owed + EXCLUDED.owed, charges_owed = cb.charges_owed + EXCLUDED.charges_owed;
    END IF;
    RETURN NULL;
  END IF;
  IF old_owed > 0 THEN
    UPDATE client_balances SET owed = owed - old_owed, charges_owed = charges_owed - 1
     WHERE space_id = OLD.space_id AND client_id = OLD.client_id AND currency = OLD.currency;
  END IF;
  IF new_owed > 0 THEN
    INSERT INTO client_balances AS cb (space_id, client_id, currency, owed, charges_owed)
    VALUES (NEW.space_id, NEW.client_id, NEW.currency, new_owed, 1)
    ON CONFLICT (space_id, client_id, currency) DO UPDATE
      SET owed = cb.owed + EXCLUDED.owed, charges_owed = cb.charges_owed + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER charge_balances_client_balance AFTER INSERT OR UPDATE ON charge_balances
  FOR EACH ROW EXECUTE FUNCTION citavet_client_balance_keep();
--> statement-breakpoint
INSERT INTO client_balances (space_id, client_id, currency, owed, charges_owed)
SELECT space_id, client_id, currency, sum(outstanding), count(*)
  FROM charge_balances
 WHERE client_id IS NOT NULL AND outstanding > 0
 GROUP BY space_id, client_id, currency;
