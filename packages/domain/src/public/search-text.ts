// Accent- and case-insensitive search of the clinic directory. `unaccent` is not installed on every
// server, so the database folds text with translate() over this fixed mapping, and the query text is
// folded here the same way: 'Málaga', 'MALAGA' and 'malaga' all match.

/** Accented letters, upper and lower case: lower() only folds ASCII under the C collation. */
export const ACCENTED_LETTERS = 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç';
export const PLAIN_LETTERS = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

const FOLDED = new Map(
  [...ACCENTED_LETTERS].map((letter, index) => [letter, PLAIN_LETTERS[index] ?? letter]),
);

export function foldSearchText(text: string): string {
  return [...text.toLowerCase()].map((letter) => FOLDED.get(letter) ?? letter).join('');
}

/** A LIKE pattern matching the folded text anywhere; %, _ and \ in the text match themselves. */
export function containsPattern(text: string): string {
  return `%${foldSearchText(text.trim()).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
