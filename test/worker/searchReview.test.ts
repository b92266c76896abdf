import { describe, expect, it } from 'vitest';
import { stateAfter } from '../../src/games/game.ts';
import { loadGame } from '../../src/games/index.ts';
import { othello } from '../../src/games/othello/index.ts';
import { handleSearchRequest } from '../../src/worker/searchHandler.ts';
import { createInlineSearchClient } from '../../src/worker/searchClient.ts';
import type { MoveValue, SearchWorkerRequest, SearchWorkerResponse } from '../../src/worker/searchProtocol.ts';

await loadGame('othello');
/** The sample game of test/search/gameReview.test.ts: positions 47..60 are within the solver's reach. */
const moves = [...othello.parseMoves('f5f4e3f6g5g4f7f8g7h8e6h6h3d2c3c4f3c2h5f2e7e8h7h4d7h2f1c8c1e2d3d1e1g3g6g1h1b1b2d6c6a1b3c5b6a3a2c7a4a6b5a5b8d8a7a8b7g2b4g8').moves];

function answers(req: SearchWorkerRequest): SearchWorkerResponse[] {
  const out: SearchWorkerResponse[] = [];
  handleSearchRequest(req, (m) => out.push(m));
  return out.filter((m) => m.type !== 'alive');
}

describe('the search worker’s review of a line', () => {
  it('answers each position asked, in the order asked, with the values an estimate or a solve of it gives, then says it is done', () => {
    const positions = [{ index: 3, depth: 2 }, { index: 20, depth: 1 }, { index: 58, depth: null }];
    const replies = answers({ type: 'review', id: 7, gameId: 'othello', moves, positions, evaluation: 'discs' });
    expect(replies.map((r) => r.type)).toEqual(['review-position', 'review-position', 'review-position', 'reviewed']);
    const got = replies.flatMap((r) => (r.type === 'review-position' ? [[r.index, r.moves] as const] : []));
    expect(got.map(([i]) => i)).toEqual([3, 20, 58]);
    for (const [index, values] of got) {
      const depth = positions.find((p) => p.index === index)?.depth ?? null;
      const at = moves.slice(0, index);
      const [alone] = answers(depth === null ? { type: 'solve', id: 1, gameId: 'othello', moves: at } : { type: 'estimate', id: 1, gameId: 'othello', moves: at, depth, evaluation: 'discs' });
      const expected = (alone as { moves: readonly MoveValue[] }).moves;
      const bySquare = (v: readonly MoveValue[]) => [...v].sort((a, b) => a.move - b.move);
      expect(bySquare(values)).toEqual(bySquare(expected));
    }
  });

  it('reviews a line from a set-up position: each position is the one after its moves from that start, as an estimate of it gives', () => {
    // The position after the sample game's first 20 moves, set up, then its next 6 moves.
    const start = othello.setup?.format(stateAfter(othello, moves.slice(0, 20))) ?? '';
    const line = moves.slice(20, 26);
    const replies = answers({ type: 'review', id: 9, gameId: 'othello', moves: line, start, positions: [0, 3, 6].map((index) => ({ index, depth: 2 })), evaluation: 'discs' });
    const got = replies.flatMap((r) => (r.type === 'review-position' ? [r.moves] : []));
    const estimates = [0, 3, 6].map((index) => answers({ type: 'estimate', id: 1, gameId: 'othello', moves: moves.slice(0, 20 + index), depth: 2, evaluation: 'discs' })[0]);
    expect(got).toEqual(estimates.map((e) => (e as { moves: readonly MoveValue[] }).moves));
    expect(answers({ type: 'review', id: 10, gameId: 'othello', moves: line, start: 'X', positions: [{ index: 0, depth: 1 }], evaluation: 'discs' })[0].type).toBe('error');
  });

  it('says what is wrong with a position outside the line', () => {
    const replies = answers({ type: 'review', id: 8, gameId: 'othello', moves: moves.slice(0, 4), positions: [{ index: 9, depth: 2 }], evaluation: 'discs' });
    expect(replies).toEqual([{ type: 'error', id: 8, message: 'no position 9 in a line of 4 moves' }]);
  });

  it('through the inline client: positions reported as they come, then the promise resolves', async () => {
    const client = createInlineSearchClient();
    const seen: number[] = [];
    await client.review({ gameId: 'othello', moves: moves.slice(0, 5), positions: [0, 1, 2].map((index) => ({ index, depth: 1 })), evaluation: 'discs' }, (index) => seen.push(index));
    expect(seen).toEqual([0, 1, 2]);
  });
});
