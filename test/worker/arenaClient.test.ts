import { describe, expect, it } from 'vitest';
import { runMatch } from '../../src/ai/arena.ts';
import { createPlayer } from '../../src/ai/registry.ts';
import { createArenaHandler } from '../../src/worker/arenaHandler.ts';
import { ArenaRequestError, CancelledError, createArenaInlineClient, createArenaWorkerClient, WorkerFailedError, type WorkerLike } from '../../src/worker/arenaClient.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

/** A fake Worker running the real arena handler, cloning (and transferring) messages like postMessage. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  received: unknown[] = [];
  private readonly handle = createArenaHandler(
    (msg, transfer) => {
      if (this.terminated) return;
      const data: unknown = structuredClone(msg, { transfer: transfer as ArrayBuffer[] | undefined });
      setTimeout(() => !this.terminated && this.onmessage?.({ data } as MessageEvent), 0);
    },
    { progressIntervalMs: 0, sliceMs: 0 },
  );
  constructor(private readonly behaviour: 'ok' | 'crash' = 'ok') {}
  postMessage(message: unknown): void {
    this.received.push(message);
    setTimeout(() => {
      if (this.terminated) return;
      if (this.behaviour === 'crash') this.onerror?.({ message: 'boom' } as ErrorEvent);
      else void this.handle(structuredClone(message));
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

function workers(behaviour: 'ok' | 'crash' = 'ok') {
  const made: FakeWorker[] = [];
  const create = () => {
    const w = new FakeWorker(behaviour);
    made.push(w);
    return w;
  };
  return { made, create };
}

describe('arena worker client', () => {
  it('plays a match with progress and the same table as runMatch', async () => {
    const { made, create } = workers();
    const client = createArenaWorkerClient(create);
    const done: number[] = [];
    const out = await client.match({ a: 'perfect', b: 'random', games: 20_000, seed: 5, chunkSize: 4_000 }, (p) => done.push(p.done));
    expect(out.source).toBe('worker');
    expect(out.result).toEqual(runMatch(ticTacToe, createPlayer(ticTacToe, 'perfect'), createPlayer(ticTacToe, 'random'), { games: 20_000, seed: 5 }));
    expect(done[0]).toBe(0);
    expect(done.length).toBeGreaterThan(2);
    expect([...done].sort((x, y) => x - y)).toEqual(done);
    // The worker is reused for the next job.
    await client.solveCheck({ player: 'perfect' });
    expect(made).toHaveLength(1);
  });

  it('accumulates the failures of a solve check across progress messages', async () => {
    const { create } = workers();
    const client = createArenaWorkerClient(create);
    const seen: number[] = [];
    const out = await client.solveCheck({ player: 'random', chunkSize: 500 }, (p) => seen.push(p.failures.length));
    expect(out.summary.failed).toBe(3191);
    expect(out.failures).toHaveLength(3191);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen[seen.length - 1]).toBeLessThanOrEqual(3191);
    expect(out.failures[0]).toMatchObject({ notation: 'o........', choices: [1, 2, 3, 4, 5, 6, 7, 8], bad: [1, 2, 3, 5, 6, 7, 8], best: [4] });
  });

  it('lets the newest request win: the older promise rejects as cancelled', async () => {
    const { create } = workers();
    const client = createArenaWorkerClient(create);
    const first = client.match({ a: 'perfect', b: 'random', games: 1_000_000, seed: 1 });
    const second = client.match({ a: 'random', b: 'random', games: 10, seed: 1 });
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    expect((await second).result.total.games).toBe(20);
  });

  it('cancel rejects at once and terminates the worker; the next job starts a fresh one', async () => {
    const { made, create } = workers();
    const client = createArenaWorkerClient(create);
    const p = client.match({ a: 'perfect', b: 'random', games: 1_000_000_000, seed: 1 });
    client.cancel();
    await expect(p).rejects.toBeInstanceOf(CancelledError);
    expect(made[0].terminated).toBe(true);
    await client.match({ a: 'random', b: 'random', games: 5, seed: 1 });
    expect(made).toHaveLength(2);
    client.dispose();
    expect(made[1].terminated).toBe(true);
  });

  it('turns handler errors into ArenaRequestError and crashes into WorkerFailedError', async () => {
    const ok = createArenaWorkerClient(workers().create);
    const bad = ok.match({ a: 'nobody', b: 'random', games: 5, seed: 1 });
    await expect(bad).rejects.toBeInstanceOf(ArenaRequestError);
    await expect(bad).rejects.toMatchObject({ code: 'unknown-player' });
    const crashing = createArenaWorkerClient(workers('crash').create);
    await expect(crashing.solveCheck({ player: 'perfect' })).rejects.toBeInstanceOf(WorkerFailedError);
    const missing = createArenaWorkerClient(() => {
      throw new Error('Workers are not supported here');
    });
    await expect(missing.match({ a: 'random', b: 'random', games: 1, seed: 1 })).rejects.toThrow(/not supported/);
  });
});

describe('arena inline client', () => {
  it('runs the same handler on this thread', async () => {
    const client = createArenaInlineClient({ progressIntervalMs: 0 });
    const out = await client.match({ a: 'rule3', b: 'random', games: 1_000, seed: 3 });
    expect(out.source).toBe('main-thread');
    expect(out.result).toEqual(runMatch(ticTacToe, createPlayer(ticTacToe, 'rule3'), createPlayer(ticTacToe, 'random'), { games: 1_000, seed: 3 }));
    const check = await client.solveCheck({ player: 'perfect' });
    expect(check.summary.passed).toBe(true);
  });

  it('cancels before the job starts: it never runs', async () => {
    const queued: (() => void)[] = [];
    const client = createArenaInlineClient({ defer: (f) => queued.push(f) });
    let progressed = false;
    const p = client.match({ a: 'perfect', b: 'random', games: 1_000_000_000, seed: 1 }, () => {
      progressed = true;
    });
    client.cancel();
    await expect(p).rejects.toBeInstanceOf(CancelledError);
    queued.forEach((f) => f());
    expect(progressed).toBe(false);
  });

  it('cancels a running job between chunks', async () => {
    const client = createArenaInlineClient({ progressIntervalMs: 0, sliceMs: 0, yieldNow: () => Promise.resolve() });
    let progress = 0;
    const p = client.match({ a: 'perfect', b: 'random', games: 1_000_000_000, seed: 1, chunkSize: 100 }, (x) => {
      progress++;
      if (x.done > 0) client.cancel();
    });
    await expect(p).rejects.toBeInstanceOf(CancelledError);
    const before = progress;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(progress).toBe(before); // nothing after the cancel
  });
});
