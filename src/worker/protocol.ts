/**
 * Messages between the main thread and the tree worker: string-tagged unions,
 * every request carrying an id that its replies repeat. The tree travels as
 * a TransferableTree with its buffers in the transfer list (zero copy).
 */
import type { BuildPhase } from '../tree/build.ts';
import type { ScoringMethod } from '../tree/minimax.ts';
import type { PositionTable } from '../tree/positions.ts';
import type { TransferableTree } from '../tree/transfer.ts';

export type TreeRequest =
  | {
      readonly type: 'build';
      readonly id: number;
      readonly method?: 'bfs' | 'dfs';
      readonly scoring?: ScoringMethod;
    }
  /** Only the scored position table (a few ms): asked for at start-up, so the board is playable before the tree is built. */
  | { readonly type: 'positions'; readonly id: number };

export interface BuildTimings {
  /** Milliseconds spent building and scoring inside the handler. */
  readonly buildMs: number;
  /** Wall-clock ms (timeOrigin + now) when the handler started building. */
  readonly startedAt: number;
  /** Wall-clock ms when the built message was posted. */
  readonly postedAt: number;
}

export type TreeResponse =
  | { readonly type: 'progress'; readonly id: number; readonly phase: BuildPhase; readonly fraction: number }
  /** The scored 5,478-position table, a copy posted before the nodes are built: enough to play (and for the AI to answer) while the tree is still being built. */
  | { readonly type: 'positions'; readonly id: number; readonly positions: PositionTable }
  | { readonly type: 'built'; readonly id: number; readonly tree: TransferableTree; readonly timings: BuildTimings }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** The posting function a handler is given: a message and the buffers to transfer. */
export type Post = (message: TreeResponse, transfer?: Transferable[]) => void;

/** Phase shares when the nodes are scored by a sweep over them (nodes, then scores, then best moves). */
const NODE_SWEEP_WEIGHTS: Record<BuildPhase, readonly [start: number, share: number]> = {
  positions: [0, 0.05],
  nodes: [0.05, 0.3],
  scores: [0.35, 0.45],
  'best-moves': [0.8, 0.2],
};

/**
 * Share of the whole build each phase takes (measured, roughly), for one
 * overall progress fraction: [start, share] per phase, per scoring method
 * (phases come in a different order when values come from the positions).
 */
export const PHASE_WEIGHTS: Record<ScoringMethod, Record<BuildPhase, readonly [start: number, share: number]>> = {
  positions: {
    positions: [0, 0.1],
    nodes: [0.1, 0.85],
    scores: [0.95, 0.05],
    'best-moves': [1, 0],
  },
  'bottom-up': NODE_SWEEP_WEIGHTS,
  'depth-first': NODE_SWEEP_WEIGHTS,
};
