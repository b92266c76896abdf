/**
 * The Othello benchmark run inside a browser worker (bundled by
 * scripts/benchOthelloBrowser.ts): move generation with every node made,
 * perft 9, and the CPU's move at depth 6 with `weights` over the 20 seeded
 * midgame positions of bench/othello.ts, through the search worker's own
 * handler (the code path the app's CPU uses).
 */
/// <reference lib="webworker" />
import { INITIAL, perft } from '../src/games/othello/index.ts';
import { createSearchHandler } from '../src/worker/searchHandler.ts';
import type { SearchResponse } from '../src/worker/searchProtocol.ts';
import { makeEveryNode, midgameLines } from './othello.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async () => {
  const rate: number[] = [];
  const p9: number[] = [];
  for (let r = 0; r < 7; r++) {
    let t = performance.now();
    const n = makeEveryNode(INITIAL.bl, INITIAL.bh, INITIAL.wl, INITIAL.wh, 9);
    rate.push(n / ((performance.now() - t) / 1000) / 1e6);
    t = performance.now();
    perft(INITIAL, 9);
    p9.push(performance.now() - t);
  }
  let last: SearchResponse | null = null;
  const handle = createSearchHandler((m) => (last = m), { yieldNow: () => Promise.resolve() });
  const cpu: number[] = [];
  for (const moves of midgameLines(20, 2026)) {
    const t = performance.now();
    await handle({ type: 'cpu-move', id: 1, game: 'othello', moves, depth: 6, evaluation: 'weights' });
    cpu.push(performance.now() - t);
    if ((last as SearchResponse | null)?.type !== 'cpu-move') throw new Error('no CPU move');
  }
  scope.postMessage({ rate, p9, cpu });
};
