import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createWorkerClient, WorkerFailedError, type EarlyStart } from '../../src/worker/client.ts';
import { EARLY_START_GLOBAL, earlyStartScript, takeEarlyStart } from '../../src/worker/earlyStart.ts';
import { FakeWorker } from './fakeWorker.ts';

/** Runs the inline script in a fresh context whose Worker is `WorkerImpl`; returns the context. */
function runScript(WorkerImpl: unknown): Record<string, unknown> {
  const context: Record<string, unknown> = { Worker: WorkerImpl, performance: { now: () => 42 } };
  context.window = context;
  runInNewContext(earlyStartScript('./assets/tree.worker-abc.js'), context);
  return context;
}

/** Waits until the fake worker has answered everything it was sent. */
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('the inline start-up script', () => {
  it('creates the module worker, posts build request 1 and queues every event for the app', () => {
    const made: { url: string; options: unknown; posted: unknown[]; self: Record<string, (e: unknown) => void> }[] = [];
    class RecordingWorker {
      posted: unknown[] = [];
      constructor(url: string, options: unknown) {
        made.push({ url, options, posted: this.posted, self: this as unknown as Record<string, (e: unknown) => void> });
      }
      postMessage(m: unknown) {
        this.posted.push(m);
      }
    }
    const context = runScript(RecordingWorker);
    expect(made).toHaveLength(1);
    expect(made[0].url).toBe('./assets/tree.worker-abc.js');
    expect(made[0].options).toEqual({ type: 'module', name: 'minimax-tree' });
    expect(made[0].posted).toEqual([{ type: 'build', id: 1 }]);
    const record = context[EARLY_START_GLOBAL] as EarlyStart;
    expect(record.id).toBe(1);
    expect(record.started).toBe(42);
    made[0].self.onmessage({ type: 'message', data: 'a' });
    made[0].self.onerror({ type: 'error', message: 'b' });
    made[0].self.onmessageerror({ type: 'messageerror' });
    expect(record.queue.map((e) => e.type)).toEqual(['message', 'error', 'messageerror']);
  });

  it('leaves no record (and throws nothing) when the worker cannot be created', () => {
    const context = runScript(function Broken() {
      throw new Error('blocked by policy');
    });
    expect(context[EARLY_START_GLOBAL]).toBeUndefined();
  });

  it('is handed over once, and only when well formed', () => {
    const record = { worker: new FakeWorker(), id: 1, started: 5, queue: [] };
    const scope: Record<string, unknown> = { [EARLY_START_GLOBAL]: record };
    expect(takeEarlyStart(scope)).toBe(record);
    expect(takeEarlyStart(scope)).toBeNull();
    expect(takeEarlyStart({ [EARLY_START_GLOBAL]: { id: 'x' } })).toBeNull();
    expect(takeEarlyStart({})).toBeNull();
  });
});

/** An early start as the inline script leaves it: request 1 posted to a fake worker, its replies queued. */
function earlyStart(behaviour: 'ok' | 'crash' = 'ok'): { start: EarlyStart; worker: FakeWorker } {
  const worker = new FakeWorker(behaviour);
  const queue: Event[] = [];
  worker.onmessage = (e) => queue.push({ type: 'message', data: e.data } as unknown as Event);
  worker.onerror = (e) => queue.push({ type: 'error', message: e.message } as unknown as Event);
  worker.postMessage({ type: 'build', id: 1 });
  return { start: { worker, id: 1, started: performance.now(), queue }, worker };
}

describe('the worker client adopting the early start', () => {
  it('takes over request 1 with its queued progress and tree, creating no worker of its own', async () => {
    const { start, worker } = earlyStart();
    await settle();
    expect(start.queue.length).toBeGreaterThan(5);
    let created = 0;
    const client = createWorkerClient(() => {
      created++;
      return new FakeWorker();
    }, undefined, undefined, start);
    const fractions: number[] = [];
    const built = await client.build({ onProgress: (p) => fractions.push(p.fraction) });
    expect(built.tree.nodeCount).toBe(549946);
    expect(built.tree.score[0]).toBe(0);
    expect(fractions[fractions.length - 1]).toBe(1);
    expect(created).toBe(0);
    expect(worker.received).toEqual([{ type: 'build', id: 1 }]);
    // Later builds reuse the adopted worker with fresh ids.
    await client.build();
    expect(created).toBe(0);
    expect(worker.received).toEqual([{ type: 'build', id: 1 }, { type: 'build', id: 2 }]);
  });

  it('receives the replies that arrive after the hand-over too', async () => {
    const { start } = earlyStart();
    const client = createWorkerClient(() => new FakeWorker(), undefined, undefined, start);
    expect(start.queue).toHaveLength(0);
    expect((await client.build()).tree.nodeCount).toBe(549946);
  });

  it('reports a queued worker error as a failed build, so the app can fall back', async () => {
    const { start } = earlyStart('crash');
    await settle();
    expect(start.queue.map((e) => e.type)).toEqual(['error']);
    const client = createWorkerClient(() => new FakeWorker(), undefined, undefined, start);
    await expect(client.build()).rejects.toBeInstanceOf(WorkerFailedError);
  });

  it('answers a first build of another kind with a request of its own on the early worker', async () => {
    const { start, worker } = earlyStart();
    const client = createWorkerClient(() => new FakeWorker(), undefined, undefined, start);
    const built = await client.build({ method: 'dfs' });
    expect(built.tree.layout).toBe('dfs');
    expect(worker.received).toEqual([{ type: 'build', id: 1 }, { type: 'build', id: 2, method: 'dfs' }]);
  });

  it('terminates the early worker when disposed before adopting it', () => {
    const { start, worker } = earlyStart();
    createWorkerClient(() => new FakeWorker(), undefined, undefined, start).dispose();
    expect(worker.terminated).toBe(true);
  });
});
