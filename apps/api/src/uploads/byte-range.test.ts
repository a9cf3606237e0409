import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './byte-range';

describe('parseRangeHeader', () => {
  it('reads the three forms of a single range', () => {
    expect(parseRangeHeader('bytes=0-99', 1000)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
    expect(parseRangeHeader('bytes=900-', 1000)).toEqual({
      kind: 'partial',
      range: { start: 900, end: 999 },
    });
    expect(parseRangeHeader('bytes=-100', 1000)).toEqual({
      kind: 'partial',
      range: { start: 900, end: 999 },
    });
    expect(parseRangeHeader('bytes=-5000', 1000)).toEqual({ kind: 'partial', range: { start: 0, end: 999 } });
  });

  it('clamps an end past the file to its last byte', () => {
    expect(parseRangeHeader('bytes=500-5000', 1000)).toEqual({
      kind: 'partial',
      range: { start: 500, end: 999 },
    });
  });

  it('answers unsatisfiable for ranges that start past the end or ask for nothing', () => {
    expect(parseRangeHeader('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not understand and sends the whole file', () => {
    for (const header of [undefined, '', 'bytes=5-1', 'bytes=0-1,5-9', 'items=0-5', 'bytes=-', 'bytes=a-b']) {
      expect({ header, request: parseRangeHeader(header, 1000) }).toEqual({
        header,
        request: { kind: 'whole' },
      });
    }
  });
});
