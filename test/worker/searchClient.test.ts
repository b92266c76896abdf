import { describe, expect, it } from 'vitest';
import { othello } from '../../src/games/othello/index.ts';
import { handleSearchRequest } from '../../src/worker/searchHandler.ts';
import { createSearchWorkerClient, createInlineSearchClient } from '../../src/worker/searchClient.ts';
import type { SearchRequest, ExpandRequest } from '../../src/worker/searchProtocol.ts';
import { CancelledError, type WorkerLike } from '../../src/worker/jobs.ts';

/**
 * A fake CPU worker: it runs the real handler, but only when the test says
 * (`run`), so a search can be caught "in flight"; terminated, it never answers.
 */
class FakeSearchWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly inbox: unknown[] = [];
  postMessage(message: unknown): void {
    this.inbox.push(structuredClone(message));
  }
  /** Runs the requests received so far, as the worker thread would, and delivers the replies. */
  run(): void {
    for (const req of this.inbox.splice(0)) {
      handleSearchRequest(req as Parameters<typeof handleSearchRequest>[0], (msg) => {
        if (!this.terminated) this.onmessage?.({ data: structuredClone(msg) } as MessageEvent);
      });
    }
  }
  terminate(): void {
    this.terminated = true;
  }
}

function workers() {
  const made: FakeSearchWorker[] = [];
  const create = () => {
    const w = new FakeSearchWorker();
    made.push(w);
    return w;
  };
  return { made, create };
}

const moves = (t: string) => [...othello.parseMoves(t).moves];
const think = (transcript: string, depth: number): SearchRequest => ({ gameId: 'othello', moves: moves(transcript), depth, timeMs: 0, evaluation: 'weights' });
const level = (transcript: string, path: number[] = []): ExpandRequest => ({ gameId: 'othello', moves: moves(transcript), path, depth: 3, evaluation: 'weights', alphabeta: true });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('CPU worker client: cancelling a search in flight', () => {
  it('cancel rejects the move with a CancelledError and terminates the worker at once; the next move answers from a fresh worker', async () => {
    const { made, create } = workers();
    const client = createSearchWorkerClient(create);
    const first = client.think(think('f5d6c3', 8), () => undefined);
    expect(made).toHaveLength(1);
    expect(made[0].inbox).toHaveLength(1); // the deep search is "running"
    client.cancel();
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    expect(made[0].terminated).toBe(true);
    const second = client.think(think('f5d6c3', 1), () => undefined);
    expect(made).toHaveLength(2);
    made[0].run(); // the old worker's search would finish now: nothing reaches the client
    made[1].run();
    const answer = await second;
    expect(answer.depth).toBe(1);
    let state = othello.initial;
    for (const m of moves('f5d6c3')) state = othello.play(state, m);
    expect(othello.tryPlay(state, answer.move).ok).toBe(true);
  });

  it('a newer move replaces the one in flight (CancelledError, worker terminated) and only the newer answer arrives', async () => {
    const { made, create } = workers();
    const client = createSearchWorkerClient(create);
    const progress: number[] = [];
    const first = client.think(think('f5', 8), (p) => progress.push(p.depth));
    const second = client.think(think('f5d6', 2), (p) => progress.push(p.depth));
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    expect(made[0].terminated).toBe(true);
    made[1].run();
    expect((await second).depth).toBe(2);
    expect(progress).toEqual([1, 2]);
  });

  it('cancelTree drops the levels queued, stops the one in flight, and the next level answers', async () => {
    const { made, create } = workers();
    const client = createSearchWorkerClient(create);
    const inFlight = client.expand(level('f5d6c3'));
    const queued = client.expand(level('f5d6c3', [moves('f5d6c3d3')[3]]));
    await tick();
    expect(made).toHaveLength(1);
    client.cancelTree();
    await expect(inFlight).rejects.toBeInstanceOf(CancelledError);
    await expect(queued).rejects.toBeInstanceOf(CancelledError);
    expect(made[0].terminated).toBe(true);
    const next = client.expand(level('f5d6'));
    await tick();
    made[made.length - 1].run();
    const answer = await next;
    expect(answer.children.length).toBeGreaterThan(0);
    expect(answer.children.filter((c) => c.chosen)).toHaveLength(1);
  });

  it('the inline client: a cancelled move or level not yet begun rejects with a CancelledError, the next one answers', async () => {
    const client = createInlineSearchClient();
    const move = client.think(think('f5d6c3', 8), () => undefined);
    const tree = client.expand(level('f5d6c3'));
    client.cancel();
    client.cancelTree();
    await expect(move).rejects.toBeInstanceOf(CancelledError);
    await expect(tree).rejects.toBeInstanceOf(CancelledError);
    expect((await client.think(think('f5d6c3', 1), () => undefined)).depth).toBe(1);
    expect((await client.expand(level('f5d6c3'))).children.length).toBeGreaterThan(0);
  });
});
