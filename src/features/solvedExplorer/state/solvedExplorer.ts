/**
 * What the explorer of a game solved on demand asks the worker (Connect Four:
 * src/view/solvedTree.ts draws the tree): the exact values of the focus's
 * moves first, then of each child's (the next level's colours), one solve at
 * a time in the hints' worker (`SearchPort.moveValues`; on 4×4 and 5×4 the
 * first builds the table of every position there, the later ones are look-ups,
 * and play's hints share that table), each kept once solved so going back up
 * costs nothing.
 *
 * Newest focus wins: a solve the new focus does not need is stopped (the
 * worker terminated) when it is beyond the solver's quick reach (7×6 early on:
 * seconds to minutes); one within it finishes first (a look-up, or the table's
 * build that every later answer needs). `stop` stops the solve under way and
 * asks nothing more until the focus moves or `resume`.
 *
 * The solved positions are a cache beside the store, not in it: they are the
 * worker's answers for a screen loaded on demand (the store's slices are in the
 * first download), and a component reads them with `useSyncExternalStore`.
 */
import { legalMoveList, OUTCOME, withinReach, type Game } from '../../../games/game.ts';
import { createObserved, type Observed } from '../../../store/observed.ts';
import type { MoveValue, SearchPort } from '../../../worker/searchProtocol.ts';
import { CancelledError } from '../../../worker/jobs.ts';

/** What the explorer shows: a game's position (its moves from `start`, a set-up position's text, or the initial one) and how many levels of moves below it. */
export interface SolvedTarget {
  readonly game: Game<unknown>;
  /** The set-up position the moves start from (`Game.setup.format`); absent: the initial position. */
  readonly start?: string;
  readonly startState: unknown;
  readonly moves: readonly number[];
  /** Levels of moves drawn below the focus: the positions down to the level above the last are solved. */
  readonly levels: number;
}

/** Every move of a position with its exact value (first player's view), once solved; else null. O(1). */
export type SolvedLookup = (gameId: string, start: string | undefined, moves: readonly number[]) => readonly MoveValue[] | null;

export interface SolvedExplorerSnapshot {
  /** The solves known: a new function whenever one arrives (what a view drawn from them depends on). */
  readonly solvedAt: SolvedLookup;
  /** The solve under way: its position's moves from the start and the positions searched so far. */
  readonly solving: { readonly moves: readonly number[]; readonly nodes: number } | null;
  /** The person stopped the solving: nothing more is asked until the focus moves or `resume`. */
  readonly stopped: boolean;
  readonly error: string | null;
}

export interface SolvedExplorer extends Observed<SolvedExplorerSnapshot> {
  /** Shows a new focus: its solves are asked for, the focus's first (newest wins). */
  show(target: SolvedTarget): void;
  /** Stops the solve under way; nothing more is asked until the focus moves or `resume`. */
  stop(): void;
  resume(): void;
  /** The explorer is no longer shown: the solve under way is stopped (one within quick reach finishes and is kept). */
  leave(): void;
}

/** Positions kept solved; beyond this the cache starts again (a few hundred bytes each). */
const CACHE_LIMIT = 20_000;

interface Wanted {
  readonly key: string;
  readonly moves: readonly number[];
  /** Within the solver's quick reach: worth finishing even when no longer wanted. */
  readonly quick: boolean;
}

const keyOf = (gameId: string, start: string | undefined, moves: readonly number[]) => `${gameId}|${start ?? ''}|${moves.join('.')}`;

/**
 * The positions a target needs solved, breadth-first from the focus: every unfinished one above the last level
 * drawn. O(positions · moves).
 */
export function wantedSolves(target: SolvedTarget): { moves: readonly number[]; quick: boolean }[] {
  const { game } = target;
  let s = target.startState;
  for (const m of target.moves) s = game.play(s, m);
  const out: { moves: readonly number[]; quick: boolean }[] = [];
  const queue: { state: unknown; moves: readonly number[] }[] = [{ state: s, moves: target.moves }];
  for (let i = 0; i < queue.length; i++) {
    const { state, moves } = queue[i];
    if (game.outcome(state) !== OUTCOME.playing) continue;
    out.push({ moves, quick: withinReach(game, state) });
    if (moves.length - target.moves.length + 1 >= target.levels) continue;
    for (const m of legalMoveList(game, state)) queue.push({ state: game.play(state, m), moves: [...moves, m] });
  }
  return out;
}

/** The explorer's solves through `port` (none without one: nothing is ever solved). */
export function createSolvedExplorer(port: Pick<SearchPort, 'moveValues' | 'cancelMoveValues'> | undefined): SolvedExplorer {
  const cache = new Map<string, readonly MoveValue[]>();
  const lookup = (): SolvedLookup => (gameId, start, moves) => cache.get(keyOf(gameId, start, moves)) ?? null;
  const observed = createObserved<SolvedExplorerSnapshot>({ solvedAt: lookup(), solving: null, stopped: false, error: null });
  const { update, getSnapshot: now } = observed;
  let target: SolvedTarget | null = null;
  let wanted: Wanted[] = [];
  let inFlight: (Wanted & { readonly gameId: string }) | null = null;

  const pump = () => {
    if (inFlight || !target || !port || now().stopped || now().error) return;
    const { game, start } = target;
    const next = wanted.find((w) => !cache.has(w.key));
    if (!next) return;
    const job = { ...next, gameId: game.id };
    inFlight = job;
    update({ solving: { moves: next.moves, nodes: 0 } });
    const onNodes = (nodes: number) => {
      if (inFlight === job) update({ solving: { moves: job.moves, nodes } });
    };
    port.moveValues({ gameId: game.id, start, moves: next.moves, depth: 1, evaluation: '', exact: true }, onNodes).then(
      (r) => {
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(job.key, r.moves);
        if (inFlight !== job) return update({ solvedAt: lookup() });
        inFlight = null;
        update({ solvedAt: lookup(), solving: null });
        pump();
      },
      (e: unknown) => {
        if (inFlight !== job) return;
        inFlight = null;
        update({ solving: null, ...(e instanceof CancelledError ? {} : { error: e instanceof Error ? e.message : String(e) }) });
        pump();
      },
    );
  };

  /** Stops the solve under way (its answer, if it still comes, is kept). */
  const cancel = () => {
    if (!inFlight) return;
    inFlight = null;
    port?.cancelMoveValues();
    update({ solving: null });
  };

  return {
    subscribe: observed.subscribe,
    getSnapshot: observed.getSnapshot,
    show(t) {
      const moved = !target || target.game !== t.game || target.start !== t.start || target.moves.join('.') !== t.moves.join('.');
      target = t;
      wanted = wantedSolves(t).map((w) => ({ ...w, key: keyOf(t.game.id, t.start, w.moves) }));
      if (inFlight && !(inFlight.gameId === t.game.id && (inFlight.quick || wanted.some((w) => w.key === inFlight?.key)))) cancel();
      if (moved && (now().stopped || now().error)) update({ stopped: false, error: null });
      pump();
    },
    stop() {
      cancel();
      update({ stopped: true });
    },
    resume() {
      update({ stopped: false, error: null });
      pump();
    },
    leave() {
      if (inFlight && !inFlight.quick) cancel();
      target = null;
      wanted = [];
    },
  };
}

const owners = new WeakMap<object, SolvedExplorer>();

/** The explorer's solves of a store, made on first use over its worker port (`AppStore.search`), kept while the store lives. */
export function solvedExplorerOf(store: { readonly search?: SearchPort }): SolvedExplorer {
  let owner = owners.get(store);
  if (!owner) owners.set(store, (owner = createSolvedExplorer(store.search)));
  return owner;
}
