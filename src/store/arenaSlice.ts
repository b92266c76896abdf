/**
 * Arena slice: AI-vs-AI matches and the strong-solve check, each run by its
 * own arena client (a worker, or the main thread as a fallback), so a match
 * and a check can run side by side. Within a kind the newest request wins.
 *
 * Stored: the form inputs as typed (validated on use, never throwing), and
 * one immutable job record per kind that progress messages replace. Cancel
 * is instant: the job becomes 'cancelled' with the tally of its last
 * progress message, and the client stops the work.
 */
import type { ScoreMode } from '../games/game.ts';
import type { StateCreator } from 'zustand/vanilla';
import type { MatchResult } from '../ai/arena.ts';
import { movesToKey } from '../tree/query.ts';
import { ARENA_MAX_GAMES, ARENA_MAX_SEED } from '../worker/arenaProtocol.ts';
import type { ArenaFailure } from '../worker/arenaProtocol.ts';
import { CancelledError, createArenaInlineClient, createArenaWorkerClient, WorkerFailedError, type ArenaClient, type ArenaSource, type WorkerLike } from '../worker/arenaClient.ts';
import type { AppState } from './appState.ts';
import { treeGameOf } from './appGame.ts';
import { isOpponentOf } from './settings.ts';

export { ARENA_MAX_GAMES, ARENA_MAX_SEED } from '../worker/arenaProtocol.ts';
export type { ArenaFailure } from '../worker/arenaProtocol.ts';

export type ArenaJobKind = 'match' | 'solve';
export type ArenaJobStatus = 'idle' | 'preparing' | 'running' | 'done' | 'cancelled' | 'error';

/** What a job has in common: its state, its progress and who ran it. */
interface ArenaJobBase {
  readonly status: ArenaJobStatus;
  readonly done: number;
  readonly total: number;
  /** Milliseconds since the players were ready, as the worker measured them. */
  readonly elapsedMs: number;
  readonly error: string | null;
  readonly source: ArenaSource | null;
}

export interface ArenaMatchJob extends ArenaJobBase {
  readonly a: string;
  readonly b: string;
  readonly gamesPerSide: number;
  readonly seed: number;
  /** The tally: partial while running or cancelled, final when done. */
  readonly result: MatchResult | null;
}

export interface ArenaSolveJob extends ArenaJobBase {
  readonly player: string;
  readonly mode: ScoreMode;
  /** Failing positions found so far (all of them when done). */
  readonly failures: readonly ArenaFailure[];
  /** True / false once the check is done; null before. */
  readonly passed: boolean | null;
}

export interface ArenaSlice {
  arenaPlayerA: string;
  arenaPlayerB: string;
  /** The games-per-side field as typed. */
  arenaGamesText: string;
  /** The seed field as typed (empty: a random seed, shown with the result). */
  arenaSeedText: string;
  arenaMatch: ArenaMatchJob;
  arenaSolvePlayer: string;
  arenaSolveMode: ScoreMode;
  arenaSolve: ArenaSolveJob;
  /** Set when a worker failed and jobs moved to the main thread. */
  arenaWorkerError: string | null;
  /** Bumped each time a position is opened from the arena: the App switches to the explorer tab when it changes. */
  arenaGoToExplorer: number;
  setArenaPlayers(a: string, b: string): void;
  setArenaGamesText(text: string): void;
  setArenaSeedText(text: string): void;
  /** Starts a match with the form's players and numbers; does nothing while the numbers are invalid. */
  startArenaMatch(): Promise<void>;
  cancelArenaMatch(): void;
  setArenaSolvePlayer(id: string): void;
  setArenaSolveMode(mode: ScoreMode): void;
  startArenaSolveCheck(): Promise<void>;
  cancelArenaSolveCheck(): void;
  /** Another full-tree game is shown: running jobs stop, results of the last game go, players it does not have become the first match's. */
  resetArenaForGame(): void;
  /** Loads the position with this key into the explorer and the board (a legal line reaching it) and asks for the explorer tab. */
  openArenaPosition(key: number): void;
  /** Loads the match's sample game (its first, a moving first) into the explorer and the board and asks for the explorer tab; nothing without one. */
  replayArenaSample(): void;
}

export interface ArenaDeps {
  /** Starts an arena worker (the browser's); without it jobs run on the main thread. */
  readonly createArenaWorker?: () => WorkerLike;
  /** Makes the client of a job kind (tests inject the inline client or a fake); default from createArenaWorker. */
  readonly createArenaClient?: (kind: ArenaJobKind) => ArenaClient;
  /** A seed for matches whose seed field is empty; default random. */
  readonly arenaSeed?: () => number;
}

/** Why a number field is refused: the key suffix of its message. */
export type ArenaInputError = 'empty' | 'notInteger' | 'tooSmall' | 'tooLarge';
export type ArenaParsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ArenaInputError };

const INTEGER = /^\d+$/;

/** Parses a whole number in [min, max] typed with optional spaces, commas or underscores as separators. */
function parseCount(text: string, min: number, max: number): ArenaParsed<number> {
  const s = text.trim().replace(/[\s,_]/g, '');
  if (s === '') return { ok: false, error: 'empty' };
  if (!INTEGER.test(s)) return { ok: false, error: 'notInteger' };
  const n = Number(s);
  if (n < min) return { ok: false, error: 'tooSmall' };
  if (n > max) return { ok: false, error: 'tooLarge' };
  return { ok: true, value: n };
}

/** Games per side from the field: a whole number from 1 to ARENA_MAX_GAMES. */
export function parseArenaGames(text: string): ArenaParsed<number> {
  return parseCount(text, 1, ARENA_MAX_GAMES);
}

/** The seed from the field: empty means "pick one" (null), else a whole number from 0 to ARENA_MAX_SEED. */
export function parseArenaSeed(text: string): ArenaParsed<number | null> {
  if (text.trim() === '') return { ok: true, value: null };
  return parseCount(text, 0, ARENA_MAX_SEED);
}

const idleBase = { status: 'idle', done: 0, total: 0, elapsedMs: 0, error: null, source: null } as const;

const randomSeed = () => Math.floor(Math.random() * (ARENA_MAX_SEED + 1));

export const createArenaSlice =
  (deps: ArenaDeps): StateCreator<AppState, [], [], ArenaSlice> =>
  (set, get) => {
    const defaultClient = (): ArenaClient => (deps.createArenaWorker ? createArenaWorkerClient(deps.createArenaWorker) : createArenaInlineClient());
    const make = deps.createArenaClient ?? defaultClient;
    const clients: Partial<Record<ArenaJobKind, ArenaClient>> = {};
    const clientOf = (kind: ArenaJobKind): ArenaClient => (clients[kind] ??= make(kind));
    /** Incremented per start and cancel: replies to an older token are ignored. */
    const tokens: Record<ArenaJobKind, number> = { match: 0, solve: 0 };

    /** Runs a job on the kind's client; when a worker fails, moves the kind to the main thread (with a note) and retries once. */
    async function run<T>(kind: ArenaJobKind, job: (c: ArenaClient) => Promise<T>): Promise<T> {
      const client = clientOf(kind);
      try {
        return await job(client);
      } catch (e) {
        if (!(e instanceof WorkerFailedError) || client.kind !== 'worker') throw e;
        client.dispose();
        clients[kind] = createArenaInlineClient();
        set({ arenaWorkerError: e.message });
        return job(clients[kind]);
      }
    }

    const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

    return {
      arenaPlayerA: 'perfect',
      arenaPlayerB: 'random',
      arenaGamesText: '1000000',
      arenaSeedText: '',
      arenaMatch: { ...idleBase, a: '', b: '', gamesPerSide: 0, seed: 0, result: null },
      arenaSolvePlayer: 'random',
      arenaSolveMode: 'wdl',
      arenaSolve: { ...idleBase, player: '', mode: 'wdl', failures: [], passed: null },
      arenaWorkerError: null,
      arenaGoToExplorer: 0,

      setArenaPlayers(a, b) {
        set({ arenaPlayerA: a, arenaPlayerB: b });
      },
      setArenaGamesText(text) {
        set({ arenaGamesText: text });
      },
      setArenaSeedText(text) {
        set({ arenaSeedText: text });
      },

      async startArenaMatch() {
        const s = get();
        const games = parseArenaGames(s.arenaGamesText);
        const seedIn = parseArenaSeed(s.arenaSeedText);
        if (!games.ok || !seedIn.ok) return;
        const seed = seedIn.value ?? (deps.arenaSeed ?? randomSeed)();
        const token = ++tokens.match;
        const mine = () => token === tokens.match;
        const a = s.arenaPlayerA;
        const b = s.arenaPlayerB;
        set({ arenaMatch: { ...idleBase, status: 'preparing', a, b, gamesPerSide: games.value, seed, total: 2 * games.value, result: null } });
        const update = (patch: Partial<ArenaMatchJob>) => mine() && set({ arenaMatch: { ...get().arenaMatch, ...patch } });
        try {
          const out = await run('match', (c) =>
            c.match({ game: s.treeGameId, a, b, games: games.value, seed }, (p) => update({ status: 'running', done: p.done, total: p.total, elapsedMs: p.elapsedMs, result: p.partial, source: c.kind })),
          );
          update({ status: 'done', done: out.result.total.games, elapsedMs: out.elapsedMs, result: out.result, source: out.source });
        } catch (e) {
          if (!(e instanceof CancelledError)) update({ status: 'error', error: messageOf(e) });
        }
      },

      cancelArenaMatch() {
        const job = get().arenaMatch;
        if (job.status !== 'preparing' && job.status !== 'running') return;
        tokens.match++;
        clients.match?.cancel();
        set({ arenaMatch: { ...job, status: 'cancelled' } });
      },

      setArenaSolvePlayer(id) {
        set({ arenaSolvePlayer: id });
      },
      setArenaSolveMode(mode) {
        set({ arenaSolveMode: mode });
      },

      async startArenaSolveCheck() {
        const { arenaSolvePlayer: player, arenaSolveMode: mode, treeGameId: game } = get();
        const token = ++tokens.solve;
        const mine = () => token === tokens.solve;
        set({ arenaSolve: { ...idleBase, status: 'preparing', player, mode, failures: [], passed: null } });
        const update = (patch: Partial<ArenaSolveJob>) => mine() && set({ arenaSolve: { ...get().arenaSolve, ...patch } });
        try {
          const out = await run('solve', (c) =>
            c.solveCheck({ game, player, mode }, (p) => update({ status: 'running', done: p.done, total: p.total, elapsedMs: p.elapsedMs, failures: p.failures, source: c.kind })),
          );
          const { summary } = out;
          update({ status: 'done', done: summary.checked, total: summary.positions, elapsedMs: out.elapsedMs, failures: out.failures, passed: summary.passed, source: out.source });
        } catch (e) {
          if (!(e instanceof CancelledError)) update({ status: 'error', error: messageOf(e) });
        }
      },

      resetArenaForGame() {
        tokens.match++;
        tokens.solve++;
        clients.match?.cancel();
        clients.solve?.cancel();
        const game = treeGameOf(get());
        const keep = (id: string, fallback: string) => (isOpponentOf(game, id) ? id : fallback);
        const s = get();
        set({
          arenaPlayerA: keep(s.arenaPlayerA, 'perfect'),
          arenaPlayerB: keep(s.arenaPlayerB, 'random'),
          arenaSolvePlayer: keep(s.arenaSolvePlayer, 'random'),
          arenaMatch: { ...idleBase, a: '', b: '', gamesPerSide: 0, seed: 0, result: null },
          arenaSolve: { ...idleBase, player: '', mode: 'wdl', failures: [], passed: null },
        });
      },

      cancelArenaSolveCheck() {
        const job = get().arenaSolve;
        if (job.status !== 'preparing' && job.status !== 'running') return;
        tokens.solve++;
        clients.solve?.cancel();
        set({ arenaSolve: { ...job, status: 'cancelled' } });
      },

      replayArenaSample() {
        const moves = get().arenaMatch.result?.sample?.moves;
        if (!moves || moves.length === 0) return;
        get().playLoad(moves);
        set({ arenaGoToExplorer: get().arenaGoToExplorer + 1, viewTab: 'explore' });
      },

      openArenaPosition(key) {
        const tree = get().tree;
        const moves = tree ? movesToKey(tree, key) : null;
        if (!moves) return;
        get().playLoad(moves);
        set({ arenaGoToExplorer: get().arenaGoToExplorer + 1, viewTab: 'explore' });
      },
    };
  };

/** Whether a job is under way (its Cancel button shows). */
export function arenaJobActive(job: { readonly status: ArenaJobStatus }): boolean {
  return job.status === 'preparing' || job.status === 'running';
}
