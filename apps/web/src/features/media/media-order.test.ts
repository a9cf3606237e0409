import { describe, expect, it } from 'vitest';
import { moveByStep, moveToTarget } from './media-order';

describe('moveToTarget', () => {
  it('moves an item down to just after the target', () => {
    expect(moveToTarget(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves an item up to just before the target', () => {
    expect(moveToTarget(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the order alone for unknown ids or a drop on itself', () => {
    expect(moveToTarget(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
    expect(moveToTarget(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });
});

describe('moveByStep', () => {
  it('swaps with the next visible item, skipping hidden ones', () => {
    // 'b' is hidden by a filter: moving 'a' down passes 'c', the next item on screen.
    expect(moveByStep(['a', 'b', 'c'], ['a', 'c'], 'a', 1)).toEqual(['b', 'c', 'a']);
  });

  it('does nothing at the edges', () => {
    expect(moveByStep(['a', 'b'], ['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moveByStep(['a', 'b'], ['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
  });
});
