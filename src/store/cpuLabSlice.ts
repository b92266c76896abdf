/**
 * CPU lab slice: how many nodes minimax and alpha-beta (natural order, static
 * order, with a transposition table) visit from the CPU game's current
 * position at depths 1..8, computed in a worker with progress; the newest
 * request wins, cancel keeps the rows so far, a new position clears them.
 */
import type { StateCreator } from 'zustand/vanilla';
import type { CompareRow, CpuPort } from '../worker/cpuProtocol.ts';
import { CancelledError } from '../worker/jobs.ts';
import type { AppState } from './appState.ts';
import { newest } from './newest.ts';

export const CPU_COMPARE_DEPTH = 8;

export interface CpuCompareJob {
  readonly status: 'idle' | 'running' | 'done' | 'cancelled' | 'error';
  /** The line of play compared (rows belong to it). */
  readonly moves: readonly number[];
  readonly rows: readonly CompareRow[];
  readonly done: number;
  readonly total: number;
  readonly error: string | null;
}

export interface CpuLabSlice {
  cpuCompare: CpuCompareJob;
  startCpuCompare(): void;
  cancelCpuCompare(): void;
}

const IDLE: CpuCompareJob = { status: 'idle', moves: [], rows: [], done: 0, total: 0, error: null };

export const createCpuLabSlice =
  (deps: { readonly cpu?: CpuPort }): StateCreator<AppState, [], [], CpuLabSlice> =>
  (set, get) => {
    const requests = newest();
    return {
      cpuCompare: IDLE,
      startCpuCompare() {
        const s = get();
        if (!deps.cpu) return;
        const mine = requests.begin();
        const moves = s.playMoves;
        set({ cpuCompare: { ...IDLE, status: 'running', moves, total: CPU_COMPARE_DEPTH * 4 } });
        const update = (patch: Partial<CpuCompareJob>) => requests.holds(mine) && set({ cpuCompare: { ...get().cpuCompare, ...patch } });
        deps.cpu.compare({ gameId: s.appGameId, moves, maxDepth: CPU_COMPARE_DEPTH, evaluation: s.playSearch.evaluation }, (rows, done, total) => update({ rows, done, total })).then(
          (rows) => update({ status: 'done', rows, done: get().cpuCompare.total }),
          (e: unknown) => {
            if (!(e instanceof CancelledError)) update({ status: 'error', error: e instanceof Error ? e.message : String(e) });
          },
        );
      },
      cancelCpuCompare() {
        const job = get().cpuCompare;
        if (job.status !== 'running') return;
        requests.drop();
        deps.cpu?.cancelCompare();
        set({ cpuCompare: { ...job, status: 'cancelled' } });
      },
    };
  };
