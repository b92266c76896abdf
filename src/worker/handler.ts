/**
 * The worker's request handler, free of `self`: testable in Node with a fake
 * post, and run on the main thread by the inline client.
 */
import { buildGameTree } from '../tree/buildGameTree.ts';
import { SCORING_METHODS } from '../tree/minimax.ts';
import { enumeratePositions, scorePositions } from '../tree/positions.ts';
import { toTransferable } from '../tree/transfer.ts';
import { PHASE_WEIGHTS, type Post, type TreeRequest } from './protocol.ts';

/** Minimum growth of the overall fraction between two progress messages (keeps them to a few dozen). */
export const PROGRESS_STEP = 0.04;

/** Handles one request, posting progress, then the result or an error. Never throws. */
export function handleRequest(request: unknown, post: Post, now: () => number = () => performance.now(), origin: number = performance.timeOrigin): void {
  const id = typeof request === 'object' && request !== null && typeof (request as { id?: unknown }).id === 'number' ? (request as { id: number }).id : -1;
  try {
    const req = request as TreeRequest;
    if (req?.type === 'positions') {
      const positions = enumeratePositions();
      scorePositions(positions);
      const { edges: _edges, ...table } = positions;
      post({ type: 'positions', id, positions: table }, Object.values(table).flatMap((c) => (ArrayBuffer.isView(c) ? [c.buffer as ArrayBuffer] : [])));
      return;
    }
    if (req?.type !== 'build') {
      post({ type: 'error', id, message: `unknown request type ${JSON.stringify((request as { type?: unknown })?.type)}` });
      return;
    }
    if (req.method !== undefined && req.method !== 'bfs' && req.method !== 'dfs') {
      post({ type: 'error', id, message: `unknown build method ${JSON.stringify(req.method)} (bfs or dfs)` });
      return;
    }
    if (req.scoring !== undefined && !SCORING_METHODS.includes(req.scoring)) {
      post({ type: 'error', id, message: `unknown scoring method ${JSON.stringify(req.scoring)} (${SCORING_METHODS.join(', ')})` });
      return;
    }
    const weights = PHASE_WEIGHTS[req.scoring ?? 'positions'];
    const start = now();
    let lastSent = -1;
    const tree = buildGameTree({
      method: req.method,
      scoring: req.scoring,
      // A structured-clone copy (the build goes on using the table); its edge lists stay here.
      onPositions: ({ edges: _edges, ...table }) => post({ type: 'positions', id, positions: table }),
      onProgress: (phase, done, total) => {
        const [base, share] = weights[phase];
        const fraction = Math.min(1, base + share * (total > 0 ? done / total : 1));
        if (fraction - lastSent >= PROGRESS_STEP || (fraction === 1 && lastSent < 1)) {
          lastSent = fraction;
          post({ type: 'progress', id, phase, fraction });
        }
      },
    });
    const buildMs = now() - start;
    const { data, transfer } = toTransferable(tree);
    post({ type: 'built', id, tree: data, timings: { buildMs, startedAt: origin + start, postedAt: origin + now() } }, transfer);
  } catch (e) {
    post({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
  }
}
