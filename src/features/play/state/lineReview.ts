/**
 * A searched game's line under review (its evaluation graph and game review):
 * the values of every position of the line, played moves and moves ahead
 * together, asked of the search port's review worker (`SearchPort.review`)
 * and kept as they come. What the worker is asked is planned by the pure
 * review (src/search/gameReview.ts): exact within the solver's reach, else an
 * estimate at REVIEW_DEPTH (or one more ply).
 *
 * Newest request wins (store/newest.ts): a new line cancels the request in
 * flight (its worker is terminated), keeping the positions the two lines
 * share (a position depends only on the moves before it), so a move played
 * asks for the new positions only. Paused (the AI thinking, so the review
 * never slows its move), nothing is asked; what is known stays.
 *
 * Its own small store, made on first use beside the app's (one per app store,
 * `lineReviewOf`), not a slice: its code loads with the searched game's
 * screen, not with the first page (the initial script's budget).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { OUTCOME, type Game } from '../../../games/game.ts';
import { finishedPosition, inUnits, reviewPlan, type PositionValues } from '../../../search/gameReview.ts';
import { linePositions, type PlayStart } from './playLine.ts';
import type { MoveValue, SearchPort } from '../../../worker/searchProtocol.ts';
import { CancelledError } from '../../../worker/jobs.ts';
import { newest } from '../../../store/newest.ts';
import type { AppStore } from '../../../store/createAppStore.ts';
import { timeoutSchedule, type Schedule } from '../../../store/schedule.ts';

/** The depth of the review's estimates (plies; the positions whose leaves would fall on an odd ply get one more). */
export const REVIEW_DEPTH = 4;
/** Work that takes longer than this shows its progress (ms). */
export const SLOW_MS = 200;

/** What to review: the game, its whole line, how estimates are made and read, and whether to wait. */
export interface ReviewContext {
  readonly game: Game<unknown>;
  /** Where the line starts: a set-up position, or null for the game's initial one. */
  readonly start: PlayStart | null;
  /** The whole line: the moves played, then the moves ahead. */
  readonly line: readonly number[];
  readonly evaluation: string;
  /** The evaluation's factor to its units (the score's, for the graph). */
  readonly scale: number;
  /** Ask nothing now (the AI is to move or thinking): what is known stays, what is missing is asked later. */
  readonly paused: boolean;
}

export interface LineReviewState {
  /** The game, evaluation and scale the values are of. */
  readonly key: string;
  readonly line: readonly number[];
  /** Every position of the line (`line.length + 1`), the start first: its values, null until known. */
  readonly positions: readonly (PositionValues | null)[];
  /** A request is in flight. */
  readonly working: boolean;
  /** It has been in flight longer than SLOW_MS (progress is shown). */
  readonly slow: boolean;
  readonly error: string | null;
}

export interface LineReview {
  readonly store: StoreApi<LineReviewState>;
  /** Keeps the review that of `ctx` (null: not shown, the request in flight is cancelled). */
  sync(ctx: ReviewContext | null): void;
}

const EMPTY: LineReviewState = { key: '', line: [], positions: [], working: false, slow: false, error: null };

/** How many first moves `a` and `b` share. O(min length). */
function sharedMoves(a: readonly number[], b: readonly number[]): number {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k;
}

const sameLine = (a: readonly number[], b: readonly number[]) => a.length === b.length && sharedMoves(a, b) === a.length;

/** A review over `port`; `schedule` runs a function after ms and returns its cancel (fake timers in tests). */
export function createLineReview(port: Pick<SearchPort, 'review' | 'cancelReview'>, schedule: Schedule = timeoutSchedule): LineReview {
  const store = createStore<LineReviewState>()(() => EMPTY);
  const asks = newest();
  /** The request in flight: its key and line (null: none). */
  let running: { key: string; line: readonly number[] } | null = null;
  let cancelSlow: (() => void) | null = null;

  const stopRunning = () => {
    cancelSlow?.();
    cancelSlow = null;
    if (!running) return;
    running = null;
    asks.drop();
    port.cancelReview();
  };

  return {
    store,
    sync(ctx) {
      if (!ctx) {
        stopRunning();
        if (store.getState().working) store.setState({ working: false, slow: false });
        return;
      }
      const { game, start, line, evaluation, scale } = ctx;
      const key = `${game.id}|${start?.text ?? ''}|${evaluation}|${scale}`;
      const s = store.getState();
      if (running && running.key === key && sameLine(running.line, line) && !ctx.paused) return;
      stopRunning();
      // Positions the old line shares with the new one keep their values (position i is after the first i moves).
      const kept = s.key === key ? s.positions.slice(0, sharedMoves(s.line, line) + 1) : [];
      const states = linePositions(game, start, line);
      const positions = states.map((st, i) => kept[i] ?? (game.outcome(st) === OUTCOME.playing ? null : finishedPosition(game.terminalScore(st, 'wdl'))));
      const missing = positions.flatMap((p, i) => (p === null ? [i] : []));
      if (ctx.paused || missing.length === 0) return store.setState({ key, line, positions, working: false, slow: false, error: null });
      const plan = reviewPlan(game, states, missing, REVIEW_DEPTH);
      const depthOf = new Map(plan.map((p) => [p.index, p.depth]));
      const ticket = asks.begin();
      running = { key, line };
      store.setState({ key, line, positions, working: true, slow: false, error: null });
      cancelSlow = schedule(() => {
        if (asks.holds(ticket)) store.setState({ slow: true });
      }, SLOW_MS);
      const onPosition = (index: number, moves: readonly MoveValue[]) => {
        if (!asks.holds(ticket) || !depthOf.has(index)) return;
        const depth = depthOf.get(index) ?? null;
        const values: PositionValues = { mover: game.toMove(states[index]), moves: moves.map((m) => ({ move: m.move, value: inUnits(m.value, scale) })), final: null, exact: depth === null, depth };
        const next = store.getState().positions.slice();
        next[index] = values;
        store.setState({ positions: next });
      };
      const finish = (patch: Partial<LineReviewState>) => {
        if (!asks.holds(ticket)) return;
        running = null;
        cancelSlow?.();
        cancelSlow = null;
        store.setState({ working: false, slow: false, ...patch });
      };
      port.review({ gameId: game.id, moves: line, start: start?.text, positions: plan, evaluation }, onPosition).then(
        () => finish({}),
        (e: unknown) => {
          if (!(e instanceof CancelledError)) finish({ error: e instanceof Error ? e.message : String(e) });
        },
      );
    },
  };
}

const reviews = new WeakMap<AppStore, LineReview>();

/** The review of an app store's searched game (made on first use); null without a search port. */
export function lineReviewOf(app: AppStore): LineReview | null {
  if (!app.search) return null;
  let r = reviews.get(app);
  if (!r) reviews.set(app, (r = createLineReview(app.search)));
  return r;
}
