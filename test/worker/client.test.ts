import { describe, expect, it } from 'vitest';
import { CancelledError, createInlineClient, createWorkerClient } from '../../src/worker/client.ts';
import { WorkerFailedError } from '../../src/worker/jobs.ts';
import { FakeWorker } from './fakeWorker.ts';
import { bestMovesOf, positionValue } from '../../src/tree/positions.ts';

describe('worker client', () => {
  it('resolves with the tree and reports progress', async () => {
    const workers: FakeWorker[] = [];
    const client = createWorkerClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const fractions: number[] = [];
    const built = await client.build({ onProgress: (p) => fractions.push(p.fraction) });
    expect(built.tree.nodeCount).toBe(549946);
    expect(built.source).toBe('worker');
    expect(fractions.length).toBeGreaterThan(5);
    expect(fractions[fractions.length - 1]).toBe(1);
    expect(workers).toHaveLength(1);
    // the worker is reused
    await client.build();
    expect(workers).toHaveLength(1);
  });

  it('lets the newest request win: the older promise rejects as cancelled', async () => {
    const client = createWorkerClient(() => new FakeWorker());
    const first = client.build();
    const second = client.build();
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    expect((await second).tree.nodeCount).toBe(549946);
  });

  it('cancel rejects the pending build and terminates the worker; the next build starts a fresh one', async () => {
    const workers: FakeWorker[] = [];
    const client = createWorkerClient(() => {
      const w = new FakeWorker('silent');
      workers.push(w);
      return w;
    });
    const p = client.build();
    client.cancel();
    await expect(p).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0].terminated).toBe(true);
    void client.build().catch(() => undefined);
    expect(workers).toHaveLength(2);
    client.dispose();
  });

  it('turns a crashing worker into a WorkerFailedError', async () => {
    const client = createWorkerClient(() => new FakeWorker('crash'));
    await expect(client.build()).rejects.toBeInstanceOf(WorkerFailedError);
  });

  it('turns a worker that cannot be created into a WorkerFailedError', async () => {
    const client = createWorkerClient(() => {
      throw new Error('Workers are not supported here');
    });
    await expect(client.build()).rejects.toThrow(/not supported/);
  });
});

describe('inline client', () => {
  it('runs the same handler on this thread', async () => {
    const client = createInlineClient();
    const fractions: number[] = [];
    const built = await client.build({ onProgress: (p) => fractions.push(p.fraction) });
    expect(built.source).toBe('main-thread');
    expect(built.tree.nodeCount).toBe(549946);
    expect(fractions[fractions.length - 1]).toBe(1);
  });

  it('can be cancelled before it starts', async () => {
    const client = createInlineClient();
    const p = client.build();
    client.cancel();
    await expect(p).rejects.toBeInstanceOf(CancelledError);
  });
});

describe('the position table ahead of the tree', () => {
  it('comes as its own job, scored, before any build', async () => {
    const client = createWorkerClient(() => new FakeWorker());
    const table = await client.positions?.();
    expect(table?.count).toBe(5478);
    expect(table && positionValue(table, 0)).toBe(0);
    expect(table && bestMovesOf(table, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await client.build()).tree.positions.count).toBe(5478);
    client.dispose();
  });

  it('a worker failing while fetching it fails the next build at once (so the app falls back), and the build after that starts a fresh worker', async () => {
    const workers: FakeWorker[] = [];
    const client = createWorkerClient(() => {
      const w = new FakeWorker(workers.length === 0 ? 'crash' : 'ok');
      workers.push(w);
      return w;
    });
    await expect(client.positions?.()).rejects.toBeInstanceOf(WorkerFailedError);
    await expect(client.build()).rejects.toThrow('boom');
    expect(workers).toHaveLength(1);
    expect((await client.build()).tree.nodeCount).toBe(549946);
    expect(workers).toHaveLength(2);
  });
});
