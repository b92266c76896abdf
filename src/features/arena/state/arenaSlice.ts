/**
 * Arena slice, one for every game: AI-vs-AI matches between the players a
 * game offers (registry specs: a full-tree game's table and search players, a
 * searched game's depth-limited searches with an evaluation; the slice passes
 * them on without knowing which), and the strong-solve check where the whole
 * tree fits (absent otherwise: `arenaCapabilities`). Each kind of job runs on
 * its own arena client (a worker, or the main thread as a fallback), so a
 * match and a check can run side by side; within a kind the newest request
 * wins (newest.ts).
 *
 * Stored: the game shown (`arenaGameChanged` follows the game switch), the
 * form inputs as typed (validated on use, never throwing) and one immutable
 * job record per kind that progress messages replace. Each game keeps its
 * own form: a trip to another game and back finds the players chosen. Cancel
 * is instant: the job becomes 'cancelled' with the tally of its last
 * progress message, and the client stops the work. A failing position or the
 * sample game opens in the explorer through `openInExplorer` (navigation).
 */
import type { ScoreMode } from '../../../games/game.ts';
import type { MatchResult } from '../../../ai/arena.ts';
import { movesToKey } from '../../../tree/query.ts';
import { entryById, gameById } from '../../../games/index.ts';
import { ARENA_MAX_GAMES, ARENA_MAX_OPENINGS, ARENA_MAX_SEED } from '../../../worker/arenaProtocol.ts';
import type { ArenaFailure } from '../../../worker/arenaProtocol.ts';
import { CancelledError, createArenaInlineClient, createArenaWorkerClient, WorkerFailedError, type ArenaClient, type ArenaSource, type WorkerLike } from '../../../worker/arenaClient.ts';
import type { SliceCreator } from '../../../store/appState.ts';
import { DEFAULT_TREE_MODULE } from '../../../store/appGame.ts';
import { arenaPlayersOf } from '../../../store/gameDefaults.ts';
import { newest } from '../../../store/newest.ts';
import { isOpponentOf } from '../../../store/settings.ts';

export { ARENA_MAX_GAMES, ARENA_MAX_OPENINGS, ARENA_MAX_SEED } from '../../../worker/arenaProtocol.ts';
export type { ArenaFailure } from '../../../worker/arenaProtocol.ts';

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
  /** Random opening plies of each game. */
  readonly openings: number;
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
  /** The game whose players meet (the game shown; `arenaGameChanged` follows it). */
  arenaGameId: string;
  /** Player specs (registry ids) of the game: A is the table's point of view. */
  arenaPlayerA: string;
  arenaPlayerB: string;
  /** The games-per-side field as typed. */
  arenaGamesText: string;
  /** The seed field as typed (empty: a random seed, shown with the result). */
  arenaSeedText: string;
  /** The random-opening-plies field as typed. */
  arenaOpeningsText: string;
  arenaMatch: ArenaMatchJob;
  arenaSolvePlayer: string;
  arenaSolveMode: ScoreMode;
  arenaSolve: ArenaSolveJob;
  /** Set when a worker failed and jobs moved to the main thread. */
  arenaWorkerError: string | null;
  setArenaPlayers(a: string, b: string): void;
  setArenaGamesText(text: string): void;
  setArenaSeedText(text: string): void;
  setArenaOpeningsText(text: string): void;
  /** Starts a match with the form's players and numbers; does nothing while the numbers are invalid. */
  startArenaMatch(): Promise<void>;
  cancelArenaMatch(): void;
  setArenaSolvePlayer(id: string): void;
  setArenaSolveMode(mode: ScoreMode): void;
  startArenaSolveCheck(): Promise<void>;
  cancelArenaSolveCheck(): void;
  /**
   * Another game is shown (the game switch, an address): running jobs stop and their results go; the game's form is
   * the one it had, else (its first visit) the last game's players it offers too and numbers when both are of one
   * kind, its own defaults otherwise (arenaPlayersOf, its kind's numbers). Nothing for the game already held.
   */
  arenaGameChanged(id: string): void;
  /** Opens the position with this key in the explorer and on the board (a legal line reaching it); full-tree games only. */
  openArenaPosition(key: number): void;
  /** Opens the match's sample game (its first, a moving first) in the explorer and on the board; nothing without one, or without a full tree. */
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

/** Random opening plies from the field: a whole number from 0 to ARENA_MAX_OPENINGS. */
export function parseArenaOpenings(text: string): ArenaParsed<number> {
  return parseCount(text, 0, ARENA_MAX_OPENINGS);
}

/** What the arena offers for a game, by capability: a match always; the strong-solve check and opening a position in the explorer only where the whole tree fits. */
export interface ArenaCapabilities {
  readonly solveCheck: boolean;
  readonly explorer: boolean;
}

/** The capabilities of the game with this id (from its registry entry: nothing needs to have loaded). */
export function arenaCapabilities(gameId: string): ArenaCapabilities {
  const fullTree = entryById(gameId)?.game.fullTree === true;
  return { solveCheck: fullTree, explorer: fullTree };
}

/** The inputs of one game's arena, kept per game. */
type ArenaForm = Pick<ArenaSlice, 'arenaPlayerA' | 'arenaPlayerB' | 'arenaGamesText' | 'arenaSeedText' | 'arenaOpeningsText' | 'arenaSolvePlayer'>;

/**
 * A game's numbers by its kind: a full-tree game's match runs on the fast engine (a million games a side in
 * seconds, no openings: they need the reference engine); a searched game's games each take a search per move,
 * so a few, from random openings (else every game of a pair of searches would be the same).
 */
function numbersOf(gameId: string): Pick<ArenaForm, 'arenaGamesText' | 'arenaOpeningsText'> {
  return arenaCapabilities(gameId).solveCheck ? { arenaGamesText: '1000000', arenaOpeningsText: '0' } : { arenaGamesText: '10', arenaOpeningsText: '4' };
}

/** The form a game starts with: its default players, its kind's numbers, a random seed; random checked. */
function formOf(gameId: string): ArenaForm {
  const [a, b] = arenaPlayersOf(gameId);
  return { arenaPlayerA: a, arenaPlayerB: b, ...numbersOf(gameId), arenaSeedText: '', arenaSolvePlayer: 'random' };
}

/**
 * The form carried from `from` into the game `to` on its first visit: between games of one kind, the players
 * it offers too and the numbers; into a game of the other kind, its own form (the seed stays either way).
 */
function carriedForm(from: ArenaForm & { readonly arenaGameId: string }, to: string): ArenaForm {
  const fresh = formOf(to);
  const game = gameById(to);
  if (!game || arenaCapabilities(from.arenaGameId).solveCheck !== arenaCapabilities(to).solveCheck) return { ...fresh, arenaSeedText: from.arenaSeedText };
  const keep = (id: string, fallback: string) => (isOpponentOf(game, id) ? id : fallback);
  return {
    arenaPlayerA: keep(from.arenaPlayerA, fresh.arenaPlayerA),
    arenaPlayerB: keep(from.arenaPlayerB, fresh.arenaPlayerB),
    arenaGamesText: from.arenaGamesText,
    arenaOpeningsText: from.arenaOpeningsText,
    arenaSeedText: from.arenaSeedText,
    arenaSolvePlayer: keep(from.arenaSolvePlayer, fresh.arenaSolvePlayer),
  };
}

const idleBase = { status: 'idle', done: 0, total: 0, elapsedMs: 0, error: null, source: null } as const;
const IDLE_MATCH: ArenaMatchJob = { ...idleBase, a: '', b: '', gamesPerSide: 0, seed: 0, openings: 0, result: null };
const IDLE_SOLVE: ArenaSolveJob = { ...idleBase, player: '', mode: 'wdl', failures: [], passed: null };

const randomSeed = () => Math.floor(Math.random() * (ARENA_MAX_SEED + 1));

export const createArenaSlice =
  (deps: ArenaDeps): SliceCreator<ArenaSlice, 'openInExplorer' | 'tree'> =>
  (set, get) => {
    const defaultClient = (): ArenaClient => (deps.createArenaWorker ? createArenaWorkerClient(deps.createArenaWorker) : createArenaInlineClient());
    const make = deps.createArenaClient ?? defaultClient;
    const clients: Partial<Record<ArenaJobKind, ArenaClient>> = {};
    const clientOf = (kind: ArenaJobKind): ArenaClient => (clients[kind] ??= make(kind));
    /** Per kind, the newest request: replies to an older one (replaced or cancelled) are ignored. */
    const requests: Record<ArenaJobKind, ReturnType<typeof newest>> = { match: newest(), solve: newest() };
    /** Each game's form as it was left (this store's own). */
    const forms = new Map<string, ArenaForm>();
    const firstGame = DEFAULT_TREE_MODULE.game.id;

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
      arenaGameId: firstGame,
      ...formOf(firstGame),
      arenaMatch: IDLE_MATCH,
      arenaSolveMode: 'wdl',
      arenaSolve: IDLE_SOLVE,
      arenaWorkerError: null,

      setArenaPlayers(a, b) {
        set({ arenaPlayerA: a, arenaPlayerB: b });
      },
      setArenaGamesText(text) {
        set({ arenaGamesText: text });
      },
      setArenaSeedText(text) {
        set({ arenaSeedText: text });
      },
      setArenaOpeningsText(text) {
        set({ arenaOpeningsText: text });
      },

      async startArenaMatch() {
        const s = get();
        const games = parseArenaGames(s.arenaGamesText);
        const seedIn = parseArenaSeed(s.arenaSeedText);
        const openings = parseArenaOpenings(s.arenaOpeningsText);
        if (!games.ok || !seedIn.ok || !openings.ok) return;
        const seed = seedIn.value ?? (deps.arenaSeed ?? randomSeed)();
        const ticket = requests.match.begin();
        const a = s.arenaPlayerA;
        const b = s.arenaPlayerB;
        set({ arenaMatch: { ...IDLE_MATCH, status: 'preparing', a, b, gamesPerSide: games.value, seed, openings: openings.value, total: 2 * games.value } });
        const update = (patch: Partial<ArenaMatchJob>) => requests.match.holds(ticket) && set({ arenaMatch: { ...get().arenaMatch, ...patch } });
        try {
          const out = await run('match', (c) =>
            c.match({ game: s.arenaGameId, a, b, games: games.value, seed, openings: openings.value }, (p) => update({ status: 'running', done: p.done, total: p.total, elapsedMs: p.elapsedMs, result: p.partial, source: c.kind })),
          );
          update({ status: 'done', done: out.result.total.games, elapsedMs: out.elapsedMs, result: out.result, source: out.source });
        } catch (e) {
          if (!(e instanceof CancelledError)) update({ status: 'error', error: messageOf(e) });
        }
      },

      cancelArenaMatch() {
        const job = get().arenaMatch;
        if (job.status !== 'preparing' && job.status !== 'running') return;
        requests.match.drop();
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
        const { arenaSolvePlayer: player, arenaSolveMode: mode, arenaGameId: game } = get();
        if (!arenaCapabilities(game).solveCheck) return;
        const ticket = requests.solve.begin();
        set({ arenaSolve: { ...IDLE_SOLVE, status: 'preparing', player, mode } });
        const update = (patch: Partial<ArenaSolveJob>) => requests.solve.holds(ticket) && set({ arenaSolve: { ...get().arenaSolve, ...patch } });
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

      arenaGameChanged(id) {
        const s = get();
        if (id === s.arenaGameId) return;
        requests.match.drop();
        requests.solve.drop();
        clients.match?.cancel();
        clients.solve?.cancel();
        const { arenaPlayerA, arenaPlayerB, arenaGamesText, arenaSeedText, arenaOpeningsText, arenaSolvePlayer } = s;
        const left: ArenaForm = { arenaPlayerA, arenaPlayerB, arenaGamesText, arenaSeedText, arenaOpeningsText, arenaSolvePlayer };
        forms.set(s.arenaGameId, left);
        const form = forms.get(id) ?? carriedForm({ ...left, arenaGameId: s.arenaGameId }, id);
        set({ arenaGameId: id, ...form, arenaMatch: IDLE_MATCH, arenaSolve: IDLE_SOLVE });
      },

      cancelArenaSolveCheck() {
        const job = get().arenaSolve;
        if (job.status !== 'preparing' && job.status !== 'running') return;
        requests.solve.drop();
        clients.solve?.cancel();
        set({ arenaSolve: { ...job, status: 'cancelled' } });
      },

      replayArenaSample() {
        const s = get();
        const moves = s.arenaMatch.result?.sample?.moves;
        if (!moves || moves.length === 0 || !arenaCapabilities(s.arenaGameId).explorer) return;
        s.openInExplorer(moves);
      },

      openArenaPosition(key) {
        const s = get();
        const moves = s.tree && arenaCapabilities(s.arenaGameId).explorer ? movesToKey(s.tree, key) : null;
        if (!moves) return;
        s.openInExplorer(moves);
      },
    };
  };

/** Whether a job is under way (its Cancel button shows). */
export function arenaJobActive(job: { readonly status: ArenaJobStatus }): boolean {
  return job.status === 'preparing' || job.status === 'running';
}
