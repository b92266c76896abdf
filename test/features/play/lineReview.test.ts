import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/games/game.ts';
import { othello } from '../../../src/games/othello/index.ts';
import { createLineReview, REVIEW_DEPTH, SLOW_MS, type ReviewContext } from '../../../src/features/play/state/lineReview.ts';
import type { MoveValue, ReviewRequest } from '../../../src/worker/searchProtocol.ts';
import { CancelledError } from '../../../src/worker/jobs.ts';

const game = othello as Game<unknown>;
const line = (text: string) => [...othello.parseMoves(text).moves];

/** A review port whose answers the test gives by hand, and a timer the test fires. */
function fakes() {
  const asked: { request: ReviewRequest; onPosition: (index: number, moves: readonly MoveValue[]) => void; done: () => void; fail: (e: Error) => void }[] = [];
  let cancels = 0;
  const port = {
    review: (request: ReviewRequest, onPosition: (index: number, moves: readonly MoveValue[]) => void) => new Promise<void>((done, fail) => asked.push({ request, onPosition, done, fail })),
    cancelReview: () => void cancels++,
  };
  const timers: { f: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule = (f: () => void, ms: number) => {
    const t = { f, ms, cancelled: false };
    timers.push(t);
    return () => void (t.cancelled = true);
  };
  const review = createLineReview(port, schedule);
  return { review, asked, timers, cancels: () => cancels, s: () => review.store.getState() };
}

const ctx = (moves: readonly number[], paused = false): ReviewContext => ({ game, start: null, line: moves, evaluation: 'discs', scale: 64, paused });
/** Every legal move worth `v` (estimate units) at the position asked. */
const answerAll = (a: { request: ReviewRequest; onPosition: (index: number, moves: readonly MoveValue[]) => void }, v: number) => {
  for (const p of a.request.positions) a.onPosition(p.index, [{ move: 0, value: v }]);
};
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a line’s review: newest wins, shared positions kept, paused while the AI thinks', () => {
  it('asks for every position of the line, estimates with even-ply leaves, and keeps the values read in units', async () => {
    const { review, asked, s } = fakes();
    const moves = line('f5d6c3');
    review.sync(ctx(moves));
    expect(asked).toHaveLength(1);
    expect(asked[0].request).toEqual({ gameId: 'othello', moves, evaluation: 'discs', positions: [0, 1, 2, 3].map((index) => ({ index, depth: REVIEW_DEPTH + (index % 2) })) });
    expect(s()).toMatchObject({ working: true, positions: [null, null, null, null] });
    asked[0].onPosition(1, [{ move: 19, value: 2 / 64 }, { move: 21, value: -3 / 64 }]);
    expect(s().positions[1]).toEqual({ mover: 1, moves: [{ move: 19, value: 2 }, { move: 21, value: -3 }], final: null, exact: false, depth: 5 });
    answerAll(asked[0], 0);
    asked[0].done();
    await settle();
    expect(s().working).toBe(false);
    expect(s().positions.every((p) => p !== null)).toBe(true);
  });

  it('a move played asks for the new position only; a new line cancels the request in flight and keeps what the two share', async () => {
    const { review, asked, s, cancels } = fakes();
    review.sync(ctx(line('f5d6')));
    answerAll(asked[0], 1 / 64);
    asked[0].done();
    await settle();
    review.sync(ctx(line('f5d6c3')));
    expect(asked[1].request.positions.map((p) => p.index)).toEqual([3]);
    expect(cancels()).toBe(0);
    // Another line sharing the first move: the request in flight is cancelled, positions 0 and 1 are kept.
    review.sync(ctx(line('f5f6e6')));
    expect(cancels()).toBe(1);
    expect(asked[2].request.positions.map((p) => p.index)).toEqual([2, 3]);
    expect(s().positions.map((p) => p?.moves[0]?.value ?? null)).toEqual([1, 1, null, null]);
    // A late answer of the cancelled request is dropped.
    asked[1].onPosition(3, [{ move: 0, value: 0.5 }]);
    asked[1].fail(new CancelledError());
    await settle();
    expect(s().positions[3]).toBeNull();
    expect(s()).toMatchObject({ working: true, error: null });
    // The same line again: nothing new is asked.
    review.sync(ctx(line('f5f6e6')));
    expect(asked).toHaveLength(3);
  });

  it('paused, the request in flight stops and the values stay; unpaused, only the missing positions are asked', () => {
    const { review, asked, s, cancels } = fakes();
    const moves = line('f5d6c3d3');
    review.sync(ctx(moves));
    asked[0].onPosition(0, [{ move: 0, value: 0 }]);
    review.sync(ctx(moves, true));
    expect(cancels()).toBe(1);
    expect(s()).toMatchObject({ working: false });
    expect(s().positions[0]).not.toBeNull();
    review.sync(ctx(moves));
    expect(asked[1].request.positions.map((p) => p.index)).toEqual([1, 2, 3, 4]);
    review.sync(null);
    expect(cancels()).toBe(2);
    expect(s().working).toBe(false);
  });

  it('shows progress only once the work takes longer than SLOW_MS, and says a failure', async () => {
    const { review, asked, timers, s } = fakes();
    review.sync(ctx(line('f5')));
    expect(timers.map((t) => t.ms)).toEqual([SLOW_MS]);
    expect(s().slow).toBe(false);
    timers[0].f();
    expect(s().slow).toBe(true);
    asked[0].fail(new Error('the worker did not answer'));
    await settle();
    expect(s()).toMatchObject({ working: false, slow: false, error: 'the worker did not answer' });
  });

  it('values a finished game’s last position by its score, exact, without asking for it', () => {
    const { review, asked, s } = fakes();
    // A whole game (test/search/gameReview.test.ts's): Black wins 40–24.
    const moves = line('f5f4e3f6g5g4f7f8g7h8e6h6h3d2c3c4f3c2h5f2e7e8h7h4d7h2f1c8c1e2d3d1e1g3g6g1h1b1b2d6c6a1b3c5b6a3a2c7a4a6b5a5b8d8a7a8b7g2b4g8');
    review.sync(ctx(moves));
    expect(asked[0].request.positions.map((p) => p.index)).not.toContain(moves.length);
    expect(s().positions[moves.length]).toEqual({ mover: null, moves: [], final: 16, exact: true, depth: null });
  });
});
