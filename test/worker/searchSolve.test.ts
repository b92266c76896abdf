import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRng } from '../../src/ai/rng.ts';
import { exactMoveValues, legalMoveList, OUTCOME, stateAfter, withinReach } from '../../src/games/game.ts';
import { othello, type OthelloState } from '../../src/games/othello/index.ts';
import { emptyCount, hasSquare } from '../../src/games/othello/state.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { handleSearchRequest } from '../../src/worker/searchHandler.ts';
import { createInlineSearchClient } from '../../src/worker/searchClient.ts';
import type { SearchWorkerResponse } from '../../src/worker/searchProtocol.ts';
import { naiveMoveScores, type Cells } from '../helpers/othelloNaive.ts';

function cellsOf(s: OthelloState): Cells {
  return Array.from({ length: 64 }, (_, sq) => (hasSquare(s.bl, s.bh, sq) ? 1 : hasSquare(s.wl, s.wh, sq) ? 2 : 0));
}

/** A seeded random game's moves until `empties` squares are left (null when it ended sooner). */
function randomLine(seed: number, empties: number): number[] | null {
  const rng = createRng(seed);
  const moves: number[] = [];
  let s = othello.initial;
  while (emptyCount(s) > empties) {
    if (othello.outcome(s) !== OUTCOME.playing) return null;
    const legal = legalMoveList(othello, s);
    const m = legal[rng.int(legal.length)];
    moves.push(m);
    s = othello.play(s, m);
  }
  return othello.outcome(s) === OUTCOME.playing ? moves : null;
}

function lines(count: number, seed: number, min: number, max: number): number[][] {
  const out: number[][] = [];
  for (let k = 0; out.length < count; k++) {
    const line = randomLine(seed * 1000 + k, min + (k % (max - min + 1)));
    if (line) out.push(line);
  }
  return out;
}

/** The naive reference's score of every legal move, turned to the first player's view, in square order. */
function naiveValues(s: OthelloState): { move: number; value: number }[] {
  const sign = s.side === 0 ? 1 : -1;
  return naiveMoveScores(cellsOf(s), s.side === 0 ? 1 : 2).map(({ move, score }) => ({ move, value: sign * score + 0 }));
}

const bySquare = <T extends { move: number }>(a: readonly T[]) => [...a].sort((x, y) => x.move - y.move);

function run(req: Parameters<typeof handleSearchRequest>[0], stopped?: () => boolean): SearchWorkerResponse[] {
  const out: SearchWorkerResponse[] = [];
  handleSearchRequest(req, (m) => out.push(m), stopped);
  return out;
}

afterEach(() => vi.restoreAllMocks());

describe("the exact capability (Game.exact) against the naive reference", () => {
  it('Othello has one; tic-tac-toe (a full-tree game) has none and is never within reach', () => {
    expect(othello.exact).toBeDefined();
    expect(ticTacToe.exact).toBeUndefined();
    expect(withinReach(ticTacToe, ticTacToe.initial)).toBe(false);
    expect(withinReach(othello, othello.initial)).toBe(false);
  });

  it('scores every legal move as the naive solver does (side to move’s view; exactMoveValues: first player’s view) on 24 seeded positions with 6-10 empties, both sides to move', () => {
    const sides = new Set<number>();
    for (const line of lines(24, 5, 6, 10)) {
      const s = stateAfter(othello, line);
      sides.add(s.side);
      expect(withinReach(othello, s)).toBe(true);
      const naive = naiveValues(s);
      const sign = s.side === 0 ? 1 : -1;
      const scores = othello.exact!.solveMoves(s)!;
      expect(bySquare(scores).map(({ move, score }) => ({ move, value: sign * score + 0 }))).toEqual(naive);
      // Best for the mover first.
      expect(scores[0].score).toBe(Math.max(...scores.map((m) => m.score)));
      expect(bySquare(exactMoveValues(othello, s)!)).toEqual(naive);
    }
    expect([...sides].sort()).toEqual([0, 1]);
  }, 60_000);

  it('its reach is a count of empties: a position with one more than the limit is out of reach', () => {
    const limit = othello.exact!.limit;
    const inside = stateAfter(othello, lines(1, 9, limit, limit)[0]);
    const outside = stateAfter(othello, lines(1, 9, limit + 1, limit + 1)[0]);
    expect([withinReach(othello, inside), withinReach(othello, outside)]).toEqual([true, false]);
  });
});

describe('the search worker’s solve and estimate requests', () => {
  it('solve answers every legal move’s exact value (first player’s view), as the naive solver', () => {
    for (const line of lines(6, 11, 7, 9)) {
      const out = run({ type: 'solve', id: 3, gameId: 'othello', moves: line });
      const solved = out.find((m) => m.type === 'solved');
      expect(solved?.type === 'solved' && bySquare(solved.moves)).toEqual(naiveValues(stateAfter(othello, line)));
      expect(solved?.id).toBe(3);
    }
  });

  it('a long solve says it is alive (for the client’s watchdog)', () => {
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 300));
    const out = run({ type: 'solve', id: 4, gameId: 'othello', moves: lines(1, 12, 14, 14)[0] });
    expect(out.filter((m) => m.type === 'alive').length).toBeGreaterThan(0);
    expect(out.at(-1)?.type).toBe('solved');
  });

  it('a solve that is no longer wanted stops at its poll and answers nothing', () => {
    let polls = 0;
    const out = run({ type: 'solve', id: 5, gameId: 'othello', moves: lines(1, 13, 14, 14)[0] }, () => ++polls > 1);
    expect(polls).toBe(2);
    expect(out.filter((m) => m.type !== 'alive')).toEqual([]);
  });

  it('a game without a solver, or a bad line, gets an error reply', () => {
    expect(run({ type: 'solve', id: 6, gameId: 'tictactoe', moves: [4] })).toEqual([{ type: 'error', id: 6, message: 'the game tictactoe has no exact solver' }]);
    expect(run({ type: 'solve', id: 7, gameId: 'othello', moves: [0] })[0]).toMatchObject({ type: 'error', id: 7 });
  });

  it('estimate answers every legal move’s depth-limited value at the depth asked (first player’s view)', () => {
    const line = [37, 43, 34]; // f5 d6 c5
    const s = stateAfter(othello, line);
    const out = run({ type: 'estimate', id: 8, gameId: 'othello', moves: line, depth: 3, evaluation: 'discs' });
    const estimated = out.find((m) => m.type === 'estimated');
    expect(estimated).toMatchObject({ id: 8, depth: 3 });
    const moves = estimated?.type === 'estimated' ? estimated.moves : [];
    expect(moves.map((m) => m.move)).toEqual(legalMoveList(othello, s));
    // Depth 1 is the evaluation of the position after each move.
    const one = run({ type: 'estimate', id: 9, gameId: 'othello', moves: line, depth: 1, evaluation: 'discs' }).find((m) => m.type === 'estimated');
    const discs = othello.evaluations!.find((e) => e.id === 'discs')!.evaluate;
    expect(one?.type === 'estimated' && one.moves).toEqual(legalMoveList(othello, s).map((move) => ({ move, value: discs(othello.play(s, move)) })));
    for (const m of moves) expect(Math.abs(m.value)).toBeLessThan(1);
  });
});

describe('the inline client’s solve and hints', () => {
  it('newest wins: a solve replaced by another, or hints replaced or cancelled, reject as cancelled; the newest answers', async () => {
    const client = createInlineSearchClient();
    const [a, b] = lines(2, 21, 8, 9);
    const first = client.solve({ gameId: 'othello', moves: a });
    const second = client.solve({ gameId: 'othello', moves: b });
    await expect(first).rejects.toThrow(/cancel/i);
    expect(bySquare(await second)).toEqual(naiveValues(stateAfter(othello, b)));
    const hintA = client.moveValues({ gameId: 'othello', moves: a, depth: 2, evaluation: 'discs', exact: true });
    const hintB = client.moveValues({ gameId: 'othello', moves: b, depth: 2, evaluation: 'discs', exact: false });
    await expect(hintA).rejects.toThrow(/cancel/i);
    expect(await hintB).toMatchObject({ depth: 2 });
    const hintC = client.moveValues({ gameId: 'othello', moves: b, depth: 2, evaluation: 'discs', exact: true });
    client.cancelMoveValues();
    await expect(hintC).rejects.toThrow(/cancel/i);
    const exact = await client.moveValues({ gameId: 'othello', moves: b, depth: 2, evaluation: 'discs', exact: true });
    expect(exact.depth).toBeNull();
    expect(bySquare(exact.moves)).toEqual(naiveValues(stateAfter(othello, b)));
  });
});
