import { clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
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
 * words matched, then the closest name. At most 500 candidates are ranked (most words matched
 * first). LIMITs bound the planner's estimates too: past ~100,000 cost units PostgreSQL JIT-compiles
 * the statement, 50–90 ms.
 */
export function similarByWordPairs(spaceId: string, text: string, owner: 'client' | 'pet', active: SQL): Branch {
  const isPet = owner === 'pet';
  const ownerName = isPet
    ? sql`(select p.name_folded from ${pets} p join ${clients} c on c.id = p.client_id
        where p.id = m.pet_id ${active} offset 0)`
    : sql`(select c.name_folded from ${clients} c where c.id = m.client_id ${active} offset 0)`;
  const matchedWords = sql`bit_count(bit_or((1 << (p.i - 1)::int) | (1 << (p.j - 1)::int))::bit(8))`;
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
        select w.client_id, w.pet_id, ${matchedWords} as words
        from pairs p join client_name_word_pairs w on w.space_id = ${spaceId} and w.pair = p.pair
        where w.pet_id is ${isPet ? sql`not null` : sql`null`}
        group by w.client_id, w.pet_id
        having ${matchedWords} >= (select ceil(0.6 * count(*)) from query_words)
        order by 3 desc limit 500)
    select m.client_id as id from matched m cross join lateral ${ownerName} as n(name_folded)
    order by m.words desc, similarity(n.name_folded, citavet_fold(${text})) desc, m.client_id, m.pet_id
    limit ${limit}`;
}
