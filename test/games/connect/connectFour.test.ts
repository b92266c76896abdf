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
import { exactMoveValues, OUTCOME, withinBackgroundReach, withinReach, type Game } from '../../../src/games/game.ts';
import { entryById, loadGame } from '../../../src/games/index.ts';
import type { ConnectState } from '../../../src/games/connect/rules.ts';
import { CONNECT4_SETS, connect4SetPath, readConnect4Set } from '../../helpers/connect4Sets.ts';
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

/*
 * Connect Four 7×6 as the app's game (connect4Entry.ts, connect4.ts): the registry loads it as a searched game with
 * an exact solver (`Game.exact`) over the strong solver, whose scores are those of the published End-Easy set (read
 * from ../shared/data, skipped by name where absent), whose moves to the end follow the score convention, and which a
 * poll stops.
 */
const load = async () => (await loadGame('connect4')).game as Game<ConnectState>;
const at = (game: Game<ConnectState>, line: string) => {
  const r = game.parseMoves(line);
  if (r.error) throw r.error;
  return r.state;
};

describe('Connect Four 7×6 in the registry', () => {
  it('is a searched game whose solver reaches its limit of empty squares and, in the background, every position', async () => {
    expect(entryById('connect4')?.game).toEqual({ id: 'connect4', sideNames: ['R', 'Y'], fullTree: false, solved: true });
    const game = await load();
    expect([game.id, game.fullTree, game.maxMoves, game.evaluations?.map((e) => e.id)]).toEqual(['connect4', false, 7, ['lines']]);
    const exact = game.exact!;
    expect(exact.remaining(game.initial)).toBe(42);
    // Solved on demand everywhere (the registry's `solved`: the explorer over the solved tree).
    expect(exact.backgroundLimit).toBe(game.maxPlies);
    // The empty board's every column is in the opening table (#26): within reach at once; a corner first is not.
    expect(withinReach(game, game.initial)).toBe(true);
    expect(withinReach(game, at(game, '1'))).toBe(false);
    expect(withinBackgroundReach(game, at(game, '1'))).toBe(true);
    // 42 - limit discs played: just within reach; one fewer: not.
    const line = '1234567'.repeat(6).slice(0, 42 - exact.limit); // rows in alternating colours: nobody wins yet
    const s = at(game, line);
    expect(exact.remaining(s)).toBe(exact.limit);
    expect(withinReach(game, s)).toBe(true);
    expect(withinReach(game, at(game, line.slice(0, -1)))).toBe(false);
  });

  it('solves every column: an immediate win scores 22 minus the winner’s discs, best first; its moves to the end follow the score', async () => {
    const game = await load();
    const exact = game.exact!;
    // Rows 1 and 2 full, then Red on 1, 2, 3 of row 3 (Yellow above): 4 wins with Red's 11th disc, 22 - 11 = 11;
    // anything else lets Yellow win there with its 11th.
    const s = at(game, '12345671234567112233');
    const scores = exact.solveMoves(s)!;
    expect(scores[0]).toEqual({ move: 3, score: 11 });
    expect(scores.slice(1).map((m) => m.score)).toEqual([-11, -11, -11, -11, -11, -11]);
    // Ties centre first.
    expect(scores.slice(1).map((m) => m.move)).toEqual([2, 4, 1, 5, 0, 6]);
    expect([exact.movesToWin!(s, 11), exact.movesToWin!(s, -11)]).toEqual([1, 1]);
    // Two discs earlier (9 each): 11 is Red's win with its 11th disc, 2 of its moves; -9 Yellow's with its 13th, 4 of Yellow's.
    const earlier = at(game, '123456712345671122');
    expect(exact.solveMoves(earlier)![0]).toEqual({ move: 2, score: 11 });
    expect([exact.movesToWin!(earlier, 11), exact.movesToWin!(earlier, -9)]).toEqual([2, 4]);
    // Yellow to move, lost whatever it plays (-11 for Yellow): the app's values are Red's view, +11.
    expect(exactMoveValues(game, at(game, '1234567123456711223'))?.map((v) => v.value)).toEqual([11, 11, 11, 11, 11, 11, 11]);
  });

  it('stops when its poll says so, hearing the nodes searched, and answers later from its kept table', async () => {
    const game = await load();
    const s = at(game, '4455');
    const heard: number[] = [];
    expect(game.exact!.solveMoves(s, { onPoll: (n) => heard.push(n), shouldStop: () => heard.length >= 2 })).toBeNull();
    expect(heard[1]).toBeGreaterThan(heard[0]);
  });

  const endEasy = connect4SetPath(CONNECT4_SETS.endEasy);
  describe.skipIf(endEasy === null)(endEasy === null ? `the set ${CONNECT4_SETS.endEasy}: skipped, absent from ../shared/data` : `the set ${CONNECT4_SETS.endEasy}`, () => {
    it('gives the published score as the best column’s, on the first 12 lines', async () => {
      const game = await load();
      for (const { line, moves, score } of readConnect4Set(endEasy!).slice(0, 12)) {
        const s = game.parseMoves(moves.map((m) => m + 1).join('')).state;
        expect([line, game.exact!.solveMoves(s)![0].score]).toEqual([line, score]);
      }
    });
  });
});
