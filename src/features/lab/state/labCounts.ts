/**
 * The lab's node counts for a game searched to a depth (no full tree): how
 * many nodes minimax and alpha-beta (natural order, static order, with a
 * transposition table) visit from the current position at depths
 * 1..COUNT_DEPTH, computed in a worker with progress; the newest request wins,
 * cancel keeps the rows so far, a new position makes them stale. (A full-tree
 * game's counts come from its table at once: labSlice.ts.)
 */
import type { CompareRow, SearchPort } from '../../../worker/searchProtocol.ts';
import { CancelledError } from '../../../worker/jobs.ts';
import type { SliceCreator } from '../../../store/appState.ts';
import { newest } from '../../../store/newest.ts';

/** The deepest depth counted. */
export const COUNT_DEPTH = 8;

export interface LabCountsJob {
  readonly status: 'idle' | 'running' | 'done' | 'cancelled' | 'error';
  /** The line of play counted from (rows belong to it). */
  readonly moves: readonly number[];
  readonly rows: readonly CompareRow[];
  readonly done: number;
  readonly total: number;
  readonly error: string | null;
}

export interface LabCountsSlice {
  labCounts: LabCountsJob;
  startLabCounts(): void;
  cancelLabCounts(): void;
}

const IDLE: LabCountsJob = { status: 'idle', moves: [], rows: [], done: 0, total: 0, error: null };

export const createLabCountsSlice =
  (deps: { readonly search?: SearchPort }): SliceCreator<LabCountsSlice, 'appGameId' | 'playMoves' | 'playStart' | 'playSearch'> =>
  (set, get) => {
    const requests = newest();
    return {
      labCounts: IDLE,
      startLabCounts() {
        const s = get();
        if (!deps.search) return;
        const mine = requests.begin();
        const moves = s.playMoves;
        set({ labCounts: { ...IDLE, status: 'running', moves, total: COUNT_DEPTH * 4 } });
        const update = (patch: Partial<LabCountsJob>) => requests.holds(mine) && set({ labCounts: { ...get().labCounts, ...patch } });
        deps.search.compare({ gameId: s.appGameId, start: s.playStart?.text, moves, maxDepth: COUNT_DEPTH, evaluation: s.playSearch.evaluation }, (rows, done, total) => update({ rows, done, total })).then(
          (rows) => update({ status: 'done', rows, done: get().labCounts.total }),
          (e: unknown) => {
            if (!(e instanceof CancelledError)) update({ status: 'error', error: e instanceof Error ? e.message : String(e) });
          },
        );
      },
      cancelLabCounts() {
        const job = get().labCounts;
        if (job.status !== 'running') return;
        requests.drop();
        deps.search?.cancelCompare();
        set({ labCounts: { ...job, status: 'cancelled' } });
      },
    };
  };
