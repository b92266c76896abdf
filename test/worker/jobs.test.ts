import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createArenaWorkerClient } from '../../src/worker/arenaClient.ts';
import { createWorkerClient } from '../../src/worker/client.ts';
import { CancelledError, createJobs, WorkerStalledError, type JobSpec } from '../../src/worker/jobs.ts';
import { FakeWorker } from './fakeWorker.ts';

type Msg = { id: number; type: 'tick' | 'done' };
const spec = (ticks: string[]): JobSpec<number, Msg, string> => ({
  request: (id) => id,
  receive(msg, resolve) {
    if (msg.type === 'tick') {
      ticks.push('tick');
      return false;
    }
    resolve('done');
    return true;
  },
});

describe('the shared job lifecycle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a job that hears nothing for stallMs, stops its work, and re-arms on every reply', async () => {
    const sent: number[] = [];
    let stops = 0;
    const jobs = createJobs<number, Msg>({ send: (r) => sent.push(r), stop: () => stops++, stallMs: 1000 });
    const ticks: string[] = [];
    const job = jobs.start(spec(ticks));
    const failed = expect(job).rejects.toBeInstanceOf(WorkerStalledError);
    vi.advanceTimersByTime(900);
    jobs.receive({ id: 1, type: 'tick' }); // progress: the clock starts again
    vi.advanceTimersByTime(900);
    expect(stops).toBe(0);
    vi.advanceTimersByTime(100);
    await failed;
    expect(stops).toBe(1);
    expect(ticks).toEqual(['tick']);
  });

  it('disarms the watchdog once the job is settled', async () => {
    let stops = 0;
    const jobs = createJobs<number, Msg>({ send: () => undefined, stop: () => stops++, stallMs: 1000 });
    const job = jobs.start(spec([]));
    jobs.receive({ id: 1, type: 'done' });
    await expect(job).resolves.toBe('done');
    vi.advanceTimersByTime(5000);
    expect(stops).toBe(0);
    expect(jobs.pending).toBeNull();
  });

  it('ignores stale replies (they do not feed the watchdog either) and lets the newest job win', async () => {
    const jobs = createJobs<number, Msg>({ send: () => undefined, stallMs: 1000 });
    const first = jobs.start(spec([]));
    const second = jobs.start(spec([]));
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    vi.advanceTimersByTime(600);
    jobs.receive({ id: 1, type: 'tick' });
    vi.advanceTimersByTime(400);
    await expect(second).rejects.toBeInstanceOf(WorkerStalledError);
  });

  it('fails a job whose consumer throws, with that error', async () => {
    const jobs = createJobs<number, Msg>({ send: () => undefined });
    const job = jobs.start<string>({
      request: (id) => id,
      receive: () => {
        throw new Error('consumer broke');
      },
    });
    jobs.receive({ id: 1, type: 'tick' });
    await expect(job).rejects.toThrow('consumer broke');
  });

  it('a tree worker that never answers fails the build as stalled and is terminated; the next build starts a fresh worker', async () => {
    const workers: FakeWorker[] = [];
    const client = createWorkerClient(
      () => {
        const w = new FakeWorker(workers.length === 0 ? 'silent' : 'ok');
        workers.push(w);
        return w;
      },
      { stallMs: 3000 },
    );
    const build = client.build();
    const failed = expect(build).rejects.toBeInstanceOf(WorkerStalledError);
    await vi.advanceTimersByTimeAsync(3000);
    await failed;
    expect(workers[0].terminated).toBe(true);
    const next = client.build();
    await vi.runAllTimersAsync();
    expect((await next).tree.nodeCount).toBe(549946);
    expect(workers).toHaveLength(2);
  });

  it('an arena worker that goes silent mid-job fails it as stalled', async () => {
    const workers: FakeWorker[] = [];
    const client = createArenaWorkerClient(
      () => {
        const w = new FakeWorker('silent');
        workers.push(w);
        return w;
      },
      { stallMs: 5000 },
    );
    const match = client.match({ a: 'perfect', b: 'random', games: 10, seed: 1 });
    const failed = expect(match).rejects.toThrow(/did not answer for 5 s/);
    await vi.advanceTimersByTimeAsync(5000);
    await failed;
    expect(workers[0].terminated).toBe(true);
  });
});
