import { describe, expect, it } from 'vitest';
import { TranspositionTable } from '../../src/search/transposition.ts';

function entries(tt: TranspositionTable): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  tt.forEach((k, l, u, d) => out.push([k, l, u, d]));
  return out;
}

describe('the transposition table of bounds', () => {
  it('stores bounds per key and depth, and reset empties it', () => {
    const tt = new TranspositionTable(1 << 18);
    expect(tt.has(5, 3)).toBe(false);
    tt.store(5, 3, -Infinity, 0);
    tt.store(9, 2, 1, Infinity);
    expect(tt.has(5, 3)).toBe(true);
    expect(tt.has(5, 2)).toBe(false); // another remaining depth is another game
    expect(entries(tt)).toEqual([
      [5, -Infinity, 0, 3],
      [9, 1, Infinity, 2],
    ]);
    tt.reset();
    expect(tt.has(5, 3)).toBe(false);
    expect(tt.size).toBe(0);
    expect(entries(tt)).toEqual([]);
  });

  it('intersects new bounds with the entry already there (same depth), replaces across depths', () => {
    const tt = new TranspositionTable(1 << 18);
    tt.store(7, 4, -Infinity, 1); // at most 1
    tt.store(7, 4, 0, Infinity); // at least 0
    expect(entries(tt)).toEqual([[7, 0, 1, 4]]);
    tt.store(7, 4, 1, Infinity); // at least 1: now exact
    expect(entries(tt)).toEqual([[7, 1, 1, 4]]);
    tt.store(7, 2, -0.5, -0.5);
    expect(entries(tt)).toEqual([[7, -0.5, -0.5, 2]]);
  });

  it('survives the generation counter wrapping around', () => {
    const tt = new TranspositionTable(1 << 18);
    tt.store(3, 1, 0, 0);
    tt.generation = 0xffffffff;
    tt.stamp[3] = 0xffffffff;
    tt.reset();
    expect(tt.generation).toBe(1);
    expect(tt.has(3, 1)).toBe(false);
  });
});
