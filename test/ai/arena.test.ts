import { describe, expect, it } from 'vitest';
import { MatchRunner, matchRows, runMatch, type MatchResult } from '../../src/ai/arena.ts';
import { createPlayer, playersOf } from '../../src/ai/registry.ts';
import { compilePolicy } from '../../src/ai/policy.ts';
import type { AiPlayer } from '../../src/ai/player.ts';
import { sharedPositionTable } from '../../src/ai/positionTable.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const perfect = createPlayer(ticTacToe, 'perfect');
const random = createPlayer(ticTacToe, 'random');
const counts = (r: MatchResult) => matchRows(r).map(({ win, lose, draw }) => [win, lose, draw]);

describe('runMatch', () => {
  it('is reproducible: same seed, same table; another seed, another table', () => {
    const a = runMatch(ticTacToe, perfect, random, { games: 20_000, seed: 3 });
    const b = runMatch(ticTacToe, createPlayer(ticTacToe, 'perfect'), createPlayer(ticTacToe, 'random'), { games: 20_000, seed: 3 });
    const c = runMatch(ticTacToe, perfect, random, { games: 20_000, seed: 4 });
    expect(counts(b)).toEqual(counts(a));
    expect(counts(c)).not.toEqual(counts(a));
  });

  it('does not depend on the chunk size', () => {
    const whole = runMatch(ticTacToe, perfect, random, { games: 5_000, seed: 9 });
    for (const chunkSize of [1, 7, 999, 5_000, 10_001]) {
      expect(counts(runMatch(ticTacToe, perfect, random, { games: 5_000, seed: 9, chunkSize }))).toEqual(counts(whole));
    }
  });

  it('the fast engine replays exactly the games of the reference engine', () => {
    const pairs: [string, string][] = [
      ['perfect', 'random'],
      ['random', 'perfect'],
      ['rule2', 'rule3'],
      ['minimax-d2', 'rule1'],
      ['perfect-shortest', 'alphabeta-first'],
    ];
    for (const [x, y] of pairs) {
      const a = createPlayer(ticTacToe, x);
      const b = createPlayer(ticTacToe, y);
      const fast = runMatch(ticTacToe, a, b, { games: 300, seed: 17, engine: 'fast' });
      const reference = runMatch(ticTacToe, a, b, { games: 300, seed: 17, engine: 'reference' });
      expect(counts(fast)).toEqual(counts(reference));
      expect(fast.engine).toBe('fast');
      expect(reference.engine).toBe('reference');
    }
  });

  it('totals add up and ratios are counts over games', () => {
    const r = runMatch(ticTacToe, createPlayer(ticTacToe, 'rule1'), createPlayer(ticTacToe, 'rule3'), { games: 1234, seed: 1 });
    expect(r.gamesPerSide).toBe(1234);
    for (const row of matchRows(r)) {
      expect(row.win + row.lose + row.draw).toBe(row.games);
      expect(row.winRatio + row.loseRatio + row.drawRatio).toBeCloseTo(1, 12);
      expect(row.winRatio).toBe(row.win / row.games);
    }
    expect(r.asFirst.games).toBe(1234);
    expect(r.asSecond.games).toBe(1234);
    expect(r.total.win).toBe(r.asFirst.win + r.asSecond.win);
    expect(r.total.lose).toBe(r.asFirst.lose + r.asSecond.lose);
    expect(r.total.draw).toBe(r.asFirst.draw + r.asSecond.draw);
    expect(r.total.games).toBe(2468);
    expect(r.cancelled).toBe(false);
  });

  it('swapping the players swaps wins and losses (same games seen from the other side)', () => {
    // Not the same games (a plays o first in both), but a long match agrees closely.
    const ab = runMatch(ticTacToe, createPlayer(ticTacToe, 'rule2'), createPlayer(ticTacToe, 'rule1'), { games: 200_000, seed: 2 });
    const ba = runMatch(ticTacToe, createPlayer(ticTacToe, 'rule1'), createPlayer(ticTacToe, 'rule2'), { games: 200_000, seed: 5 });
    expect(ab.asFirst.winRatio).toBeCloseTo(ba.asSecond.loseRatio, 2);
    expect(ab.asSecond.winRatio).toBeCloseTo(ba.asFirst.loseRatio, 2);
  });

  it('perfect vs random: ~97% wins as o, ~78% as x, never a loss (seed 004)', () => {
    const r = runMatch(ticTacToe, perfect, random, { games: 1_000_000, seed: 1 });
    expect(r.asFirst.winRatio).toBeGreaterThan(0.96);
    expect(r.asFirst.winRatio).toBeLessThan(0.98);
    expect(r.asSecond.winRatio).toBeGreaterThan(0.77);
    expect(r.asSecond.winRatio).toBeLessThan(0.79);
    expect(r.total.lose).toBe(0);
  });

  it('perfect never loses to any player, on either side', () => {
    // Players built once: compiling is cached per player object (search players search 4,520 positions).
    const strong = ['perfect', 'perfect-shortest', 'alphabeta'].map((id) => createPlayer(ticTacToe, id));
    for (const info of playersOf(ticTacToe)) {
      const opponent = info.create();
      for (const s of strong) {
        const r = runMatch(ticTacToe, s, opponent, { games: 20_000, seed: 11 });
        expect(r.total.lose, `${s.id} vs ${info.id}`).toBe(0);
      }
    }
  });

  it('perfect vs perfect always draws', () => {
    const r = runMatch(ticTacToe, perfect, createPlayer(ticTacToe, 'perfect'), { games: 100_000, seed: 8 });
    expect(r.total.draw).toBe(200_000);
  });

  it('zero games gives an empty table with zero ratios', () => {
    const r = runMatch(ticTacToe, perfect, random, { games: 0, seed: 1 });
    expect(r.total).toMatchObject({ games: 0, win: 0, winRatio: 0, drawRatio: 0 });
    expect(r.cancelled).toBe(false);
  });

  it('rejects bad game counts, seeds and chunk sizes', () => {
    expect(() => runMatch(ticTacToe, perfect, random, { games: -1, seed: 1 })).toThrow(RangeError);
    expect(() => runMatch(ticTacToe, perfect, random, { games: 1.5, seed: 1 })).toThrow(RangeError);
    expect(() => runMatch(ticTacToe, perfect, random, { games: 1, seed: Number.NaN })).toThrow(RangeError);
    expect(() => runMatch(ticTacToe, perfect, random, { games: 10, seed: 1, chunkSize: 0 })).toThrow(RangeError);
  });
});

describe('chunks, progress and cancellation', () => {
  it('reports progress after every chunk, a as o first', () => {
    const seen: number[] = [];
    runMatch(ticTacToe, perfect, random, { games: 10, seed: 1, chunkSize: 4, onProgress: (p) => seen.push(p.done) });
    expect(seen).toEqual([4, 8, 12, 16, 20]);
  });

  it('MatchRunner.step plays at most the games asked for', () => {
    const runner = new MatchRunner(ticTacToe, perfect, random, { games: 5, seed: 1 });
    expect(runner.total).toBe(10);
    expect(runner.step(3)).toEqual({ done: 3, total: 10 });
    expect(runner.result()).toMatchObject({ cancelled: true, asFirst: { games: 3 }, asSecond: { games: 0 } });
    expect(runner.step(4)).toEqual({ done: 7, total: 10 });
    expect(runner.result()).toMatchObject({ asFirst: { games: 5 }, asSecond: { games: 2 } });
    expect(runner.step(100)).toEqual({ done: 10, total: 10 });
    expect(runner.step(100)).toEqual({ done: 10, total: 10 });
    expect(runner.result().cancelled).toBe(false);
  });

  it('an AbortSignal stops the run between chunks', () => {
    const controller = new AbortController();
    const r = runMatch(ticTacToe, perfect, random, {
      games: 1000,
      seed: 1,
      chunkSize: 100,
      onProgress: (p) => {
        if (p.done >= 300) controller.abort();
      },
      signal: controller.signal,
    });
    expect(r.cancelled).toBe(true);
    expect(r.total.games).toBe(300);
    expect(r.asSecond.games).toBe(0);
  });

  it('a plain flag works too, and an aborted run plays nothing', () => {
    const r = runMatch(ticTacToe, perfect, random, { games: 1000, seed: 1, signal: { aborted: true } });
    expect(r.cancelled).toBe(true);
    expect(r.total.games).toBe(0);
  });

});

describe('compiled policies', () => {
  it('are cached per player and rejected when a player offers an illegal move', () => {
    const table = sharedPositionTable(ticTacToe);
    expect(compilePolicy(perfect, table)).toBe(compilePolicy(perfect, table));
    const cheat: AiPlayer<number> = { ...random, id: 'cheat', choices: () => [0] };
    expect(() => compilePolicy(cheat, table)).toThrow(/illegal move 0/);
    const mute: AiPlayer<number> = { ...random, id: 'mute', choices: () => [] };
    expect(() => compilePolicy(mute, table)).toThrow(/no move/);
  });
});
