-- The change feed's name indexing (0043, 0060) found a round's clients and pets with `id = ANY
-- (array)`. For a round of hundreds of new names the planner chose to read the whole clients and
-- pets tables instead of probing their primary keys, three times each: its cost model prices a key
-- probe as a random page read, while every page here is in memory. At the booking bench's 20,000
-- clients, a round of 440 new names read 20,440 rows of each table three times (decision 122).
-- Now each name is found by a key probe of its own (a lateral sub-select with `offset 0`, which the
-- planner keeps as one probe per id), and the check for words and the lock are one statement.
-- The lock is taken in the ids' order, which array_agg's ORDER BY makes the uuid order, as before.
CREATE OR REPLACE FUNCTION citavet_feed_index_names(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  client_ids uuid[];
  pet_ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT (c.new_row).client_id ORDER BY (c.new_row).client_id)
           FILTER (WHERE (c.new_row).client_id IS NOT NULL),
         array_agg(DISTINCT c.pet_id ORDER BY c.pet_id) FILTER (WHERE c.pet_id IS NOT NULL)
    INTO client_ids, pet_ids
    FROM booking_changes c WHERE c.id = ANY (ids) AND c.old_row IS NULL AND c.new_row IS NOT NULL;
  IF client_ids IS NULL AND pet_ids IS NULL THEN RETURN; END IF;
  -- Only the names still without words are locked (0060), each as it is probed, in id order.
  SELECT array_agg(cl.id) INTO client_ids
    FROM unnest(client_ids) AS u(id)
   CROSS JOIN LATERAL (SELECT c1.id FROM clients c1
      WHERE c1.id = u.id
        AND NOT EXISTS (SELECT 1 FROM client_name_words w WHERE w.client_id = c1.id AND w.pet_id IS NULL)
      OFFSET 0 FOR NO KEY UPDATE) AS cl;
  SELECT array_agg(p.id) INTO pet_ids
    FROM unnest(pet_ids) AS u(id)
   CROSS JOIN LATERAL (SELECT p1.id FROM pets p1
      WHERE p1.id = u.id
        AND NOT EXISTS (SELECT 1 FROM client_name_words w WHERE w.client_id = p1.client_id AND w.pet_id = p1.id)
      OFFSET 0 FOR NO KEY UPDATE) AS p;
  IF client_ids IS NULL AND pet_ids IS NULL THEN RETURN; END IF;
  -- Checked again under the lock, in a statement of its own (a new snapshot): a rename that
  -- committed while the lock waited has indexed the name itself.
  WITH named AS (
      SELECT cl.space_id, cl.id AS client_id, NULL::uuid AS pet_id, citavet_name_words(cl.name) AS words
        FROM unnest(client_ids) AS u(id)
       CROSS JOIN LATERAL (SELECT c1.space_id, c1.id, c1.name FROM clients c1
          WHERE c1.id = u.id
            AND NOT EXISTS (SELECT 1 FROM client_name_words w WHERE w.client_id = c1.id AND w.pet_id IS NULL)
          OFFSET 0) AS cl
      UNION ALL
      SELECT p.space_id, p.client_id, p.id, citavet_name_words(p.name)
        FROM unnest(pet_ids) AS u(id)
       CROSS JOIN LATERAL (SELECT p1.space_id, p1.client_id, p1.id, p1.name FROM pets p1
          WHERE p1.id = u.id
            AND NOT EXISTS (SELECT 1 FROM client_name_words w WHERE w.client_id = p1.client_id AND w.pet_id = p1.id)
          OFFSET 0) AS p),
    single AS (INSERT INTO client_name_words (space_id, client_id, pet_id, word)
      SELECT named.space_id, named.client_id, named.pet_id, w.word FROM named CROSS JOIN unnest(named.words) AS w(word))
  INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
    SELECT named.space_id, named.client_id, named.pet_id, w.pair FROM named CROSS JOIN unnest(citavet_word_pairs(named.words)) AS w(pair);
END;
$$;
