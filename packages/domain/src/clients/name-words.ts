/**
 * The words of a name as the search's words tables hold them (migration 0028, `citavet_name_words`
 * and `citavet_word_pairs`; decision 064): folded (accents and case dropped), split on white
 * space and ASCII punctuation, each word once. The database folds with `unaccent`; here NFD and
 * dropping the combining marks, which agree on the letters Spanish names use (á é í ó ú ü ñ ç…),
 * not on every letter (ß, æ, ø fold differently): this copy decides only which plan a search takes,
 * and is the property test's oracle on Spanish names.
 */
const SEPARATORS = /[\s!-/:-@[-`{-~]+/u;
/** Pairs are made among the first this many words (in sorted order) of a name. */
export const MAX_PAIRED_WORDS = 8;
/** Query words shorter than this are left out of the similar-names match (they match too much). */
export const MIN_MATCHED_WORD_LENGTH = 3;

export function foldName(name: string): string {
  return name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** Distinct folded words, in byte (code point) order. */
export function nameWords(name: string): string[] {
  const words = new Set(
    foldName(name)
      .split(SEPARATORS)
      .filter((word) => word !== ''),
  );
  return [...words].sort(byCodePoint);
}

/**
 * "a b" for every two distinct words a < b (byte order) among the first MAX_PAIRED_WORDS. The
 * database takes the first words in its collation's order: the same words whenever a name has at
 * most MAX_PAIRED_WORDS of them.
 */
export function nameWordPairs(name: string): string[] {
  const words = nameWords(name).slice(0, MAX_PAIRED_WORDS);
  return words.flatMap((first, index) => words.slice(index + 1).map((second) => `${first} ${second}`));
}

/** Whether a search text has two words long enough for the word-pair match of similar names. */
export function hasSeveralMatchableWords(text: string): boolean {
  return nameWords(text).filter((word) => [...word].length >= MIN_MATCHED_WORD_LENGTH).length >= 2;
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
