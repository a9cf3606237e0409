-- The change feed indexes the names of its new bookings' clients and pets that have no words yet
-- (0043). It locked every one of those clients and pets first, so that a rename could not slip in
-- between its read of the name and its insert of the words; a row lock writes the row's page and a
-- WAL record. A returning client's name and pet have their words already, so nothing was ever
-- indexed for them, yet each booking of theirs locked both rows. Now only the names still without
-- words are locked, then checked again under the lock as before. A name with words was indexed by a
-- trigger, a rename or an earlier round; a rename in flight re-indexes it itself when it commits.
CREATE OR REPLACE FUNCTION citavet_feed_index_names(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  client_ids uuid[];
  pet_ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT (c.new_row).client_id) FILTER (WHERE (c.new_row).client_id IS NOT NULL),
         array_agg(DISTINCT c.pet_id) FILTER (WHERE c.pet_id IS NOT NULL)
    INTO client_ids, pet_ids
    FROM booking_changes c WHERE c.id = ANY (ids) AND c.old_row IS NULL AND c.new_row IS NOT NULL;
  IF client_ids IS NULL AND pet_ids IS NULL THEN RETURN; END IF;
  SELECT array_agg(cl.id) INTO client_ids FROM clients cl
   WHERE cl.id = ANY (client_ids)
     AND NOT EXISTS (SELECT 1 FROM client_name_words w WHERE w.client_id = cl.id AND w.pet_id IS NULL);
  SELECT array_agg(p.id) INTO pet_ids FROM pets p
   WHERE p.id = ANY (pet_ids)
     AND NOT EXISTS (SELECT 1 FROM client_name_words w WHERE w.client_id = p.client_id AND w.pet_id = p.id);
  IF client_ids IS NULL AND pet_ids IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM clients WHERE id = ANY (client_ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM 1 FROM pets WHERE id = ANY (pet_ids) ORDER BY id FOR NO KEY UPDATE;
  WITH named AS (
      SELECT cl.space_id, cl.id AS client_id, NULL::uuid AS pet_id, citavet_name_words(cl.name) AS words
        FROM clients cl
       WHERE cl.id = ANY (client_ids)
         AND NOT EXISTS (SELECT 1 FROM client_name_words w WHERE w.client_id = cl.id AND w.pet_id IS NULL)
      UNION ALL
      SELECT p.space_id, p.client_id, p.id, citavet_name_words(p.name)
        FROM pets p
       WHERE p.id = ANY (pet_ids)
         AND NOT EXISTS (SELECT 1 FROM client_name_words w WHERE w.client_id = p.client_id AND w.pet_id = p.id)),
    single AS (INSERT INTO client_name_words (space_id, client_id, pet_id, word)
      SELECT named.space_id, named.client_id, named.pet_id, w.word FROM named CROSS JOIN unnest(named.words) AS w(word))
  INSERT INTO client_name_word_pairs (space_id, client_id, pet_id, pair)
    SELECT named.space_id, named.client_id, named.pet_id, w.pair FROM named CROSS JOIN unnest(citavet_word_pairs(named.words)) AS w(pair);
END;
$$;
