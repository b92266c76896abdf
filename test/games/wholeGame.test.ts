/**
 * The whole game of a position-solved game (games/wholeGame.ts): Connect Four
 * on 4×4, its moves, values, finished games, how they end and the overview's
 * compact mix, held to the naive reference (test/helpers/connectNaive.ts:
 * plain recursion over move sequences) from positions a few empty squares
 * from the end; the arrays survive a transfer whole.
 */
import { describe, expect, it } from 'vitest';
import { createRules } from '../../src/games/connect/index.ts';
import { fullTreeGameOfRules } from '../../src/games/connect/game.ts';
import { solvePositions } from '../../src/games/positionSolved.ts';
import { legalMoveList, OUTCOME } from '../../src/games/game.ts';
import { countWholeGame, wholeGameMoves, wholeGameOutcomes, wholeGameRow, wholeGameTransferables, type WholeGameProgress } from '../../src/games/wholeGame.ts';
import { naiveFinished, naiveLegal, naivePlay, naiveValueFrom, naiveWinner, type NaiveBoard } from '../helpers/connectNaive.ts';
import { naiveOfState } from '../helpers/connect.ts';

const rules4 = createRules({ width: 4, height: 4, inRow: 4 });
const game4 = fullTreeGameOfRules(rules4, 'test-4x4');
const table = solvePositions(game4);
const progress: WholeGameProgress[] = [];
const whole = countWholeGame(wholeGameMoves(game4, table, (p) => progress.push(p)), (p) => progress.push(p));

/** The naive board of a 4×4 state. */
const naiveOf = (s: number): NaiveBoard => naiveOfState(rules4, s);

const classOf = (v: number) => (v > 0 ? 0 : v === 0 ? 1 : 2);

/**
 * Every move sequence from `b` by plain recursion: the finished games below each sequence, summed per number of
 * moves below `b` and the value class of the position reached (the overview's mix), and how the games end.
 */
function naiveWhole(b: NaiveBoard): { games: number; ends: [number, number, number]; rows: number[][] } {
  const rows: number[][] = [];
  const ends: [number, number, number] = [0, 0, 0];
  const walk = (x: NaiveBoard, r: number): number => {
    let games = 0;
    if (naiveFinished(x)) {
      games = 1;
      const w = naiveWinner(x);
      ends[w === 'R' ? 0 : w === 'Y' ? 2 : 1]++;
    } else for (const c of naiveLegal(x)) games += walk(naivePlay(x, c), r + 1);
    (rows[r] ??= [0, 0, 0])[classOf(naiveValueFrom(x, 'shortest'))] += games;
    return games;
  };
  return { games: walk(b, 0), ends, rows };
}

describe('the whole game of Connect Four on 4×4', () => {
  it('lists every position’s moves as the table does, each to a position one move deeper', () => {
    expect(whole.count).toBe(161_029);
    expect(whole.levels).toBe(17);
    expect(whole.edgeStart[whole.count]).toBe(whole.edgeChild.length);
    for (let p = 0; p < whole.count; p += 101) {
      for (let e = whole.edgeStart[p]; e < whole.edgeStart[p + 1]; e++) {
        expect(rules4.discs(table.keys[whole.edgeChild[e]])).toBe(rules4.discs(table.keys[p]) + 1);
        expect(whole.edgeChild[e]).toBeGreaterThan(p);
      }
    }
    expect(Array.from(whole.value.subarray(0, 1000))).toEqual(Array.from(table.scoreShortest.subarray(0, 1000)));
  });

  it('counts the finished games, how they end and the mix of the naive reference, from positions up to 7 empty squares from the end', () => {
    let checked = 0;
    for (let p = whole.count - 1; p >= 0 && checked < 40; p -= 1999) {
      const discs = rules4.discs(table.keys[p]);
      if (discs < 9) continue;
      const want = naiveWhole(naiveOf(table.keys[p]));
      expect(whole.games[p]).toBe(want.games);
      const o = wholeGameOutcomes(whole, p);
      expect([o.firstWins, o.draws, o.secondWins]).toEqual(want.ends);
      // The rows below a position: all 16 - discs of them, each row's three classes (bfloat16: 8 bits of precision).
      for (let r = 0; r <= 16 - discs; r++) {
        const got = new Float64Array(3);
        wholeGameRow(whole, p, r, got);
        const row = want.rows[r] ?? [0, 0, 0];
        for (let c = 0; c < 3; c++) expect(Math.abs(got[c] - row[c])).toBeLessThanOrEqual(row[c] / 128);
        for (let c = 0; c < 3; c++) expect(got[c] > 0).toBe(row[c] > 0);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('adds up: each row of the start holds every finished game still going at that move, in every class', () => {
    const rowSum = (r: number) => {
      const got = new Float64Array(3);
      wholeGameRow(whole, 0, r, got);
      return got[0] + got[1] + got[2];
    };
    expect(rowSum(0)).toBe(whole.games[0]);
    // The finished games of the whole board counted again by memoised recursion over the rules' own moves.
    const memo = new Map<number, number>();
    const count = (s: number): number => {
      const known = memo.get(s);
      if (known !== undefined) return known;
      let n = 0;
      if (game4.outcome(s) !== OUTCOME.playing) n = 1;
      else for (const m of legalMoveList(game4, s)) n += count(game4.play(s, m));
      memo.set(s, n);
      return n;
    };
    expect(whole.games[0]).toBe(count(game4.initial));
    expect(whole.games[0]).toBe(47_982_540);
    // Games end along the way: never more below than above.
    for (let r = 1; r < whole.levels; r++) expect(rowSum(r)).toBeLessThanOrEqual(rowSum(r - 1) * (1 + 2 / 128));
    const o = wholeGameOutcomes(whole, 0);
    expect(o.firstWins + o.draws + o.secondWins).toBe(whole.games[0]);
  });

  it('reports progress through both passes, to the end', () => {
    expect(progress.at(-1)).toEqual({ phase: 'count', done: whole.count, total: whole.count });
    expect(progress.some((p) => p.phase === 'moves')).toBe(true);
  });

  it('is transferred whole: every array its own buffer, the same numbers on the other side', () => {
    const buffers = wholeGameTransferables(whole);
    expect(new Set(buffers).size).toBe(9);
    const copy = countWholeGame(wholeGameMoves(game4, table));
    const moved = structuredClone(copy, { transfer: wholeGameTransferables(copy) });
    expect(copy.mix.byteLength).toBe(0); // detached: moved, not copied
    expect(moved.count).toBe(whole.count);
    expect(Array.from(moved.mix.subarray(0, 500))).toEqual(Array.from(whole.mix.subarray(0, 500)));
    expect(Array.from(moved.games.subarray(0, 500))).toEqual(Array.from(whole.games.subarray(0, 500)));
  });
});
