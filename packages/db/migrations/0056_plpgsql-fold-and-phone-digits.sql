-- The two folding functions of migration 0009, with the same results, in PL/pgSQL
-- (docs/decisions/108-folding-functions-in-plpgsql.md).
-- Neither SQL body can be inlined: citavet_phone_digits reads from a subquery, and citavet_fold calls
-- unaccent(), which is only STABLE, from an IMMUTABLE function. A SQL function that is not inlined is
-- parsed and planned again in every statement that calls it. A public booking calls them five times:
-- its phone lookup, its pet lookup, and the client's phone_digits and the client's and pet's
-- name_folded generated columns. PL/pgSQL keeps a function's plans for the connection's life, and
-- evaluates a one-expression body without the executor.
-- Same names, same arguments and attributes, same results: the generated columns, the indexes on
-- them and on citavet_phone_digits(...) (0051) stay valid, and phoneDigits() in
-- packages/domain/src/clients/phone-number.ts is still the rule's other half, kept in step by a test.
CREATE OR REPLACE FUNCTION citavet_fold(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
BEGIN
  RETURN public.unaccent('public.unaccent'::regdictionary, lower(value));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION citavet_phone_digits(raw text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  digits text := regexp_replace(raw, '[^0-9]', '', 'g');
BEGIN
  RETURN nullif(regexp_replace(
    CASE WHEN raw ~ '^[^0-9]*\+' OR digits LIKE '00%'
      THEN regexp_replace(regexp_replace(digits, '^00', ''), '^(1|33|34|39|44|49|51|52|53|54|55|56|57|58|351|502|503|504|505|506|507|591|593|595|598)', '')
      ELSE digits
    END, '^0', ''), '');
END
$$;
