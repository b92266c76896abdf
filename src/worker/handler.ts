/**
 * The worker's request handler, free of `self`: testable in Node with a fake
 * post, and run on the main thread by the inline client.
 */
import { hasFullTree } from '../games/game.ts';
import { entryById, gameById, loadGame } from '../games/index.ts';
import { buildGameTree } from '../tree/build.ts';
import type { PackedColumns } from '../tree/columns.ts';
import { buildPositionTable, packPositions, type PositionTable } from '../tree/positions.ts';
import { toTransferable } from '../tree/transfer.ts';
import { PHASE_WEIGHTS, type Post, type TreeRequest } from './protocol.ts';

/** Minimum growth of the overall fraction between two progress messages (keeps them to a few dozen). */
const PROGRESS_STEP = 0.04;

/** The position table of the last 'positions' request, reused by the next 'build' of the same game. */
let kept: { readonly game: string; readonly table: PositionTable<unknown> } | null = null;

/** Handles one request, posting progress, then the result or an error. Never throws. */
export function handleRequest(request: unknown, post: Post, now: () => number = () => performance.now(), origin: number = performance.timeOrigin): void {
  const id = typeof request === 'object' && request !== null && typeof (request as { id?: unknown }).id === 'number' ? (request as { id: number }).id : -1;
  try {
    const req = request as TreeRequest;
    if (req?.type !== 'build' && req?.type !== 'positions') {
      post({ type: 'error', id, message: `unknown request type ${JSON.stringify((request as { type?: unknown })?.type)}` });
      return;
    }
    const game = typeof req.game === 'string' ? gameById(req.game) : null;
    if (!game && typeof req.game === 'string' && entryById(req.game)) {
      // A game whose code is not here yet: the request is handled once it is.
      loadGame(req.game).then(
        () => handleRequest(request, post, now, origin),
        (e: unknown) => post({ type: 'error', id, message: `the game ${JSON.stringify(req.game)} could not be loaded: ${e instanceof Error ? e.message : String(e)}` }),
      );
      return;
    }
    if (!game || !hasFullTree(game)) {
      post({ type: 'error', id, message: `no complete tree can be built for the game ${JSON.stringify(req.game)}` });
      return;
    }
    if (req.type === 'positions') {
      // The table goes out as a copy (a few hundred KB, well under a millisecond) and stays here for the build that follows.
      const built = buildPositionTable(game);
      kept = { game: game.id, table: built };
      const packed = packPositions(built);
      const copy = (c: PackedColumns): PackedColumns => ({ rows: c.rows, buffers: c.buffers.map((b) => b.slice(0)) });
      const table = { positions: copy(packed.positions), edges: copy(packed.edges) };
      post({ type: 'positions', id, table }, [...table.positions.buffers, ...table.edges.buffers]);
      return;
    }
    const start = now();
    let lastSent = -1;
    const positions = kept?.game === game.id ? kept.table : undefined;
    kept = null;
    const tree = buildGameTree(
      game,
      (phase, done, total) => {
      const [base, share] = PHASE_WEIGHTS[phase];
      const fraction = Math.min(1, base + share * (total > 0 ? done / total : 1));
      if (fraction - lastSent >= PROGRESS_STEP || (fraction === 1 && lastSent < 1)) {
        lastSent = fraction;
        post({ type: 'progress', id, phase, fraction });
      }
    }, positions);
    const buildMs = now() - start;
    const { data, transfer } = toTransferable(tree);
    post({ type: 'built', id, tree: data, timings: { buildMs, startedAt: origin + start, postedAt: origin + now() } }, transfer);
  } catch (e) {
    post({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
  }
}
