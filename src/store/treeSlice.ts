/**
 * Tree slice: building the game tree through the worker client, with a
 * main-thread fallback when the worker fails. The tree is stored by
 * reference and never mutated.
 */
import type { StateCreator } from 'zustand/vanilla';
import type { BuildPhase } from '../tree/build.ts';
import type { AppPositions, AppTree } from './appGame.ts';
import { CancelledError, type TreeClient } from '../worker/client.ts';
import type { AppState } from './appState.ts';

export type TreeStatus = 'idle' | 'building' | 'ready' | 'error';

export interface TreeSlice {
  treeStatus: TreeStatus;
  tree: AppTree | null;
  /** The scored position table: arrives ahead of the tree (the board is playable with it), then is the tree's own. */
  positions: AppPositions | null;
  treeProgress: { phase: BuildPhase; fraction: number };
  /** ms building inside the worker / handler. */
  treeBuildMs: number | null;
  /** ms from request to tree in hand, including transfer. */
  treeTotalMs: number | null;
  treeSource: 'worker' | 'main-thread' | null;
  /** ms of worker start-up and of transfer (see BuiltTree). */
  treeStartupMs: number | null;
  treeTransferMs: number | null;
  /** Why the build failed (status 'error'). */
  treeError: string | null;
  /** Set when the worker failed and the main-thread fallback was used. */
  treeWorkerError: string | null;
  buildTree(): Promise<void>;
  /** Takes the scored position table (ahead of the tree): the board becomes playable. Later tables are the same and ignored. */
  receivePositions(positions: AppPositions): void;
}

export interface TreeDeps {
  readonly treeClient: TreeClient;
  /** Used when treeClient fails (e.g. Workers unavailable); usually the inline client. */
  readonly fallbackClient?: TreeClient;
}

/** Least time between two shown progress updates of the tree build. */
export const PROGRESS_SHOW_MS = 100;

const now = () => performance.now();

export const createTreeSlice =
  (deps: TreeDeps): StateCreator<AppState, [], [], TreeSlice> =>
  (set, get) => ({
    treeStatus: 'idle',
    tree: null,
    positions: null,
    treeProgress: { phase: 'positions', fraction: 0 },
    treeBuildMs: null,
    treeTotalMs: null,
    treeSource: null,
    treeStartupMs: null,
    treeTransferMs: null,
    treeError: null,
    treeWorkerError: null,
    receivePositions(positions) {
      if (get().positions) return;
      set({ positions });
      get().onPositionsReady?.();
    },
    async buildTree() {
      set({ treeStatus: 'building', treeError: null, treeProgress: { phase: 'positions', fraction: 0 } });
      // The bar moves at most every PROGRESS_SHOW_MS: a quick build re-renders nothing until its tree arrives.
      let shown = now();
      const onProgress = (p: { phase: BuildPhase; fraction: number }) => {
        const t = now();
        if (t - shown < PROGRESS_SHOW_MS) return;
        shown = t;
        set({ treeProgress: p });
      };
      const finish = (built: Awaited<ReturnType<TreeClient['build']>>) => {
        set({
          tree: built.tree,
          positions: built.tree.positions,
          treeStatus: 'ready',
          treeBuildMs: built.buildMs,
          treeTotalMs: built.totalMs,
          treeSource: built.source,
          treeStartupMs: built.startupMs,
          treeTransferMs: built.transferMs,
          treeProgress: { phase: 'scores', fraction: 1 },
        });
        get().onTreeReady?.(built.tree);
      };
      try {
        finish(await deps.treeClient.build({ onProgress }));
        // The worker works again: the note about its failure is no longer true.
        set({ treeWorkerError: null });
        return;
      } catch (e) {
        if (e instanceof CancelledError) return;
        const message = e instanceof Error ? e.message : String(e);
        if (!deps.fallbackClient) {
          set({ treeStatus: 'error', treeError: message });
          return;
        }
        set({ treeWorkerError: message, treeProgress: { phase: 'positions', fraction: 0 } });
      }
      try {
        finish(await deps.fallbackClient.build({ onProgress }));
      } catch (e) {
        if (e instanceof CancelledError) return;
        set({ treeStatus: 'error', treeError: e instanceof Error ? e.message : String(e) });
      }
    },
  });
