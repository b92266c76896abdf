// The watchdogs' times: 4 s for the tree worker and 8 s for the arena worker on every real visit
// (the browser tests shorten them through __mxStallMs, so the user-facing figures are checked here).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createArenaWorkerClient } from '../../src/worker/arenaClient.ts';
import { WorkerStalledError } from '../../src/worker/jobs.ts';
import { createWorkerClient } from '../../src/worker/client.ts';
import { readStallOverrides } from '../../src/worker/stallTimes.ts';
import { FakeWorker } from './fakeWorker.ts';

describe('watchdog times', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
    delete (globalThis as { __mxStallMs?: unknown }).__mxStallMs;
  });

  it('a silent tree worker fails the build after 4 s, not before, saying "did not answer for 4 s"', async () => {
    const client = createWorkerClient(() => new FakeWorker('silent'));
    let settled = false;
    const build = client.build();
    build.catch(() => undefined).finally(() => (settled = true));
    const failed = expect(build).rejects.toThrow(/^the worker did not answer for 4 s$/);
    await vi.advanceTimersByTimeAsync(3999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it('a silent arena worker fails the match after 8 s, not before, saying "did not answer for 8 s"', async () => {
    const client = createArenaWorkerClient(() => new FakeWorker('silent'));
    let settled = false;
    const match = client.match({ a: 'perfect', b: 'random', games: 10, seed: 1 });
    match.catch(() => undefined).finally(() => (settled = true));
    const failed = expect(match).rejects.toThrow(/^the worker did not answer for 8 s$/);
    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it('a test override, read once at start-up, shortens both and the message says so', async () => {
    (globalThis as { __mxStallMs?: unknown }).__mxStallMs = { tree: 300, arena: 200 };
    vi.resetModules();
    const { createWorkerClient: treeClient } = await import('../../src/worker/client.ts');
    const { createArenaWorkerClient: arenaClient } = await import('../../src/worker/arenaClient.ts');
    // Changing it later changes nothing: it was read when the module started.
    (globalThis as { __mxStallMs?: unknown }).__mxStallMs = { tree: 9000, arena: 9000 };
    const build = treeClient(() => new FakeWorker('silent')).build();
    const buildFailed = expect(build).rejects.toThrow(/did not answer for 0\.3 s/);
    const match = arenaClient(() => new FakeWorker('silent')).match({ a: 'perfect', b: 'random', games: 10, seed: 1 });
    const matchFailed = expect(match).rejects.toThrow(/did not answer for 0\.2 s/);
    await vi.advanceTimersByTimeAsync(300);
    await buildFailed;
    await matchFailed;
  });

  it('reads only positive finite numbers for the known watchdogs', () => {
    expect(readStallOverrides({})).toEqual({});
    expect(readStallOverrides({ __mxStallMs: 'fast' })).toEqual({});
    expect(readStallOverrides({ __mxStallMs: { tree: 300, arena: -1, search: Infinity, other: 5 } })).toEqual({ tree: 300 });
    expect(new WorkerStalledError(60_000).message).toBe('the worker did not answer for 60 s');
  });
});
