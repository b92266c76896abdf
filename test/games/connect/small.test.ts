/**
 * Connect Four on 4×4 and 5×4 as the app's position-solved games (small.ts,
 * smallEntries.ts): searched games whose exact solver reaches every position,
 * answered from the table of every position (games/positionSolved.ts). The
 * first solve builds the table with progress; then each column's exact score
 * (side to move's view, the rules' 'shortest' units) is the naive
 * reference's (test/helpers/connectNaive.ts) near the end, the empty board
 * is a draw, and the moves-to-win reading counts the winner's moves.
 */
import { describe, expect, it } from 'vitest';
import { exactMoveValues, withinReach, type Game } from '../../../src/games/game.ts';
import { entryById, loadGame } from '../../../src/games/index.ts';
import { createRules, type ConnectState } from '../../../src/games/connect/rules.ts';
import { smallKeys } from '../../../src/games/connect/small.ts';
import { solvePositions } from '../../../src/games/positionSolved.ts';
import { runMatch } from '../../../src/ai/arena.ts';
import { createPlayer, parsePlayerSpec, playersOf } from '../../../src/ai/registry.ts';
import { naiveEmpty, naivePlay, naiveValueFrom, type NaiveBoard } from '../../helpers/connectNaive.ts';

const load = async (id: string) => (await loadGame(id)).game as Game<ConnectState>;

/** The state and the naive board after a line of columns (0-based). */
function after(game: Game<ConnectState>, columns: readonly number[]): { s: ConnectState; b: NaiveBoard } {
  let s = game.initial;
  let b = naiveEmpty(4, 4, 4);
  for (const c of columns) {
    s = game.play(s, c);
    b = naivePlay(b, c);
  }
  return { s, b };
}

describe('Connect Four 4×4 and 5×4 in the app', () => {
  it('are registered as searched games (no whole tree) with an exact solver that reaches every position', async () => {
    for (const [id, squares] of [['connect4-4x4', 16], ['connect4-5x4', 20]] as const) {
      expect(entryById(id)?.game).toMatchObject({ fullTree: false, solved: true });
      const game = await load(id);
      expect([game.id, game.maxPlies, game.fullTree, game.exact?.limit]).toEqual([id, squares, false, squares]);
      expect(withinReach(game, game.initial)).toBe(true);
      expect(game.evaluations?.map((e) => e.id)).toEqual(['lines']);
    }
  });

  it('4×4: the first solve values every position with progress; each column of the empty board, and near the end, as the naive reference', async () => {
    const game = await load('connect4-4x4');
    const polls: number[] = [];
    const first = game.exact?.solveMoves(game.initial, { onPoll: (n) => polls.push(n) });
    // Found (161,029), then valued (161,029 more): the count only grows.
    expect(polls.at(-1)).toBe(2 * 161_029);
    expect(polls.every((n, i) => i === 0 || n >= polls[i - 1])).toBe(true);
    // A draw: the best column scores 0; every column is scored, best first.
    expect(first?.map((m) => m.move).sort()).toEqual([0, 1, 2, 3]);
    expect(first?.[0].score).toBe(0);
    // Later solves are look-ups: no progress; scores as the naive reference's (Red's view turned to the mover's).
    for (const line of [[1, 2, 1, 2, 0, 3, 3, 0, 1], [1, 1, 2, 2, 1, 2, 0, 3, 0, 3, 3], [1, 2, 1, 2, 2, 1, 0, 3, 3, 0, 0]]) {
      const { s, b } = after(game, line);
      const later: number[] = [];
      const values = exactMoveValues(game, s, { onPoll: (n) => later.push(n) });
      expect(later).toEqual([]);
      expect(values?.length).toBeGreaterThan(0);
      for (const { move, value } of values ?? []) expect(value, `${line.join('')} then ${move}`).toBe(naiveValueFrom(naivePlay(b, move), 'shortest'));
    }
  });

  it('reads a winning score as the moves the winner still plays', async () => {
    const game = await load('connect4-4x4');
    // Red has three in column 1 (Yellow in column 2): dropping the fourth wins at once, Red's 4th disc.
    const { s } = after(game, [0, 1, 0, 1, 0, 1]);
    const scores = game.exact?.solveMoves(s) ?? [];
    expect(scores[0]).toEqual({ move: 0, score: 5 });
    expect(game.exact?.movesToWin?.(s, 5)).toBe(1);
  });

  it('answers the table builder’s two questions in 32-bit work as the rules do, at every 5th 4×4 position', () => {
    const rules = createRules({ width: 4, height: 4, inRow: 4 });
    const fast = smallKeys(rules);
    const t = solvePositions({ ...rules, id: 'keys', initial: rules.empty, maxMoves: 4, keySpace: 2 ** rules.bits, key: (s) => s, fromKey: (k) => k });
    const [m1, m2] = [new Int16Array(4), new Int16Array(4)];
    const [k1, k2] = [new Float64Array(4), new Float64Array(4)];
    const differ: number[] = [];
    // Every 5th position (32,206 of them, every number of discs): the rules' general reading is the slow part.
    for (let p = 0; p < t.count; p += 5) {
      const key = t.keys[p];
      const n = fast.expandKey(key, m1, k1);
      let same = fast.keyInfo(key) === rules.keyInfo(key) && n === rules.expandKey(key, m2, k2);
      for (let i = 0; same && i < n; i++) same = m1[i] === m2[i] && k1[i] === k2[i];
      if (!same) differ.push(key);
    }
    expect(differ).toEqual([]);
    expect(() => smallKeys(createRules({ width: 7, height: 6, inRow: 4 }))).toThrow(/more than 31 bits/);
  });

  it('the arena has a perfect player from the table that never loses (4×4: against the rule player and a search, either side)', async () => {
    const game = await load('connect4-4x4');
    expect(playersOf(game).filter((p) => p.kind === 'table').map((p) => p.id)).toEqual(['perfect-shortest']);
    expect(parsePlayerSpec(game, 'Perfect-Shortest')).toEqual({ ok: true, value: 'perfect-shortest' });
    // 7×6 has one too, by its solver one move at a time (#26: test/games/connect/opening.test.ts).
    expect(playersOf(await load('connect4')).filter((p) => p.kind === 'table').map((p) => p.id)).toEqual(['perfect-shortest']);
    const perfect = createPlayer(game, 'perfect-shortest');
    for (const rival of ['centre', 'alphabeta-d2-lines']) {
      const r = runMatch(game, perfect, createPlayer(game, rival), { games: 6, seed: 5 });
      expect(r.asFirst.lose + r.asSecond.lose, rival).toBe(0);
    }
  });
});
