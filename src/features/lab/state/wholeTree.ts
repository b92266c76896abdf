/**
 * The lesson "where the whole tree returns" (ui/WholeTree.tsx): for the position shown, the AI's depth-limited
 * search (its move, estimate and nodes) against the exact solve of the whole tree (every move's exact value and
 * its nodes), asked of the search port's lesson worker (`SearchPort.wholeTree`) on a button.
 *
 * Newest request wins (store/newest.ts): a new run or a cancel makes the one in flight stale (its worker is
 * stopped). Progress (the solve's positions so far) shows once a run has taken SLOW_MS. The result belongs to
 * the position it was asked for (`key`); the screen shows it only while that position is shown.
 *
 * Its own small store, made on first use beside the app's (`wholeTreeOf`), not a slice: its code loads with the
 * searched game's lab, not with the first page (the initial script's budget).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MoveValue, SearchAnswer, SearchPort, WholeTreeRequest } from '../../../worker/searchProtocol.ts';
import { CancelledError } from '../../../worker/jobs.ts';
import { newest } from '../../../store/newest.ts';
import type { AppStore } from '../../../store/createAppStore.ts';
import { SLOW_MS } from '../../play/state/lineReview.ts';
import { timeoutSchedule, type Schedule } from '../../../store/schedule.ts';

export interface WholeTreeState {
  /** The position and search asked for (wholeTreeKey); '' before the first run. */
  readonly key: string;
  readonly status: 'idle' | 'running' | 'done' | 'cancelled' | 'error';
  /** Running for longer than SLOW_MS: progress is shown. */
  readonly slow: boolean;
  /** The exact solve's positions searched so far (while running). */
  readonly nodes: number;
  readonly estimate: SearchAnswer | null;
  /** Every legal move's exact value (first player's view), best for the mover first. */
  readonly exact: readonly MoveValue[] | null;
  readonly exactNodes: number;
  readonly error: string | null;
}

export interface WholeTree {
  readonly store: StoreApi<WholeTreeState>;
  start(request: WholeTreeRequest): void;
  cancel(): void;
}

const IDLE: WholeTreeState = { key: '', status: 'idle', slow: false, nodes: 0, estimate: null, exact: null, exactNodes: 0, error: null };

/** The key of a request: its game, start, moves, depth and evaluation. */
export function wholeTreeKey(r: WholeTreeRequest): string {
  return `${r.gameId}|${r.start ?? ''}|${r.moves.join(',')}|${r.depth}|${r.evaluation}`;
}

/** The lesson over `port`; `schedule` runs a function after ms and returns its cancel (fake timers in tests). */
function createWholeTree(port: Pick<SearchPort, 'wholeTree' | 'cancelWholeTree'>, schedule: Schedule = timeoutSchedule): WholeTree {
  const store = createStore<WholeTreeState>()(() => IDLE);
  const asks = newest();
  let cancelSlow: (() => void) | null = null;
  const stopSlow = () => {
    cancelSlow?.();
    cancelSlow = null;
  };
  return {
    store,
    start(request) {
      stopSlow();
      const ticket = asks.begin();
      store.setState({ ...IDLE, key: wholeTreeKey(request), status: 'running' });
      cancelSlow = schedule(() => asks.holds(ticket) && store.setState({ slow: true }), SLOW_MS);
      const update = (patch: Partial<WholeTreeState>) => asks.holds(ticket) && store.setState(patch);
      port.wholeTree(request, (nodes) => update({ nodes })).then(
        (a) => {
          if (asks.holds(ticket)) stopSlow();
          update({ status: 'done', slow: false, estimate: a.estimate, exact: a.exact, exactNodes: a.exactNodes });
        },
        (e: unknown) => {
          if (e instanceof CancelledError || !asks.holds(ticket)) return;
          stopSlow();
          update({ status: 'error', slow: false, error: e instanceof Error ? e.message : String(e) });
        },
      );
    },
    cancel() {
      if (store.getState().status !== 'running') return;
      stopSlow();
      asks.drop();
      port.cancelWholeTree();
      store.setState({ status: 'cancelled', slow: false });
    },
  };
}

const lessons = new WeakMap<AppStore, WholeTree>();

/** The lesson of an app store (made on first use); null without a search port. */
export function wholeTreeOf(app: AppStore): WholeTree | null {
  if (!app.search) return null;
  let w = lessons.get(app);
  if (!w) lessons.set(app, (w = createWholeTree(app.search)));
  return w;
}
