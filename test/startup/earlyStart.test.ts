import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createWorkerClient, type WarmWorker } from '../../src/worker/client.ts';
import { WorkerFailedError } from '../../src/worker/jobs.ts';
import { EARLY_START_GLOBAL, earlyStartScript, takeEarlyStart } from '../../src/startup/earlyStart.ts';
import { FakeWorker } from '../worker/fakeWorker.ts';

/** Runs the inline script in a fresh context whose Worker is `WorkerImpl`; returns the context. */
function runScript(WorkerImpl: unknown): Record<string, unknown> {
  const context: Record<string, unknown> = { Worker: WorkerImpl, performance: { now: () => 42 } };
  context.window = context;
  runInNewContext(earlyStartScript('./assets/tree.worker-abc.js'), context);
  return context;
}

describe('the inline start-up script', () => {
  it('creates the module worker at once and queues every event for the app, without asking for a build', () => {
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
    expect(made[0].posted).toEqual([]);
    const record = context[EARLY_START_GLOBAL] as WarmWorker;
    made[0].self.onmessage({ type: 'message', data: 'a' });
    made[0].self.onerror({ type: 'error', message: 'b' });
    made[0].self.onmessageerror({ type: 'messageerror' });
    expect(record.queue.map((e: Event) => e.type)).toEqual(['message', 'error', 'messageerror']);
  });

  it('leaves no record (and throws nothing) when the worker cannot be created', () => {
    const context = runScript(function Broken() {
      throw new Error('blocked by policy');
    });
    expect(context[EARLY_START_GLOBAL]).toBeUndefined();
  });

  it('is handed over once, and only when well formed', () => {
    const record = { worker: new FakeWorker(), queue: [] };
    const scope: Record<string, unknown> = { [EARLY_START_GLOBAL]: record };
    expect(takeEarlyStart(scope)).toBe(record);
    expect(takeEarlyStart(scope)).toBeNull();
    expect(takeEarlyStart({ [EARLY_START_GLOBAL]: { worker: {}, queue: [] } })).toBeNull();
    expect(takeEarlyStart({ [EARLY_START_GLOBAL]: 'x' })).toBeNull();
    expect(takeEarlyStart({})).toBeNull();
  });
});

/** A warm worker as the inline script leaves it: a fake worker whose events are queued. */
function warmWorker(behaviour: 'ok' | 'crash' = 'ok'): { warm: WarmWorker; worker: FakeWorker; queue: Event[] } {
  const worker = new FakeWorker(behaviour);
  const queue: Event[] = [];
  worker.onmessage = (e) => queue.push({ type: 'message', data: e.data } as unknown as Event);
  worker.onerror = (e) => queue.push({ type: 'error', message: e.message } as unknown as Event);
  return { warm: { worker, queue }, worker, queue };
}

describe('the worker client adopting the warm worker', () => {
  it('builds on it, creating no worker of its own, and keeps using it', async () => {
    const { warm, worker } = warmWorker();
    let created = 0;
    const client = createWorkerClient(
      () => {
        created++;
        return new FakeWorker();
      },
      { warm },
    );
    const fractions: number[] = [];
    const built = await client.build({ onProgress: (p) => fractions.push(p.fraction) });
    expect(built.tree.nodeCount).toBe(549946);
    expect(built.tree.scoreWdl[0]).toBe(0);
    expect(fractions[fractions.length - 1]).toBe(1);
    await client.build({});
    expect(created).toBe(0);
    expect(worker.received).toEqual([{ type: 'build', id: 1, game: 'tictactoe' }, { type: 'build', id: 2, game: 'tictactoe' }]);
  });

  it.each([
    ['before the hand-over (queued)', true],
    ['after the hand-over, while idle', false],
  ])('fails the first build at once when the warm worker failed to start %s; the next build starts a fresh worker', async (_, queued) => {
    const { warm, worker, queue } = warmWorker();
    if (queued) queue.push({ type: 'error', message: 'script blocked' } as unknown as Event);
    const fresh: FakeWorker[] = [];
    const client = createWorkerClient(
      () => {
        const w = new FakeWorker();
        fresh.push(w);
        return w;
      },
      { warm },
    );
    if (!queued) worker.onerror?.({ message: 'script blocked' } as ErrorEvent);
    expect(worker.terminated).toBe(true);
    await expect(client.build()).rejects.toThrow(WorkerFailedError);
    expect(fresh).toHaveLength(0);
    expect(worker.received).toEqual([]);
    expect((await client.build()).tree.nodeCount).toBe(549946);
    expect(fresh).toHaveLength(1);
  });

  it('reports a warm worker that crashes during the build as a failed build, so the app can fall back', async () => {
    const { warm } = warmWorker('crash');
    const client = createWorkerClient(() => new FakeWorker(), { warm });
    await expect(client.build()).rejects.toBeInstanceOf(WorkerFailedError);
  });

  it('terminates the warm worker when disposed', () => {
    const { warm, worker } = warmWorker();
    createWorkerClient(() => new FakeWorker(), { warm }).dispose();
    expect(worker.terminated).toBe(true);
  });
});
