// The CPU and arena workers’ watchdogs follow their signs of life, and a worker that answered with an error is replaced.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { othello } from '../../src/games/othello/index.ts';
import { createWorkerClient } from '../../src/worker/client.ts';
import { ALIVE_EVERY_MS, handleSearchRequest } from '../../src/worker/searchHandler.ts';
import { createSearchWorkerClient } from '../../src/worker/searchClient.ts';
import { createArenaWorkerClient } from '../../src/worker/arenaClient.ts';
import type { SearchPort, SearchWorkerRequest, SearchWorkerResponse } from '../../src/worker/searchProtocol.ts';
import { WorkerFailedError, WorkerStalledError, type WorkerLike } from '../../src/worker/jobs.ts';
import { FakeWorker } from './fakeWorker.ts';

/** A worker the test speaks for: it records requests and `say` delivers a reply. */
class ScriptedWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly inbox: { id: number }[] = [];
  postMessage(message: unknown): void {
    this.inbox.push(message as { id: number });
  }
  say(data: unknown): void {
    if (!this.terminated) this.onmessage?.({ data } as MessageEvent);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const request = { gameId: 'othello', moves: [...othello.parseMoves('f5d6c3').moves], depth: 8, timeMs: 0, evaluation: 'weights' };

describe('the CPU worker’s watchdog', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gives up a move stallMs after the last sign of life (progress or alive), not before', async () => {
    vi.useFakeTimers();
    const made: ScriptedWorker[] = [];
    const client = createSearchWorkerClient(() => (made.push(new ScriptedWorker()), made[made.length - 1]), { stallMs: 1000 });
    const move = client.think(request, () => undefined);
    const failed = expect(move).rejects.toBeInstanceOf(WorkerStalledError);
    const id = made[0].inbox[0].id;
    await vi.advanceTimersByTimeAsync(900);
    made[0].say({ type: 'progress', id, nodes: 10, depth: 1 });
    await vi.advanceTimersByTimeAsync(900);
    made[0].say({ type: 'alive', id });
    await vi.advanceTimersByTimeAsync(900);
    expect(made[0].terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await failed;
    await expect(move).rejects.toThrow(/did not answer for 1 s/);
    expect(made[0].terminated).toBe(true);
  });

  it('a long search says it is alive every ALIVE_EVERY_MS between its depths', () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += ALIVE_EVERY_MS));
    const replies: SearchWorkerResponse[] = [];
    handleSearchRequest({ type: 'think', id: 3, ...request, depth: 6 }, (msg) => replies.push(msg));
    const alive = replies.filter((m) => m.type === 'alive');
    expect(alive.length).toBeGreaterThan(0);
    expect(alive.every((m) => m.id === 3)).toBe(true);
    expect(replies.at(-1)?.type).toBe('moved');
    expect(ALIVE_EVERY_MS).toBeLessThan(1000);
  });
});

describe('the search-tree worker’s watchdog', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const level = { gameId: 'othello', moves: request.moves, path: [], depth: 6, evaluation: 'weights', alphabeta: false };
  const jobs = {
    expand: (client: SearchPort) => client.expand(level),
  };

  for (const [name, start] of Object.entries(jobs)) {
    it(`gives up a stalled ${name} job SEARCH_STALL_MS (5 s) after its last sign of life, not before`, async () => {
      vi.useFakeTimers();
      const made: ScriptedWorker[] = [];
      const client = createSearchWorkerClient(() => (made.push(new ScriptedWorker()), made[made.length - 1]));
      const job = start(client);
      const failed = expect(job).rejects.toBeInstanceOf(WorkerStalledError);
      await vi.advanceTimersByTimeAsync(0); // the search-tree queue starts its job a microtask later
      const id = made[0].inbox[0].id;
      await vi.advanceTimersByTimeAsync(4000);
      made[0].say({ type: 'alive', id });
      await vi.advanceTimersByTimeAsync(4900);
      expect(made[0].terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(made[0].terminated).toBe(true);
      await failed;
      await expect(job).rejects.toThrow(/did not answer for 5 s/);
    });

    it(`fails a ${name} job at once when its worker dies`, async () => {
      const made: ScriptedWorker[] = [];
      const client = createSearchWorkerClient(() => (made.push(new ScriptedWorker()), made[made.length - 1]));
      const job = start(client);
      await Promise.resolve();
      made[0].onerror?.({ message: 'worker crashed' } as ErrorEvent);
      await expect(job).rejects.toBeInstanceOf(WorkerFailedError);
      expect(made[0].terminated).toBe(true);
    });
  }

  const requests: Record<string, SearchWorkerRequest> = {
    'a search-tree level': { type: 'expand', id: 4, ...level, depth: 4 },
  };
  for (const [what, req] of Object.entries(requests)) {
    it(`the searches of ${what} say they are alive every ALIVE_EVERY_MS, before the first answer`, () => {
      let clock = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => (clock += ALIVE_EVERY_MS));
      const replies: SearchWorkerResponse[] = [];
      handleSearchRequest(req, (msg) => replies.push(msg));
      const alive = replies.filter((m) => m.type === 'alive');
      expect(alive.length).toBeGreaterThan(0);
      expect(alive.every((m) => m.id === req.id)).toBe(true);
      expect(replies.findIndex((m) => m.type === 'alive')).toBeLessThan(replies.findIndex((m) => m.type !== 'alive'));
      expect(replies.at(-1)?.type).toBe('expanded');
    });
  }
});

describe('the arena worker’s watchdog on a searched game’s match', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const match = { game: 'othello', a: 'minimax-d3-weights', b: 'alphabeta-d3-weights', games: 1, openings: 0, seed: 1 };

  it('gives up a stalled match 8 s after its last sign of life, not before', async () => {
    vi.useFakeTimers();
    const made: ScriptedWorker[] = [];
    const client = createArenaWorkerClient(() => (made.push(new ScriptedWorker()), made[made.length - 1]));
    const job = client.match(match);
    const failed = expect(job).rejects.toBeInstanceOf(WorkerStalledError);
    const id = made[0].inbox[0].id;
    await vi.advanceTimersByTimeAsync(7000);
    made[0].say({ type: 'alive', id });
    await vi.advanceTimersByTimeAsync(7900);
    expect(made[0].terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(made[0].terminated).toBe(true);
    await failed;
    await expect(job).rejects.toThrow(/did not answer for 8 s/);
  });

  it('fails a match at once when its worker dies', async () => {
    const made: ScriptedWorker[] = [];
    const client = createArenaWorkerClient(() => (made.push(new ScriptedWorker()), made[made.length - 1]));
    const job = client.match(match);
    await Promise.resolve();
    made[0].onerror?.({ message: 'worker crashed' } as ErrorEvent);
    await expect(job).rejects.toBeInstanceOf(WorkerFailedError);
    expect(made[0].terminated).toBe(true);
  });
});

describe('a worker that answered with an error', () => {
  it('is terminated, so the next build (“Try the worker again”) starts a fresh worker', async () => {
    const made: WorkerLike[] = [];
    const client = createWorkerClient(() => {
      const w: WorkerLike = made.length === 0 ? new ScriptedWorker() : new FakeWorker('ok');
      made.push(w);
      return w;
    });
    const first = client.build();
    const broken = made[0] as ScriptedWorker;
    broken.say({ type: 'error', id: broken.inbox[0].id, message: 'out of memory' });
    await expect(first).rejects.toBeInstanceOf(WorkerFailedError);
    expect(broken.terminated).toBe(true);
    const second = await client.build();
    expect(second.tree.nodeCount).toBe(549946);
    expect(made).toHaveLength(2);
  });
});
