/**
 * Position-solved games (games/positionSolved.ts): every position reachable
 * in play with its exact value, no edges and no tree. Connect Four on 4×4
 * (161,029 positions, a draw), held to the naive reference
 * (test/helpers/connectNaive.ts) on positions near the end; keys beyond 32
 * bits through a wrapped game; Connect 3 against the full-tree table. The
 * 5×4 count (3,945,711) is too costly for a unit test:
 * scripts/solvedPositions.ts measures it.
 */
import { describe, expect, it } from 'vitest';
import { connect3, createRules } from '../../src/games/connect/index.ts';
import { fullTreeGameOfRules } from '../../src/games/connect/game.ts';
import { OUTCOME, SCORE_MODES, type KeyBuffer, type MoveBuffer } from '../../src/games/game.ts';
import { buildPositionTable, positionOf } from '../../src/tree/positions.ts';
import { solvedIndexOf, solvedMoves, solvePositions, type KeyedGame, type SolveProgress } from '../../src/games/positionSolved.ts';
import { naivePlay, naiveValueFrom, type NaiveBoard } from '../helpers/connectNaive.ts';
import { naiveOfState } from '../helpers/connect.ts';

const rules4 = createRules({ width: 4, height: 4, inRow: 4 });
const game4 = fullTreeGameOfRules(rules4, 'test-4x4');

/** The naive board of a 4×4 state. */
const naiveOf = (s: number): NaiveBoard => naiveOfState(rules4, s);

describe('Connect Four on 4×4 solved position by position', () => {
  const progress: SolveProgress[] = [];
  const t = solvePositions(game4, (p) => progress.push(p));

  it('finds the published 161,029 positions; the empty board is a draw in both scorings', () => {
    expect(t.count).toBe(161_029);
    expect(t.keys[0]).toBe(rules4.empty);
    expect(t.scoreWdl[0]).toBe(0);
    expect(t.scoreShortest[0]).toBe(0);
    expect(t.keys).toBeInstanceOf(Uint32Array);
  });

  it('reports progress: discovery counts up to the total, then scoring', () => {
    const discover = progress.filter((p) => p.phase === 'discover');
    const score = progress.filter((p) => p.phase === 'score');
    expect(discover.at(-1)).toEqual({ phase: 'discover', done: 161_029, total: 161_029 });
    expect(score.at(-1)).toEqual({ phase: 'score', done: 161_029, total: 161_029 });
    expect(score.length).toBeGreaterThan(2);
    expect(progress.indexOf(score[0])).toBeGreaterThan(progress.indexOf(discover.at(-1)!));
  });

  it('indexes every position by its key, and no key outside them', () => {
    for (let p = 0; p < t.count; p += 997) expect(solvedIndexOf(t, t.keys[p])).toBe(p);
    // Four Red discs in column 1 and nothing else: never reached (the sides alternate).
    expect(solvedIndexOf(t, rules4.compose([[0, 0, 0, 0], [], [], []]))).toBe(-1);
  });

  it('has every value and best move of the naive reference on positions at most 6 empty squares from the end', () => {
    let checked = 0;
    for (let p = t.count - 1; p >= 0 && checked < 300; p -= 211) {
      const s = t.keys[p];
      if (rules4.discs(s) < 10) continue;
      const b = naiveOf(s);
      expect(t.scoreWdl[p]).toBe(naiveValueFrom(b, 'wdl'));
      expect(t.scoreShortest[p]).toBe(naiveValueFrom(b, 'shortest'));
      for (const mode of SCORE_MODES) {
        const moves = solvedMoves(game4, t, p, mode);
        for (const m of moves) {
          const value = naiveValueFrom(naivePlay(b, m.move), mode);
          expect(m.value).toBe(value);
          expect(m.best).toBe(value === naiveValueFrom(b, mode));
        }
        if (t.info[p] >> 1 === OUTCOME.playing) expect(moves.some((m) => m.best)).toBe(true);
        else expect(moves).toEqual([]);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('position-solved games in general', () => {
  it('Connect 3 gets the full-tree table’s values at every position', () => {
    const table = buildPositionTable(connect3);
    const t = solvePositions(connect3);
    expect(t.count).toBe(table.count);
    for (let p = 0; p < t.count; p++) {
      const q = positionOf(table, t.keys[p]);
      expect(t.scoreWdl[p]).toBe(table.scoreWdl[q]);
      expect(t.scoreShortest[p]).toBe(table.scoreShortest[q]);
    }
  });

  it('holds keys beyond 32 bits (Float64 keys, both halves hashed) with the same positions and values', () => {
    const HIGH = 2 ** 40;
    const inner = connect3;
    const big = (k: number) => k * 2 ** 20 + HIGH;
    const small = (k: number) => (k - HIGH) / 2 ** 20;
    const scratch = new Float64Array(inner.maxMoves);
    const wide: KeyedGame<number> = {
      id: 'wide',
      initial: inner.initial,
      maxMoves: inner.maxMoves,
      keySpace: Infinity,
      key: (s) => big(inner.key(s)),
      fromKey: (k) => inner.fromKey(small(k)),
      keyInfo: (k) => inner.keyInfo(small(k)),
      terminalScore: (s, mode) => inner.terminalScore(s, mode),
      expandKey(k: number, moves: MoveBuffer, childKeys: KeyBuffer) {
        const n = inner.expandKey(small(k), moves, scratch);
        for (let i = 0; i < n; i++) childKeys[i] = big(scratch[i]);
        return n;
      },
    };
    const plain = solvePositions(inner);
    const t = solvePositions(wide);
    expect(t.keys).toBeInstanceOf(Float64Array);
    expect(t.count).toBe(plain.count);
    expect(t.keys[t.count - 1]).toBeGreaterThan(2 ** 32);
    expect(Array.from(t.keys, small)).toEqual(Array.from(plain.keys));
    expect(t.scoreShortest).toEqual(plain.scoreShortest);
    for (let p = 0; p < t.count; p += 101) expect(solvedIndexOf(t, t.keys[p])).toBe(p);
  });

  it('refuses a game where a move leads back to an earlier position', () => {
    const loop: KeyedGame<number> = {
      id: 'loop',
      initial: 0,
      maxMoves: 1,
      keySpace: 2,
      key: (s) => s,
      fromKey: (k) => k,
      keyInfo: () => 0,
      terminalScore: () => 0,
      expandKey(k, moves, childKeys) {
        moves[0] = 0;
        childKeys[0] = 1 - k;
        return 1;
      },
    };
    expect(() => solvePositions(loop)).toThrow(/leads back to an earlier position/);
  });
});
