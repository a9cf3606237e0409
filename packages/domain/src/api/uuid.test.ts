import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('takes the 8-4-4-4-12 hex form in either case and nothing else', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    expect(isUuid('0f8fad5bd9cb469fa16570867728950e')).toBe(false);
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950')).toBe(false);
    expect(isUuid(' 0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(false);
    expect(isUuid('veterinaria-central')).toBe(false);
  });

  it('agrees with zod guid, which the route schemas use', () => {
    for (const value of [
      '00000000-0000-0000-0000-000000000000',
      'c0ffee00-1234-7abc-8def-0123456789ab',
      'xyz',
    ]) {
      expect(isUuid(value)).toBe(z.guid().safeParse(value).success);
    }
  });
});
