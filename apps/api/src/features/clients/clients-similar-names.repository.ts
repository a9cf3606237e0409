import { clients } from '@citavet/db/schema/bookings';
import { type SQL, sql } from 'drizzle-orm';

/** As in clients-search.repository.ts: one way to match, read up to `limit` client ids. */
type Branch = (limit: number) => SQL;

/**
 * Names similar to a full name, by its word pairs (decision 064): each word of the text (three
 * letters or more, the first 8) stands for the words of the space's names that start with it or are
 * similar to it (trigram similarity ≥ 0.5), found among the words sharing its first three letters
 * by a loose index scan (one probe per distinct word); a name matches when it holds at least 60% of
 * the text's words, which it shows by holding pairs of them (`client_name_word_pairs`, exact
 * lookups of a few hundred rows, where one common word alone has thousands). Nearest first: most
 * words matched, then most letters matched, then id — not the trigram closeness of each whole name,
 * which took a heap read and a `similarity()` per candidate (360 of them: 3.5 ms for a full name of
 * the bench); the page is then ranked by closeness as ever. LIMITs bound the planner's estimates:
 * past ~100,000 cost units PostgreSQL JIT-compiles the statement, 50–90 ms.
 */
/** The letters of the query words a name matched: the mask's bits weighted by the words' lengths. */
const LETTERS_MATCHED = sql.raw(
  Array.from({ length: 8 }, (_, bit) => `(m.mask >> ${bit} & 1) * coalesce(l.lengths[${bit + 1}], 0)`).join(
    ' + ',
  ),
);

export function similarByWordPairs(
  spaceId: string,
  text: string,
  owner: 'client' | 'pet',
  active: SQL,
): Branch {
  const isPet = owner === 'pet';
  return (limit) => sql`with recursive
      query_words as (
        select u.word, u.i, left(u.word, 3) as lo
        from unnest(citavet_name_words(${text})) with ordinality as u(word, i)
        where length(u.word) >= 3 limit 8),
      vocabulary as (
        select q.i, q.word as query_word, q.lo, (select v.word from client_name_words v
            where v.space_id = ${spaceId} and v.word ~>=~ q.lo and v.word ~<~ (q.lo || chr(1114111))
            order by v.word using ~<~ limit 1) as word
          from query_words q
        union all
        select s.i, s.query_word, s.lo, (select v.word from client_name_words v
            where v.space_id = ${spaceId} and v.word ~>~ s.word and v.word ~<~ (s.lo || chr(1114111))
            order by v.word using ~<~ limit 1)
          from vocabulary s where s.word is not null),
      near as (
        select distinct v.i, v.word from vocabulary v
        where v.word like v.query_word || '%' or similarity(v.word, v.query_word) >= 0.5 limit 64),
      pairs as (
        select a.i, b.i as j,
          case when a.word ~<~ b.word then a.word || ' ' || b.word else b.word || ' ' || a.word end as pair
        from near a join near b on a.i < b.i and a.word <> b.word limit 64),
      matched as (
        select w.client_id, w.pet_id, bit_or((1 << (p.i - 1)::int) | (1 << (p.j - 1)::int)) as mask
        from pairs p join client_name_word_pairs w on w.space_id = ${spaceId} and w.pair = p.pair
        where w.pet_id is ${isPet ? sql`not null` : sql`null`}
        group by w.client_id, w.pet_id),
      scored as (
        select m.client_id, m.pet_id, bit_count(m.mask::bit(8)) as words,
          ${LETTERS_MATCHED} as letters
        from matched m cross join (select array_agg(length(q.word) order by q.i) as lengths from query_words q) l
        where bit_count(m.mask::bit(8)) >= (select ceil(0.6 * count(*)) from query_words))
    select s.client_id as id
    from (select * from scored order by words desc, letters desc, client_id, pet_id offset 0) s
    where exists (select 1 from ${clients} c where c.id = s.client_id ${active})
    limit ${limit}`;
}
