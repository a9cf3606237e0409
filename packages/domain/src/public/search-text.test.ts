import { describe, expect, it } from 'vitest';
import { ACCENTED_LETTERS, containsPattern, foldSearchText, PLAIN_LETTERS } from './search-text';

describe('directory search text', () => {
  it('maps every accented letter to one plain letter (translate() needs equal lengths)', () => {
    expect([...ACCENTED_LETTERS]).toHaveLength([...PLAIN_LETTERS].length);
  });

  it('folds case and accents the way the database does', () => {
    expect(foldSearchText('MÁLAGA')).toBe('malaga');
    expect(foldSearchText('Ávila Peñíscola Çà')).toBe('avila peniscola ca');
  });

  it('builds a contains pattern whose LIKE wildcards match themselves', () => {
    expect(containsPattern('  Málaga ')).toBe('%malaga%');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
