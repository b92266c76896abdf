/**
 * CPU arena slice: matches between two CPU players of the CPU game shown
 * (evaluation against evaluation, depth against depth, the seed's search
 * against the correct one), N games per side with colours swapped after
 * each random opening, run in a worker with progress; the newest match
 * wins and cancel is instant (the tally so far stays).
 */
import type { StateCreator } from 'zustand/vanilla';
import type { MatchResult } from '../ai/arena.ts';
import type { CpuPort } from '../worker/cpuProtocol.ts';
import { CancelledError } from '../worker/jobs.ts';
import type { AppState } from './appState.ts';
import { moduleById } from '../games/index.ts';
import { DEFAULT_TREE_MODULE } from './appGame.ts';
import { arenaPlayersOf } from './gameDefaults.ts';

/** A CPU player as the arena form holds it. */
export interface CpuPlayerChoice {
  /** 'alphabeta': the correct negamax (alpha-beta); 'seed': the source article's search as written. */
  readonly search: 'alphabeta' | 'seed';
  readonly evaluation: string;
  readonly depth: number;
}

/**
 * The player's registry spec: `alphabeta-d<depth>-<evaluation>`, or the
 * game's player of its source article's search as written (Othello's
 * `seed003`: its own depth and disc count).
 */
function cpuPlayerSpec(gameId: string, p: CpuPlayerChoice): string {
  const asWritten = moduleById(gameId)?.extras.asWritten;
  return p.search === 'seed' && asWritten ? asWritten.player : `alphabeta-d${p.depth}-${p.evaluation}`;
}

/** The choice a spec names in a game (the inverse of cpuPlayerSpec). */
export function parseCpuPlayerSpec(gameId: string, spec: string): CpuPlayerChoice {
  const m = /^alphabeta-d(\d+)-([a-z]+)$/.exec(spec);
  return m ? { search: 'alphabeta', evaluation: m[2], depth: Number(m[1]) } : { search: 'seed', evaluation: moduleById(gameId)?.extras.asWritten?.evaluation ?? '', depth: 3 };
}


export interface CpuMatchJob {
  readonly status: 'idle' | 'running' | 'done' | 'cancelled' | 'error';
  readonly done: number;
  readonly total: number;
  readonly result: MatchResult | null;
  readonly error: string | null;
}

export const CPU_ARENA_GAMES = [2, 10, 50, 100] as const;
export const CPU_ARENA_OPENINGS = [0, 2, 4, 6] as const;

export interface CpuArenaSlice {
  cpuArenaA: CpuPlayerChoice;
  cpuArenaB: CpuPlayerChoice;
  cpuArenaGames: number;
  cpuArenaOpenings: number;
  cpuArenaSeed: number;
  cpuArenaJob: CpuMatchJob;
  setCpuArena(patch: Partial<Pick<CpuArenaSlice, 'cpuArenaA' | 'cpuArenaB' | 'cpuArenaGames' | 'cpuArenaOpenings' | 'cpuArenaSeed'>>): void;
  startCpuMatch(): void;
  cancelCpuMatch(): void;
}

const IDLE: CpuMatchJob = { status: 'idle', done: 0, total: 0, result: null, error: null };

export const createCpuArenaSlice =
  (deps: { readonly cpu?: CpuPort }): StateCreator<AppState, [], [], CpuArenaSlice> =>
  (set, get) => {
    let token = 0;
    return {
      ...arenaPlayersOf(DEFAULT_TREE_MODULE.game.id),
      cpuArenaGames: 10,
      cpuArenaOpenings: 4,
      cpuArenaSeed: 1,
      cpuArenaJob: IDLE,

      setCpuArena(patch) {
        set(patch);
      },

      startCpuMatch() {
        const s = get();
        if (!deps.cpu) return;
        const mine = ++token;
        const games = s.cpuArenaGames;
        set({ cpuArenaJob: { ...IDLE, status: 'running', total: 2 * games } });
        const update = (patch: Partial<CpuMatchJob>) => mine === token && set({ cpuArenaJob: { ...get().cpuArenaJob, ...patch } });
        deps.cpu
          .match({ gameId: s.appGameId, a: cpuPlayerSpec(s.appGameId, s.cpuArenaA), b: cpuPlayerSpec(s.appGameId, s.cpuArenaB), games, openings: s.cpuArenaOpenings, seed: s.cpuArenaSeed }, (done, total, partial) =>
            update({ done, total, result: partial }),
          )
          .then(
            (result) => update({ status: 'done', done: result.total.games, result }),
            (e: unknown) => {
              if (!(e instanceof CancelledError)) update({ status: 'error', error: e instanceof Error ? e.message : String(e) });
            },
          );
      },

      cancelCpuMatch() {
        const job = get().cpuArenaJob;
        if (job.status !== 'running') return;
        token++;
        deps.cpu?.cancelMatch();
        set({ cpuArenaJob: { ...job, status: 'cancelled' } });
      },
    };
  };
