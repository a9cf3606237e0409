import { describe, expect, it } from 'vitest';
import { hasSeveralMatchableWords, nameWordPairs, nameWords } from './name-words';

describe('nameWords', () => {
  it('folds accents and case, splits on spaces and ASCII punctuation, keeps each word once', () => {
    expect(nameWords("José-María  O'Brien (Núñez) josé")).toEqual(['brien', 'jose', 'maria', 'nunez', 'o']);
    expect(nameWords('  ')).toEqual([]);
    // A typographic apostrophe is no ASCII punctuation: the word stays whole, as in the database.
    expect(nameWords('O’Neill')).toEqual(['o’neill']);
  });

  it('pairs distinct words in byte order', () => {
    expect(nameWordPairs('Rosa García García')).toEqual(['garcia rosa']);
    expect(nameWordPairs('Ana Pérez López')).toEqual(['ana lopez', 'ana perez', 'lopez perez']);
    expect(nameWordPairs('Luna')).toEqual([]);
  });

  it('takes the word-pair match only for two words of three letters or more', () => {
    expect(hasSeveralMatchableWords('rosa garcia')).toBe(true);
    expect(hasSeveralMatchableWords('maria g')).toBe(false);
    expect(hasSeveralMatchableWords('gonzales')).toBe(false);
  });
});
