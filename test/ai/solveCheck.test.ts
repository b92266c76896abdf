import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/games/tictactoe/board.ts';
import { formatBoard } from '../../src/games/tictactoe/notation.ts';
import { createPlayer } from '../../src/ai/registry.ts';
import { SolveChecker, unfinishedPositions } from '../../src/ai/solveCheck.ts';
import { runSolveCheck } from '../helpers/solveCheck.ts';
import { sharedPositionTable } from '../../src/ai/positionTable.ts';
import { naiveBestMoves, naiveUnfinishedBoards } from './reference.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const boards = naiveUnfinishedBoards();
const isSubset = (a: readonly number[], b: readonly number[]): boolean => a.every((x) => b.includes(x));

describe('solve check', () => {
  it('visits all 4,520 unfinished positions', () => {
    expect(boards).toHaveLength(4520);
    expect(unfinishedPositions(sharedPositionTable(ticTacToe))).toHaveLength(4520);
  });

  for (const id of ['perfect', 'perfect-shortest', 'alphabeta', 'alphabeta-first', 'minimax-d9']) {
    it(`${id} passes (wdl)`, () => {
      const r = runSolveCheck(ticTacToe, createPlayer(ticTacToe, id));
      expect(r).toMatchObject({ passed: true, checked: 4520, positions: 4520, failures: [], cancelled: false, mode: 'wdl' });
    });
  }

  it('perfect-shortest passes shortest-victory scoring too; perfect does not', () => {
    expect(runSolveCheck(ticTacToe, createPlayer(ticTacToe, 'perfect-shortest'), { mode: 'shortest' }).passed).toBe(true);
    const r = runSolveCheck(ticTacToe, createPlayer(ticTacToe, 'perfect'), { mode: 'shortest' });
    const expected = boards.filter((b) => !isSubset(naiveBestMoves(b, 'wdl'), naiveBestMoves(b, 'shortest'))).length;
    expect(r.passed).toBe(false);
    expect(r.failures).toHaveLength(expected);
    expect(expected).toBe(852);
  });

  it('random fails in exactly the positions where not every legal move is best', () => {
    const expected = boards.filter((b) => naiveBestMoves(b).length < legalMoves(b).length);
    const r = runSolveCheck(ticTacToe, createPlayer(ticTacToe, 'random'));
    expect(r.passed).toBe(false);
    expect(r.failures).toHaveLength(expected.length);
    expect(expected.length).toBe(3191);
    expect(new Set(r.failures.map((f) => f.key))).toEqual(new Set(expected));
    // Same count with any seed and any chunking: choices, not samples.
    expect(runSolveCheck(ticTacToe, createPlayer(ticTacToe, 'random'), { chunkSize: 7 }).failures).toHaveLength(expected.length);
  });

  it('describes each failure: board, choices, bad moves, best moves', () => {
    const r = runSolveCheck(ticTacToe, createPlayer(ticTacToe, 'random'));
    for (const f of r.failures.slice(0, 200)) {
      const best = naiveBestMoves(f.key);
      expect(f.notation).toBe(formatBoard(f.key));
      expect(f.choices).toEqual(legalMoves(f.key));
      expect(f.best).toEqual(best);
      expect(f.bad).toEqual(f.choices.filter((c) => !best.includes(c)));
      expect(f.bad.length).toBeGreaterThan(0);
    }
    expect(r.failures[0].notation).toBe('o........'); // table order: fewest pieces first
  });

  it('shallow and rule-based players fail with counts that match an independent count', () => {
    for (const id of ['rule1', 'rule2', 'rule3', 'minimax-d1', 'minimax-d2', 'minimax-d3']) {
      const player = createPlayer(ticTacToe, id);
      const expected = boards.filter((b) => !isSubset(player.choices(b), naiveBestMoves(b))).length;
      const r = runSolveCheck(ticTacToe, player);
      expect(r.passed, id).toBe(false);
      expect(r.failures.length, id).toBe(expected);
      expect(runSolveCheck(ticTacToe, createPlayer(ticTacToe, id)).failures.length, id).toBe(expected);
    }
  });

  it('stops between chunks when cancelled, and reports progress', () => {
    const seen: number[] = [];
    const flag = { aborted: false };
    const r = runSolveCheck(ticTacToe, createPlayer(ticTacToe, 'random'), {
      chunkSize: 1000,
      signal: flag,
      onProgress: (p) => {
        seen.push(p.done);
        if (p.done >= 2000) flag.aborted = true;
      },
    });
    expect(seen).toEqual([1000, 2000]);
    expect(r).toMatchObject({ cancelled: true, checked: 2000, passed: false });
    const checker = new SolveChecker(ticTacToe, createPlayer(ticTacToe, 'perfect'));
    checker.step(10);
    expect(checker.result()).toMatchObject({ checked: 10, passed: false, cancelled: true });
  });
});
