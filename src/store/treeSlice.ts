/**
 * Tree slice: building the game tree through the worker client, with a
 * main-thread fallback when the worker fails. The tree is stored by
 * reference and never mutated.
 */
import type { BuildPhase } from '../tree/build.ts';
import { DEFAULT_TREE_MODULE, treeGameOf, type AppPositions, type AppTree } from './appGame.ts';
import { CancelledError, type TreeClient } from '../worker/client.ts';
import type { SliceCreator } from './appState.ts';

export type TreeStatus = 'idle' | 'building' | 'ready' | 'error';

export interface TreeSlice {
  /** The full-tree game whose tree, table and line of play the store holds (appGame.ts). */
  treeGameId: string;
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
  /** Makes another full-tree game the one held: its tree is built afresh (the old one is dropped). Unknown ids are ignored. */
  useTreeGame(id: string): void;
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
  (deps: TreeDeps): SliceCreator<TreeSlice, 'arenaGameChanged' | 'onPositionsReady' | 'onTreeGameChanged' | 'onTreeReady'> =>
  (set, get) => {
    /** The build under way, if any: asking again for the same game's tree waits for it (one tree, one reset of what depends on it). */
    let building: { readonly game: unknown; readonly done: Promise<void> } | null = null;
    return {
      treeGameId: DEFAULT_TREE_MODULE.game.id,
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
      useTreeGame(id) {
        const s = get();
        if (id === s.treeGameId || treeGameOf({ treeGameId: id }).id !== id) return;
        deps.treeClient.cancel();
        deps.fallbackClient?.cancel();
        set({ treeGameId: id, tree: null, positions: null, treeStatus: 'idle', treeError: null, treeBuildMs: null, treeTotalMs: null, treeSource: null, treeStartupMs: null, treeTransferMs: null });
        get().onTreeGameChanged?.();
        get().arenaGameChanged(id);
        void get().buildTree();
      },
      receivePositions(positions) {
        if (get().positions || positions.game !== treeGameOf(get())) return;
        set({ positions });
        get().onPositionsReady?.();
      },
      buildTree() {
        const game = treeGameOf(get());
        if (building && building.game === game && get().treeStatus === 'building') return building.done;
        const done = build(game).finally(() => {
          if (building?.done === done) building = null;
        });
        building = { game, done };
        return done;
      },
    };

    async function build(game: ReturnType<typeof treeGameOf>): Promise<void> {
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
        // Another game was chosen while this one was building: its tree is not wanted.
        if (treeGameOf(get()) !== game) return;
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
        finish(await deps.treeClient.build({ game, onProgress }));
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
        finish(await deps.fallbackClient.build({ game, onProgress }));
      } catch (e) {
        if (e instanceof CancelledError) return;
        set({ treeStatus: 'error', treeError: e instanceof Error ? e.message : String(e) });
      }
    }
  };
