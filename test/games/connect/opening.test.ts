/**
 * Connect Four 7×6's opening table (src/games/connect/openingTable.json, built by scripts/connect4Opening.ts with the
 * app's solver): it holds every position of the perfect player's two strategies up to its number of discs; its
 * scores agree with each other by negamax from one level of a strategy to the next; its deepest positions agree with
 * a fresh solve by another variant of the solver (centre-first order only, a table of another size); and the game's
 * solver answers from it at once: the AI's move (`tableBest`, mirror images included) and every column's exact score
 * where the table holds each (`instant`, `solveMoves`). Beyond the table the AI's move is the best column alone
 * (`bestMove`): the first of every column's exact scores.
 */
import { describe, expect, it } from 'vitest';
import openingTable from '../../../src/games/connect/openingTable.json' with { type: 'json' };
import { createOpening, OPENING_FORMAT, type OpeningTable } from '../../../src/games/connect/opening.ts';
import { createRules, type ConnectState } from '../../../src/games/connect/rules.ts';
import { createSolver } from '../../../src/games/connect/solver.ts';
import { connect4Module } from '../../../src/games/connect/connect4.ts';
import { connect4Lesson } from '../../../src/games/connect/lesson.ts';
import { exactBestValue, exactMoveValues, withinReach } from '../../../src/games/game.ts';
import { createRng } from '../../../src/ai/rng.ts';
import { playersOf } from '../../../src/ai/registry.ts';

const rules = createRules({ width: 7, height: 6, inRow: 4 });
const table: OpeningTable = openingTable;
/** The rows as [moves, score, best]. */
const rows = table.positions.map(([moves, score, best]) => [String(moves), Number(score), Number(best)] as const);
/** Each strategy's complete depth: the first player's, the second's. */
const [FIRST_PLIES, SECOND_PLIES] = table.plies;
const opening = createOpening(rules, table);
const W = 7;

/** The side to move's score when it wins with the move it plays after `discs` discs. */
const winNow = (discs: number) => (W * 6 + 1 - discs) >> 1;

const stateOf = (moves: readonly number[]) => moves.reduce<ConnectState>((s, c) => rules.play(s, c), rules.empty);

/** The perfect player's positions up to `plies` discs: its own (first player: from the empty board; second: after each first column), by its table's best move and every reply. */
function strategy(first: boolean, plies: number): number[][] {
  let level: number[][] = first ? [[]] : Array.from({ length: W }, (_, c) => [c]);
  const all: number[][] = [];
  while (level.length > 0 && level[0].length <= plies) {
    all.push(...level);
    const next: number[][] = [];
    for (const moves of level) {
      const s = stateOf(moves);
      const e = opening.lookup(s);
      if (!e) continue; // reported by the coverage test
      if (rules.wouldWin(s, e.best, rules.toMove(s))) continue;
      const after = rules.play(s, e.best);
      for (let c = 0; c < W; c++) if (rules.height(after, c) < 6 && !rules.wouldWin(after, c, rules.toMove(after))) next.push([...moves, e.best, c]);
    }
    level = next;
  }
  return all;
}

describe('the opening table of Connect Four 7×6', () => {
  it('is the table of this format and board, every entry a real position with a legal best column and a possible score', () => {
    expect(table.format).toBe(OPENING_FORMAT);
    expect(table.board).toBe('7x6');
    // As built on 27 Nov 2026 (docs/connect4.md); a rebuild may only go deeper.
    expect(FIRST_PLIES).toBeGreaterThanOrEqual(8);
    expect(SECOND_PLIES).toBeGreaterThanOrEqual(7);
    expect(opening.size).toBe(table.positions.length);
    for (const [moves, score, best] of rows) {
      const s = stateOf([...moves].map((d) => Number(d) - 1));
      expect(rules.outcome(s), moves).toBe(0);
      expect(rules.height(s, best - 1), moves).toBeLessThan(6);
      expect(Math.abs(score)).toBeLessThanOrEqual(winNow(moves.length));
    }
  });

  it('holds every position of the perfect player’s two strategies up to its depth, mirror images by one entry', () => {
    for (const first of [true, false]) {
      const positions = strategy(first, first ? FIRST_PLIES : SECOND_PLIES);
      expect(positions.length).toBeGreaterThanOrEqual(first ? 1 + 7 + 25 + 145 : 7 + 23 + 119);
      for (const moves of positions) expect(opening.lookup(stateOf(moves)), moves.join('')).not.toBeNull();
    }
    // The empty board: the first player wins by the centre column, with its last disc (score 1), as published.
    expect(opening.lookup(rules.empty)).toEqual({ score: 1, best: 3 });
    // A position and its mirror image: one entry, the best column mirrored.
    const left = stateOf([3, 0]);
    const right = stateOf([3, 6]);
    expect(opening.lookup(right)?.best).toBe(W - 1 - (opening.lookup(left)?.best ?? -1));
    expect(opening.lookup(right)?.score).toBe(opening.lookup(left)?.score);
  });

  it('values the first columns as published: −2 −1 0 +1 0 −1 −2 for Red, only the centre winning (the lesson’s win / draw / loss)', () => {
    const values = Array.from({ length: W }, (_, c) => -(opening.lookup(rules.play(rules.empty, c))?.score ?? NaN) + 0);
    expect(values).toEqual([-2, -1, 0, 1, 0, -1, -2]);
    expect(values.map((v) => (v > 0 ? 'win' : v === 0 ? 'draw' : 'loss'))).toEqual(connect4Lesson.opening);
  });

  it('agrees with itself by negamax: a position’s score is its best move’s, the worst for it over every reply', () => {
    let checked = 0;
    for (const first of [true, false]) {
      for (const moves of strategy(first, (first ? FIRST_PLIES : SECOND_PLIES) - 2)) {
        const s = stateOf(moves);
        const e = opening.lookup(s);
        if (!e) throw new Error(`${moves.join('')} is not in the table`);
        if (rules.wouldWin(s, e.best, rules.toMove(s))) {
          expect(e.score).toBe(winNow(moves.length));
          continue;
        }
        const after = rules.play(s, e.best);
        let worst = Infinity;
        for (let c = 0; c < W; c++) {
          if (rules.height(after, c) >= 6) continue;
          // A reply that wins at once scores the opponent's win; any other, the table's score of the position it makes.
          const v = rules.wouldWin(after, c, rules.toMove(after)) ? -winNow(moves.length + 1) : opening.lookup(rules.play(after, c))?.score;
          if (v === undefined) throw new Error(`${moves.join('')}: the reply ${c + 1} is not in the table`);
          worst = Math.min(worst, v);
        }
        expect(e.score, moves.join('')).toBe(worst);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('agrees at its deepest positions with a fresh solve by another variant of the solver', () => {
    const deepest = rows.filter(([moves]) => moves.length === FIRST_PLIES);
    expect(deepest.length).toBeGreaterThan(0);
    const solver = createSolver(7, 6, { logSize: 23, techniques: { order: 'centre' } });
    // Three spread over the first player's deepest level (`scripts/connect4Opening.ts --check D` solves every entry of D discs or more).
    for (const [moves, score] of [deepest[0], deepest[deepest.length >> 1], deepest[deepest.length - 1]]) {
      expect(solver.solve([...moves].map((d) => Number(d) - 1)).score, moves).toBe(score);
    }
  }, 120_000);

  it('answers the game’s solver at once: the AI’s move, and every column’s exact score where the table holds each', () => {
    const exact = connect4Module.game.exact;
    if (!exact?.tableBest || !exact.instant) throw new Error('7×6 has no opening table');
    expect(exact.tableBest(rules.empty)).toEqual({ move: 3, score: 1 });
    // The empty board's columns are the second player's positions after each first move: all in the table.
    expect(exact.instant(rules.empty)).toBe(true);
    expect(withinReach(connect4Module.game, rules.empty)).toBe(true);
    const scores = exact.solveMoves(rules.empty, { shouldStop: () => true });
    expect(scores?.[0]).toEqual({ move: 3, score: 1 });
    expect(scores?.map((m) => m.score)).toEqual(scores?.map((m) => -(opening.lookup(rules.play(rules.empty, m.move))?.score ?? NaN) + 0));
    // The arena's perfect player (the registry's) plays the table's column at once.
    const perfect = playersOf(connect4Module.game).find((p) => p.id === 'perfect-shortest');
    expect(perfect?.create().choose(rules.empty, createRng(1))).toBe(3);
    // A position beyond the table is not answered at once.
    const beyond = stateOf([0, 0, 0, 0, 0, 0, 1, 1, 1]);
    expect(exact.tableBest(beyond)).toBeNull();
    expect(exact.instant(beyond)).toBe(false);
  });

  it('finds the AI’s move alone beyond the table: the first of every column’s exact scores, the same value; stopped, nothing', () => {
    const game = connect4Module.game;
    const exact = game.exact;
    if (!exact?.bestMove) throw new Error('7×6 has no bestMove');
    const rng = createRng(2611);
    let checked = 0;
    while (checked < 12) {
      // A random line 20 to 24 discs long, not over.
      let s = rules.empty;
      const discs = 20 + rng.int(5);
      for (let i = 0; i < discs && rules.outcome(s) === 0; i++) {
        const legal = Array.from({ length: W }, (_, c) => c).filter((c) => rules.height(s, c) < 6);
        s = rules.play(s, legal[rng.int(legal.length)]);
      }
      if (rules.outcome(s) !== 0) continue;
      expect(exactBestValue(game, s)).toEqual(exactMoveValues(game, s)?.slice(0, 1));
      checked++;
    }
    // A solve the poll stops answers nothing.
    const early = stateOf([0, 1, 0, 1, 6, 5, 6, 5, 2, 2]);
    expect(exact.bestMove(early, { shouldStop: () => true })).toBeNull();
  });
});
