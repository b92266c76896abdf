import { describe, expect, it } from 'vitest';
import { runMatch } from '../../src/ai/arena.ts';
import { createPlayer } from '../../src/ai/registry.ts';
import { runSolveCheck } from '../helpers/solveCheck.ts';
import { ALIVE_EVERY_MS, createArenaHandler, type ArenaHandlerOptions } from '../../src/worker/arenaHandler.ts';
import { packFailures, unpackFailures, type ArenaResponse } from '../../src/worker/arenaProtocol.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { untimed } from '../helpers/matchResult.ts';

/** A clock that advances 1 ms every time it is read: time is a pure function of the work done. */
function fakeClock() {
  let t = 0;
  return () => ++t;
}

const instant: ArenaHandlerOptions['yieldNow'] = () => Promise.resolve();

/** A handler whose posts are recorded (with their transfer lists). */
function recorder(options: ArenaHandlerOptions = {}) {
  const messages: ArenaResponse[] = [];
  const transfers: (Transferable[] | undefined)[] = [];
  const handle = createArenaHandler(
    (msg, transfer) => {
      messages.push(msg);
      transfers.push(transfer);
    },
    { now: fakeClock(), yieldNow: instant, ...options },
  );
  return { messages, transfers, handle };
}

const ofType = <T extends ArenaResponse['type']>(ms: ArenaResponse[], type: T) => ms.filter((m): m is Extract<ArenaResponse, { type: T }> => m.type === type);

describe('arena handler: a searched game’s match', () => {
  it('plays registry players with colours swapped and shared random openings, progress after every game, a seed reproducing the table', async () => {
    const run = async (req: Record<string, unknown>) => {
      const { messages, handle } = recorder({ progressIntervalMs: 0 });
      await handle(req);
      return messages.filter((m) => m.type !== 'alive');
    };
    const req = { type: 'match', id: 3, game: 'othello', a: 'alphabeta-d2-weights', b: 'as-written', games: 2, openings: 2, seed: 5 } as const;
    const out = await run(req);
    expect(out.map((m) => m.type)).toEqual(['match-progress', 'match-progress', 'match-progress', 'match-progress', 'match-result']);
    expect(ofType(out, 'match-progress').map((m) => m.done)).toEqual([0, 1, 2, 3]);
    const last = out[4];
    if (last.type !== 'match-result') throw new Error(last.type);
    const r = last.result;
    expect([r.asFirst.games, r.asSecond.games, r.total.games]).toEqual([2, 2, 4]);
    expect(r.openingMoves).toBe(2);
    expect(r.total.win + r.total.lose + r.total.draw).toBe(4);
    const again = (await run(req))[4];
    expect(again.type === 'match-result' && untimed(again.result)).toEqual(untimed(r));
    expect((await run({ ...req, id: 5, a: 'nonsense' }))[0]).toMatchObject({ type: 'error', id: 5 });
  });

  it('the searches of a match’s games say they are alive every ALIVE_EVERY_MS, before the first game is over', async () => {
    let clock = 0;
    const { messages, handle } = recorder({ now: () => (clock += ALIVE_EVERY_MS) });
    await handle({ type: 'match', id: 5, game: 'othello', a: 'minimax-d4-weights', b: 'alphabeta-d4-weights', games: 1, seed: 1 });
    const alive = ofType(messages, 'alive');
    expect(alive.length).toBeGreaterThan(0);
    expect(alive.every((m) => m.id === 5)).toBe(true);
    const firstGame = messages.findIndex((m) => m.type === 'match-result' || (m.type === 'match-progress' && m.done > 0));
    expect(messages.findIndex((m) => m.type === 'alive')).toBeLessThan(firstGame);
    expect(messages.at(-1)?.type).toBe('match-result');
    expect(ALIVE_EVERY_MS).toBeLessThan(1000);
  });

  it('refuses the strong-solve check of a game whose whole tree does not fit', async () => {
    const { messages, handle } = recorder();
    await handle({ type: 'solve-check', id: 9, game: 'othello', player: 'random' });
    expect(messages).toEqual([expect.objectContaining({ type: 'error', id: 9, code: 'bad-request' })]);
  });
});

describe('arena handler: matches', () => {
  it('posts throttled, rising progress, then the same result as runMatch with that seed', async () => {
    const { messages, handle } = recorder({ progressIntervalMs: 20, sliceMs: 5 });
    await handle({ type: 'match', id: 7, a: 'perfect', b: 'random', games: 50_000, seed: 42, chunkSize: 500 });
    const progress = ofType(messages, 'match-progress');
    const chunks = (2 * 50_000) / 500;
    // Throttled: the clock moves ~1 ms per chunk, a message goes out at most every 20 ms.
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.length).toBeLessThan(chunks / 10);
    expect(progress[0].done).toBe(0);
    for (let i = 1; i < progress.length; i++) {
      expect(progress[i].done).toBeGreaterThan(progress[i - 1].done);
      expect(progress[i].elapsedMs).toBeGreaterThan(progress[i - 1].elapsedMs);
      expect(progress[i].partial.total.games).toBe(progress[i].done);
    }
    expect(messages.every((m) => m.id === 7)).toBe(true);
    const last = messages[messages.length - 1];
    expect(last.type).toBe('match-result');
    const expected = runMatch(ticTacToe, createPlayer(ticTacToe, 'perfect'), createPlayer(ticTacToe, 'random'), { games: 50_000, seed: 42 });
    expect(last.type === 'match-result' && last.result).toEqual(expected);
    expect(expected.total.lose).toBe(0);
  });

  it('is reproducible: the chunk size and the clock do not change the table', async () => {
    const one = recorder({ progressIntervalMs: 1 });
    const two = recorder({ progressIntervalMs: 1000 });
    await one.handle({ type: 'match', id: 1, a: 'rule2', b: 'minimax-d2', games: 3_001, seed: 9, chunkSize: 7 });
    await two.handle({ type: 'match', id: 1, a: 'rule2', b: 'minimax-d2', games: 3_001, seed: 9 });
    const r1 = one.messages.at(-1);
    const r2 = two.messages.at(-1);
    expect(untimed(r1?.type === 'match-result' && r1.result)).toEqual(untimed(r2?.type === 'match-result' && r2.result));
  });

  it('answers unknown players and bad numbers with error messages, never a throw', async () => {
    const { messages, handle } = recorder();
    await handle({ type: 'match', id: 1, a: 'perfekt', b: 'random', games: 10, seed: 1 });
    await handle({ type: 'match', id: 2, a: 'perfect', b: 'minimax-d12', games: 10, seed: 1 });
    await handle({ type: 'match', id: 3, a: 'perfect', b: 'random', games: 0, seed: 1 });
    await handle({ type: 'match', id: 4, a: 'perfect', b: 'random', games: 1.5, seed: 1 });
    await handle({ type: 'match', id: 5, a: 'perfect', b: 'random', games: 10, seed: -1 });
    await handle({ type: 'solve-check', id: 6, player: 42 });
    await handle({ type: 'dance', id: 7 });
    await handle(null);
    await handle({ type: 'solve-check', id: 8, player: 'perfect', mode: 'fastest' });
    expect(messages.map((m) => m.type)).toEqual(Array(9).fill('error'));
    const errors = ofType(messages, 'error');
    expect(errors.map((e) => e.code)).toEqual(['unknown-player', 'unknown-player', 'bad-request', 'bad-request', 'bad-request', 'unknown-player', 'bad-request', 'bad-request', 'bad-request']);
    expect(errors.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, -1, 8]);
    expect(errors[0].message).toMatch(/unknown player "perfekt": choose one of random, rule1/);
    expect(errors[1].message).toMatch(/depth out of range/);
    expect(errors[2].message).toBe('games must be an integer from 1 to 1000000000, got 0');
  });

  it('stops between chunks on cancel and reports the partial tally as cancelled', async () => {
    const messages: ArenaResponse[] = [];
    const handle = createArenaHandler(
      (msg) => {
        messages.push(msg);
        // Cancel as soon as some games are done: from inside the run, so no timing is involved.
        if (msg.type === 'match-progress' && msg.done > 0) void handle({ type: 'cancel', id: 3 });
      },
      { now: fakeClock(), yieldNow: instant, progressIntervalMs: 1, sliceMs: 1 },
    );
    await handle({ type: 'match', id: 3, a: 'perfect', b: 'random', games: 1_000_000, seed: 1, chunkSize: 1000 });
    const last = messages.at(-1);
    expect(last?.type).toBe('match-result');
    if (last?.type !== 'match-result') return;
    expect(last.result.cancelled).toBe(true);
    expect(last.result.total.games).toBe(1000); // one chunk, then the cancel was seen
    expect(last.result.total.win + last.result.total.draw + last.result.total.lose).toBe(1000);
  });

  it('lets the newest request win: a new job aborts the running one', async () => {
    const messages: ArenaResponse[] = [];
    let second: Promise<void> | null = null;
    const handle = createArenaHandler(
      (msg) => {
        messages.push(msg);
        if (msg.id === 1 && msg.type === 'match-progress' && msg.done > 0 && !second) {
          second = handle({ type: 'match', id: 2, a: 'random', b: 'random', games: 100, seed: 1 });
        }
      },
      { now: fakeClock(), yieldNow: instant, progressIntervalMs: 1, sliceMs: 1 },
    );
    await handle({ type: 'match', id: 1, a: 'perfect', b: 'random', games: 1_000_000, seed: 1, chunkSize: 1000 });
    await second;
    const results = ofType(messages, 'match-result');
    expect(results.find((r) => r.id === 1)?.result.cancelled).toBe(true);
    expect(results.find((r) => r.id === 2)?.result.cancelled).toBe(false);
    expect(results.find((r) => r.id === 2)?.result.total.games).toBe(200);
  });

  it('ignores a cancel for another id', async () => {
    const { messages, handle } = recorder();
    await handle({ type: 'cancel', id: 99 });
    await handle({ type: 'match', id: 1, a: 'random', b: 'random', games: 10, seed: 1 });
    expect(messages.at(-1)?.type === 'match-result' && messages.at(-1)).toMatchObject({ result: { cancelled: false } });
  });
});

describe('arena handler: strong-solve check', () => {
  it('perfect passes over all 4,520 positions', async () => {
    const { messages, handle } = recorder({ progressIntervalMs: 20 });
    await handle({ type: 'solve-check', id: 1, player: 'perfect' });
    const last = messages.at(-1);
    expect(last?.type).toBe('solve-result');
    if (last?.type !== 'solve-result') return;
    expect(last.summary).toEqual({ player: 'perfect', mode: 'wdl', positions: 4520, checked: 4520, failed: 0, passed: true, cancelled: false });
    expect(last.failures.failures).toHaveLength(0);
  });

  it('random fails in 3,191 positions: progress deltas plus the rest add up to runSolveCheck, transferred', async () => {
    const { messages, transfers, handle } = recorder({ progressIntervalMs: 20 });
    await handle({ type: 'solve-check', id: 1, player: 'random', chunkSize: 10 });
    const progress = ofType(messages, 'solve-progress');
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.length).toBeLessThan(4520 / 10 / 10);
    const last = messages.at(-1);
    if (last?.type !== 'solve-result') throw new Error('no result');
    expect(last.summary.failed).toBe(3191);
    expect(last.summary.passed).toBe(false);
    const all = [...progress.flatMap((p) => unpackFailures(p.failures)), ...unpackFailures(last.failures)];
    const expected = runSolveCheck(ticTacToe, createPlayer(ticTacToe, 'random')).failures;
    expect(all).toHaveLength(3191);
    expect(all.map((f) => f.notation)).toEqual(expected.map((f) => f.notation));
    expect(all.map((f) => [f.choices, f.bad, f.best])).toEqual(expected.map((f) => [f.choices, f.bad, f.best]));
    // Failures travel as plain records: nothing to transfer.
    expect(transfers.at(-1) ?? []).toHaveLength(0);
  });

  it('shallow minimax fails, full-depth alpha-beta passes', async () => {
    const { messages, handle } = recorder();
    await handle({ type: 'solve-check', id: 1, player: 'minimax-d2' });
    await handle({ type: 'solve-check', id: 2, player: 'alphabeta' });
    const results = ofType(messages, 'solve-result');
    expect(results[0].summary.passed).toBe(false);
    expect(results[0].summary.failed).toBe(runSolveCheck(ticTacToe, createPlayer(ticTacToe, 'minimax-d2')).failures.length);
    expect(results[1].summary.passed).toBe(true);
  });

  it('can be cancelled between chunks', async () => {
    const messages: ArenaResponse[] = [];
    const handle = createArenaHandler(
      (msg) => {
        messages.push(msg);
        if (msg.type === 'solve-progress' && msg.done > 0) void handle({ type: 'cancel', id: 5 });
      },
      { now: fakeClock(), yieldNow: instant, progressIntervalMs: 1, sliceMs: 1 },
    );
    await handle({ type: 'solve-check', id: 5, player: 'random', chunkSize: 100 });
    const last = messages.at(-1);
    if (last?.type !== 'solve-result') throw new Error('no result');
    expect(last.summary).toMatchObject({ checked: 100, cancelled: true, passed: false });
  });
});

describe('packed failures', () => {
  it('round-trip through structuredClone', () => {
    const entries = [
      { key: 0b000000001_000010000, notation: 'x...o....', choices: [0, 1, 2], bad: [1], best: [0, 2], value: 0 },
      { key: 0, notation: '.........', choices: [4], bad: [], best: [0, 2, 4, 6, 8], value: 0 },
    ];
    const { packed, transfer } = packFailures(entries);
    expect(transfer).toHaveLength(0);
    const back = unpackFailures(structuredClone(packed, { transfer }));
    expect(back[0]).toEqual({ key: entries[0].key, notation: 'x...o....', choices: [0, 1, 2], bad: [1], best: [0, 2], value: 0 });
    expect(back[1].bad).toEqual([]);
    expect(() => unpackFailures({ ...packed, version: 99 })).toThrow(/version 99/);
  });
});
