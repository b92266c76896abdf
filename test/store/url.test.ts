import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bindUrl, hashFromMoves, movesFromHash } from '../../src/store/url.ts';
import { FakeWindow, storeWithTree } from './helpers.ts';

describe('URL format', () => {
  it('reads and writes #/<moves>', () => {
    expect(movesFromHash('#/408')).toBe('408');
    expect(movesFromHash('#/')).toBe('');
    expect(movesFromHash('')).toBe('');
    expect(movesFromHash('#408')).toBe('408');
    expect(movesFromHash('#/%34%30')).toBe('40');
    expect(movesFromHash('#/%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashFromMoves([4, 0, 8])).toBe('#/408');
    expect(hashFromMoves([])).toBe('#/');
  });

  it('round-trips every legal line', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 8 }), { maxLength: 9 }), (cells) => {
        const { store } = storeWithTree();
        const kept = store.getState().loadMoveString(cells.join(''));
        expect(movesFromHash(hashFromMoves(kept))).toBe(kept.join(''));
        expect(cells.join('').startsWith(kept.join(''))).toBe(true);
      }),
      { seed: 11, numRuns: 300 },
    );
  });
});

describe('bindUrl', () => {
  it('restores the position in the address on load and follows the game', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/408';
    bindUrl(store, win);
    expect(store.getState().gameMoves).toEqual([4, 0, 8]);
    store.getState().playCell(1);
    expect(win.location.hash).toBe('#/4081');
    store.getState().undo();
    expect(win.location.hash).toBe('#/408');
  });

  it.each([
    ['#/4084', [4, 0, 8], /cell 4 is already taken/],
    ['#/40x', [4, 0], /unknown character "x"/],
    ['#/9', [], /cell 9 is out of range/],
    ['#/0314256', [0, 3, 1, 4, 2], /game is over/],
    ['#/01234567890123456789', [0, 1, 2, 3, 4, 5, 6], /at most 9 moves|game is over/],
  ])('a bad address %s falls back to the longest legal prefix with a clear message', (hash, kept, reason) => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = hash;
    bindUrl(store, win);
    expect(store.getState().gameMoves).toEqual(kept);
    expect(store.getState().gameNotice?.tone).toBe('error');
    expect(String(store.getState().gameNotice?.params?.reason)).toMatch(reason);
    expect(win.location.hash).toBe(hashFromMoves(kept));
  });

  it('loads a hand-edited address and never throws on arbitrary hashes', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    const unbind = bindUrl(store, win);
    win.navigate('#/22');
    expect(store.getState().gameMoves).toEqual([2]);
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        win.navigate(`#/${s}`);
        expect(win.location.hash).toBe(hashFromMoves(store.getState().gameMoves));
      }),
      { seed: 5, numRuns: 500 },
    );
    unbind();
    expect(win.listeners).toHaveLength(0);
  });
});
