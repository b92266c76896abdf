/**
 * Standard Connect Four (7×6) from the factory, against the published test
 * set End-Easy (connect4-Test_L3_R1, 1,000 lines "moves score", from Pascal
 * Pons's solver series), read at run time from ../shared/data beside the
 * clone (never copied here): every line's moves are legal and leave the game
 * unfinished, and the generic alpha-beta search over this Game (table of
 * bounds, mirror-shared, centre first) finds the exact score of the first
 * lines. The score counts as 'shortest' does, from the side to move: a win is
 * 22 minus the winner's discs. Skipped, by name, where the set is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectFour } from '../../helpers/connect.ts';
import { OUTCOME } from '../../../src/games/game.ts';
import { search } from '../../../src/search/alphaBeta.ts';

const SET = 'connect4-Test_L3_R1';

/** The set's path: ../shared/data beside the clone, or beside a folder above it (a worktree), or null. */
function findSet(name: string): string | null {
  for (let dir = resolve(import.meta.dirname, '../../..'); ; dir = dirname(dir)) {
    const candidate = join(dirname(dir), 'shared', 'data', name);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

const path = findSet(SET);
const lines = path === null ? [] : readFileSync(path, 'utf8').trim().split('\n').map((l) => l.trim().split(' '));

describe('Connect Four 7×6', () => {
  const { game, view } = connectFour();

  it('is a 7×6 game with four in a row, not full-tree, keyed by any safe integer', () => {
    expect([game.id, game.maxMoves, game.maxPlies, game.fullTree, game.keySpace, game.symmetryCount]).toEqual(['connect4', 7, 42, false, Infinity, 2]);
    expect([view.columns, view.rows]).toEqual([7, 6]);
    // Four in a row wins, three does not.
    expect(game.outcome(game.parseMoves('1212121').state)).toBe(OUTCOME.firstWon);
    expect(game.outcome(game.parseMoves('12121').state)).toBe(OUTCOME.playing);
    expect(game.parseMoves('4444444').error?.code).toBe('occupied');
    expect(game.parseMoves('8').error?.code).toBe('range');
  });

  describe.skipIf(path === null)(`the End-Easy set (${SET}, read from ../shared/data; skipped when absent)`, () => {
    it('has 1,000 lines, each legal to its end and unfinished', () => {
      expect(lines.length).toBe(1000);
      for (const [moves] of lines) {
        const line = game.parseMoves(moves);
        expect(line.error).toBeNull();
        expect(line.moves.length).toBe(moves.length);
        expect(game.outcome(line.state)).toBe(OUTCOME.playing);
      }
    });

    it('the generic alpha-beta search over this game finds the exact score of its first 30 lines', () => {
      for (const [moves, score] of lines.slice(0, 30)) {
        const s = game.parseMoves(moves).state;
        const r = search(game, s, { mode: 'shortest', tt: true, symmetry: true, order: 'centre' });
        // 'shortest' is Red's view; the set's score is the side to move's.
        const mine = (game.toMove(s) === 0 ? r.value : -r.value) + 0;
        expect(`${moves} ${mine}`).toBe(`${moves} ${score}`);
      }
    });
  });
});
