/**
 * The Othello benchmark run inside a browser worker (bundled by
 * scripts/benchOthelloBrowser.ts): move generation (perft 9 with every leaf made),
 * perft 9, and the CPU's move at depth 6 with `weights` over the 20 seeded
 * midgame positions of bench/othello.ts, through the CPU worker's own
 * handler (src/worker/searchHandler.ts: the code path the app's CPU uses).
 */
/// <reference lib="webworker" />
import { perft } from '../src/games/othello/index.ts';
import { INITIAL } from '../src/games/othello/state.ts';
import { handleSearchRequest } from '../src/worker/searchHandler.ts';
import type { SearchWorkerResponse } from '../src/worker/searchProtocol.ts';
import { midgameLines } from './othello.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = () => {
  const rate: number[] = [];
  const p9: number[] = [];
  for (let r = 0; r < 7; r++) {
    let t = performance.now();
    const leaves = perft(INITIAL, 9, false);
    rate.push(leaves / ((performance.now() - t) / 1000) / 1e6);
    t = performance.now();
    perft(INITIAL, 9);
    p9.push(performance.now() - t);
  }
  let last: SearchWorkerResponse | null = null;
  const moveMs: number[] = [];
  for (const moves of midgameLines(20, 2026)) {
    const t = performance.now();
    handleSearchRequest({ type: 'think', id: 1, gameId: 'othello', moves, depth: 6, timeMs: 60_000, evaluation: 'weights' }, (m) => (last = m));
    moveMs.push(performance.now() - t);
    if ((last as SearchWorkerResponse | null)?.type !== 'moved') throw new Error(`no CPU move: ${JSON.stringify(last)}`);
  }
  scope.postMessage({ rate, p9, moveMs });
};
