/**
 * Connect Four 7×6 as the app's game (connect4Entry.ts, connect4.ts): the
 * registry loads it as a searched game with an exact solver (`Game.exact`)
 * over the strong solver, whose scores are those of the published End-Easy
 * set (read from ../shared/data, skipped by name where absent), whose moves
 * to the end follow the score convention, and which a poll stops.
 */
import { describe, expect, it } from 'vitest';
import { entryById, loadGame } from '../../../src/games/index.ts';
import { exactMoveValues, withinBackgroundReach, withinReach, type Game } from '../../../src/games/game.ts';
import type { ConnectState } from '../../../src/games/connect/rules.ts';
import { CONNECT4_SETS, connect4SetPath, readConnect4Set } from '../../helpers/connect4Sets.ts';

const load = async () => (await loadGame('connect4')).game as Game<ConnectState>;
const at = (game: Game<ConnectState>, line: string) => {
  const r = game.parseMoves(line);
  if (r.error) throw r.error;
  return r.state;
};

describe('Connect Four 7×6 in the registry', () => {
  it('is a searched game whose solver reaches its limit of empty squares and, in the background, every position', async () => {
    expect(entryById('connect4')?.game).toEqual({ id: 'connect4', sideNames: ['R', 'Y'], fullTree: false });
    const game = await load();
    expect([game.id, game.fullTree, game.maxMoves, game.evaluations?.map((e) => e.id)]).toEqual(['connect4', false, 7, ['lines']]);
    const exact = game.exact!;
    expect(exact.remaining(game.initial)).toBe(42);
    expect(withinReach(game, game.initial)).toBe(false);
    expect(withinBackgroundReach(game, game.initial)).toBe(true);
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

  const path = connect4SetPath(CONNECT4_SETS.endEasy);
  describe.skipIf(path === null)(path === null ? `the set ${CONNECT4_SETS.endEasy}: skipped, absent from ../shared/data` : `the set ${CONNECT4_SETS.endEasy}`, () => {
    it('gives the published score as the best column’s, on the first 12 lines', async () => {
      const game = await load();
      for (const { line, moves, score } of readConnect4Set(path!).slice(0, 12)) {
        const s = game.parseMoves(moves.map((m) => m + 1).join('')).state;
        expect([line, game.exact!.solveMoves(s)![0].score]).toEqual([line, score]);
      }
    });
  });
});
