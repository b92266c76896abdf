/**
 * The whole-game worker (worker/wholeGameHandler.ts, wholeGameClient.ts): a
 * game solved whole is built with progress and posted with every array in
 * the transfer list; a game that is not gets an error reply; the worker
 * client ends its worker once it has the table (its own position table is
 * not needed any more), and the inline client answers the same.
 */
import { describe, expect, it } from 'vitest';
import { handleWholeGameRequest } from '../../src/worker/wholeGameHandler.ts';
import { createInlineWholeGameClient, createWholeGameWorkerClient } from '../../src/worker/wholeGameClient.ts';
import type { WholeGameRequest, WholeGameResponse } from '../../src/worker/wholeGameProtocol.ts';
import type { WorkerLike } from '../../src/worker/jobs.ts';
import { createWholeGameBuild } from '../../src/features/solvedExplorer/state/wholeGameBuild.ts';

/** A fake worker running the real handler a macrotask later, transferring as postMessage does. */
class FakeWholeGameWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  transfers: number[] = [];
  postMessage(message: unknown): void {
    setTimeout(() => {
      if (this.terminated) return;
      handleWholeGameRequest(structuredClone(message) as WholeGameRequest, (msg, transfer) => {
        this.transfers.push(transfer?.length ?? 0);
        const data = structuredClone(msg, { transfer: transfer as ArrayBuffer[] | undefined });
        setTimeout(() => !this.terminated && this.onmessage?.({ data } as MessageEvent), 0);
      });
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** Replies of the handler for one request, collected until it is answered. */
function replies(gameId: string): Promise<{ msg: WholeGameResponse; transfer: number }[]> {
  return new Promise((resolve) => {
    const out: { msg: WholeGameResponse; transfer: number }[] = [];
    let clock = 0;
    handleWholeGameRequest(
      { type: 'build', id: 7, gameId },
      (msg, transfer) => {
        out.push({ msg, transfer: transfer?.length ?? 0 });
        if (msg.type !== 'progress') resolve(out);
      },
      // Every poll 300 ms after the last: each one is reported.
      () => (clock += 300),
    );
  });
}

describe('the whole-game worker', () => {
  it('builds 4×4 Connect Four with progress, its nine arrays transferred', async () => {
    const out = await replies('connect4-4x4');
    const last = out.at(-1);
    expect(last?.msg.type).toBe('built');
    expect(last?.transfer).toBe(9);
    if (last?.msg.type !== 'built') return;
    expect(last.msg.id).toBe(7);
    expect(last.msg.table.count).toBe(161_029);
    const progress = out.filter((r) => r.msg.type === 'progress').map((r) => (r.msg.type === 'progress' ? r.msg.done : 0));
    expect(progress.length).toBeGreaterThan(4);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('refuses a game that is not solved whole, and an unknown one', async () => {
    for (const id of ['tictactoe', 'connect4', 'no-such-game']) {
      const out = await replies(id);
      expect(out.at(-1)?.msg.type, id).toBe('error');
    }
  });

  it('ends its worker once the table is here; the inline client answers the same', async () => {
    const workers: FakeWholeGameWorker[] = [];
    const client = createWholeGameWorkerClient(() => {
      const w = new FakeWholeGameWorker();
      workers.push(w);
      return w;
    });
    const heard: number[] = [];
    const table = await client.build('connect4-4x4', (n) => heard.push(n));
    expect(table.count).toBe(161_029);
    expect(table.games[0]).toBe(47_982_540);
    expect(workers).toHaveLength(1);
    expect(workers[0].terminated).toBe(true);
    const inline = await createInlineWholeGameClient().build('connect4-4x4', () => undefined);
    expect(inline.games[0]).toBe(47_982_540);
  });

  it('keeps the one game asked for last: another game’s build in flight is dropped, its table never shown', async () => {
    const build = createWholeGameBuild(createInlineWholeGameClient());
    const seen: (string | null)[] = [];
    build.subscribe(() => seen.push(build.getSnapshot().table ? build.getSnapshot().gameId : null));
    build.want('connect4-4x4');
    build.want('tictactoe');
    await new Promise((r) => setTimeout(r, 50));
    await expect.poll(() => build.getSnapshot().error).toContain('not solved whole');
    expect(seen.filter((s) => s !== null)).toEqual([]);
    build.want('connect4-4x4');
    await expect.poll(() => build.getSnapshot().table?.count, { timeout: 20_000 }).toBe(161_029);
    expect(build.getSnapshot().gameId).toBe('connect4-4x4');
  });
});
