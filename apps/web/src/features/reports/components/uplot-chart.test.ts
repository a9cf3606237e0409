import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { fromZero } from './uplot-chart';

const chart = {} as uPlot;

describe('the value axis', () => {
  it('starts at 0 so a bar of 1 is a third of a bar of 3', () => {
    const range = fromZero(chart, 1, 3);
    expect(range[0]).toBe(0);
    expect(range[1]).toBeGreaterThanOrEqual(3);
  });

  it('draws an empty period from 0 too', () => {
    const range = fromZero(chart, 0, 0);
    expect(range).toEqual([0, expect.any(Number)]);
    expect(range[1]).toBeGreaterThan(0);
  });
});
