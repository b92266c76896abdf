/**
 * Messages between the main thread and the tree worker: string-tagged unions,
 * every request carrying an id that its replies repeat. The tree travels as
 * a TransferableTree with its buffers in the transfer list (zero copy).
 */
import type { BuildPhase } from '../tree/build.ts';
import type { PackedColumns } from '../tree/columns.ts';
import type { TransferableTree } from '../tree/transfer.ts';

/**
 * Build the complete tree of the game with this id (src/games/index.ts); or only its scored
 * position table (a few ms), asked for at start-up so the board is playable before the tree is built.
 */
export type TreeRequest = { readonly type: 'build' | 'positions'; readonly id: number; readonly game: string };

/** A position table as packPositions makes it (its buffers transferred). */
export interface PackedPositions {
  readonly positions: PackedColumns;
  readonly edges: PackedColumns;
}

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
  | { readonly type: 'positions'; readonly id: number; readonly table: PackedPositions }
  | { readonly type: 'built'; readonly id: number; readonly tree: TransferableTree; readonly timings: BuildTimings }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** The posting function a handler is given: a message and the buffers to transfer. */
export type Post = (message: TreeResponse, transfer?: Transferable[]) => void;

/**
 * Share of the whole build each phase takes (measured, roughly), for one
 * overall progress fraction: [start, share] per phase.
 */
export const PHASE_WEIGHTS: Record<BuildPhase, readonly [start: number, share: number]> = {
  positions: [0, 0.1],
  nodes: [0.1, 0.85],
  scores: [0.95, 0.05],
};
