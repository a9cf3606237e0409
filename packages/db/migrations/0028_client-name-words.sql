CREATE TABLE "client_name_word_pairs" (
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"pet_id" uuid,
	"pair" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_name_words" (
	"space_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"pet_id" uuid,
	"word" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_name_word_pairs" ADD CONSTRAINT "client_name_word_pairs_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_name_word_pairs" ADD CONSTRAINT "client_name_word_pairs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_name_word_pairs" ADD CONSTRAINT "client_name_word_pairs_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_name_words" ADD CONSTRAINT "client_name_words_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_name_words" ADD CONSTRAINT "client_name_words_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_name_words" ADD CONSTRAINT "client_name_words_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_name_word_pairs_client_idx" ON "client_name_word_pairs" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_name_word_pairs_pet_idx" ON "client_name_word_pairs" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "client_name_words_client_idx" ON "client_name_words" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_name_words_pet_idx" ON "client_name_words" USING btree ("pet_id");--> statement-breakpoint
-- Decision 064. The words of a name, for search: its folded form (citavet_fold, as name_folded)
-- split on white space and ASCII punctuation, each word once. A word so never holds a LIKE wildcard,
-- an escape or a space (% _ \ are punctuation). packages/domain/src/clients/name-words.ts says the
-- same in TypeScript (the property test's oracle).
CREATE OR REPLACE FUNCTION citavet_name_words(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT word), '{}'::text[])
    FROM regexp_split_to_table(public.citavet_fold(value), '[\s!-/:-@\[-`{-~]+') AS word WHERE word <> '' $$;--> statement-breakpoint
-- Its pairs of distinct words among the first 8 (in sorted order), each "a b" with a before b in
-- byte order (the order of the pattern operators), so a pair typed in any order finds it.
CREATE OR REPLACE FUNCTION citavet_name_word_pairs(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(a.word || ' ' || b.word), '{}'::text[])
    FROM unnest((public.citavet_name_words(value))[1:8]) AS a(word)
    CROSS JOIN unnest((public.citavet_name_words(value))[1:8]) AS b(word)
    WHERE a.word ~<~ b.word $$;--> statement-breakpoint
-- The two tables follow every writer of clients.name and pets.name (the public booking's single
-- statement, the import's batches, merge, erase, anonymisation) without any of them knowing of
-- them: inserts by statement (one INSERT for a batch of 500 rows), changes by row when the name (or,
-- for a pet, its owner or space) changes; deletes cascade by foreign key.
CREATE OR REPLACE FUNCTION citavet_clients_name_words_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_name_words (space_id, client_id, pet_id, word)
    SELECT n.space_id, n.id, NULL, w.word FROM inserted_clients n CROSS JOIN unnest(citavet_name_words(n.name)) AS w(word);
  INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
    SELECT n.space_id, n.id, NULL, w.pair FROM inserted_clients n CROSS JOIN unnest(citavet_name_word_pairs(n.name)) AS w(pair);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION citavet_clients_name_words_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_name_words WHERE client_id = OLD.id AND pet_id IS NULL;
  DELETE FROM client_name_word_pairs WHERE client_id = OLD.id AND pet_id IS NULL;
  INSERT INTO client_name_words (space_id, client_id, pet_id, word)
    SELECT NEW.space_id, NEW.id, NULL, w.word FROM unnest(citavet_name_words(NEW.name)) AS w(word);
  INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
    SELECT NEW.space_id, NEW.id, NULL, w.pair FROM unnest(citavet_name_word_pairs(NEW.name)) AS w(pair);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION citavet_pets_name_words_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_name_words (space_id, client_id, pet_id, word)
    SELECT n.space_id, n.client_id, n.id, w.word FROM inserted_pets n CROSS JOIN unnest(citavet_name_words(n.name)) AS w(word);
  INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
    SELECT n.space_id, n.client_id, n.id, w.pair FROM inserted_pets n CROSS JOIN unnest(citavet_name_word_pairs(n.name)) AS w(pair);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION citavet_pets_name_words_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_name_words WHERE pet_id = OLD.id;
  DELETE FROM client_name_word_pairs WHERE pet_id = OLD.id;
  INSERT INTO client_name_words (space_id, client_id, pet_id, word)
    SELECT NEW.space_id, NEW.client_id, NEW.id, w.word FROM unnest(citavet_name_words(NEW.name)) AS w(word);
  INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
    SELECT NEW.space_id, NEW.client_id, NEW.id, w.pair FROM unnest(citavet_name_word_pairs(NEW.name)) AS w(pair);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_name_words_inserted AFTER INSERT ON clients
  REFERENCING NEW TABLE AS inserted_clients FOR EACH STATEMENT EXECUTE FUNCTION citavet_clients_name_words_inserted();--> statement-breakpoint
CREATE TRIGGER clients_name_words_updated AFTER UPDATE OF name, space_id ON clients FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.space_id IS DISTINCT FROM NEW.space_id)
  EXECUTE FUNCTION citavet_clients_name_words_updated();--> statement-breakpoint
CREATE TRIGGER pets_name_words_inserted AFTER INSERT ON pets
  REFERENCING NEW TABLE AS inserted_pets FOR EACH STATEMENT EXECUTE FUNCTION citavet_pets_name_words_inserted();--> statement-breakpoint
CREATE TRIGGER pets_name_words_updated AFTER UPDATE OF name, client_id, space_id ON pets FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.space_id IS DISTINCT FROM NEW.space_id)
  EXECUTE FUNCTION citavet_pets_name_words_updated();--> statement-breakpoint
-- Backfill: every existing name.
INSERT INTO client_name_words (space_id, client_id, pet_id, word)
  SELECT c.space_id, c.id, NULL, w.word FROM clients c CROSS JOIN unnest(citavet_name_words(c.name)) AS w(word);--> statement-breakpoint
INSERT INTO client_name_words (space_id, client_id, pet_id, word)
  SELECT p.space_id, p.client_id, p.id, w.word FROM pets p CROSS JOIN unnest(citavet_name_words(p.name)) AS w(word);--> statement-breakpoint
INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
  SELECT c.space_id, c.id, NULL, w.pair FROM clients c CROSS JOIN unnest(citavet_name_word_pairs(c.name)) AS w(pair);--> statement-breakpoint
INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
  SELECT p.space_id, p.client_id, p.id, w.pair FROM pets p CROSS JOIN unnest(citavet_name_word_pairs(p.name)) AS w(pair);--> statement-breakpoint
-- Word ranges by btree (LIKE 'word%' needs text_pattern_ops under a non-C collation), pairs by
-- equality; the owner columns are included so both are read from the index alone.
CREATE INDEX "client_name_words_word_idx" ON "client_name_words" USING btree ("space_id", "word" text_pattern_ops) INCLUDE ("client_id", "pet_id");--> statement-breakpoint
CREATE INDEX "client_name_word_pairs_pair_idx" ON "client_name_word_pairs" USING btree ("space_id", "pair") INCLUDE ("client_id", "pet_id");
