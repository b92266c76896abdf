import type { AppPositions, AppTree } from '../../src/store/appGame.ts';
import type { SearchAnswer, SearchPort, SearchRequest, ExpandRequest, EstimateRequest, MoveValue, MoveValues, ReviewRequest, SolveRequest, WholeTreeAnswer, WholeTreeRequest } from '../../src/worker/searchProtocol.ts';
import { createAppStore, type AppDeps, type AppStore } from '../../src/store/createAppStore.ts';
import { createInlineClient } from '../../src/worker/client.ts';
import { buildGameTree } from '../../src/tree/build.ts';
import type { Rng } from '../../src/ai/rng.ts';
import type { UrlWindow } from '../../src/store/url.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const shared = buildGameTree(ticTacToe);

/** An rng whose next answer to int(n) is scripted (default 0). */
export class ScriptedRng implements Rng {
  choice = 0;
  next() {
    return 0;
  }
  int(n: number) {
    return Math.min(this.choice, n - 1);
  }
}

/**
 * A store with the tree already in it, English, no storage unless given; AI moves run when
 * `flush()` is called. `deps` overrides any other dependency (arena clients, seeds, ...).
 */
export function storeWithTree(options: { rng?: Rng; storage?: AppDeps['storage']; deps?: Partial<AppDeps> } = {}) {
  const queue: (() => void)[] = [];
  const store: AppStore = createAppStore({
    treeClient: createInlineClient(),
    rng: options.rng ?? new ScriptedRng(),
    storage: options.storage ?? null,
    browserLanguages: ['en'],
    schedule: (f) => {
      queue.push(f);
      return () => {
        const i = queue.indexOf(f);
        if (i >= 0) queue.splice(i, 1);
      };
    },
    ...options.deps,
  });
  // The store holds any full-tree game's tree; this one is tic-tac-toe's.
  store.setState({ tree: shared as AppTree, positions: shared.positions as AppPositions, treeStatus: 'ready' });
  const flush = () => {
    while (queue.length) (queue.shift() as () => void)();
  };
  return { store, flush, pending: () => queue.length };
}

/** A window with a hash, a history of entries (push, replace, back, forward) and hashchange listeners. */
export class FakeWindow implements UrlWindow {
  location = { hash: '' };
  listeners: (() => void)[] = [];
  /** The history's entries (hashes) and the current one. */
  entries: string[] = [''];
  index = 0;
  history = {
    replaceState: (_d: unknown, _u: string, url: string) => {
      this.location.hash = url;
      this.entries[this.index] = url;
    },
    pushState: (_d: unknown, _u: string, url: string) => {
      this.location.hash = url;
      this.entries = [...this.entries.slice(0, this.index + 1), url];
      this.index++;
    },
  };
  addEventListener(_t: 'hashchange', f: () => void) {
    this.listeners.push(f);
  }
  removeEventListener(_t: 'hashchange', f: () => void) {
    this.listeners = this.listeners.filter((g) => g !== f);
  }
  /** The person edits the address (a new entry, as a browser makes for a typed hash). */
  navigate(hash: string) {
    this.history.pushState(null, '', hash);
    this.listeners.forEach((f) => f());
  }
  /** The Back (-1) or Forward (+1) button. */
  go(delta: number) {
    const i = this.index + delta;
    if (i < 0 || i >= this.entries.length) return;
    this.index = i;
    const changed = this.location.hash !== this.entries[i];
    this.location.hash = this.entries[i];
    if (changed) this.listeners.forEach((f) => f());
  }
}

/** A CPU port whose answers the test gives by hand. */
export function fakeSearchPort() {
  const asked: { request: SearchRequest; answer: (a: SearchAnswer) => void }[] = [];
  let cancels = 0;
  let treeCancels = 0;
  const levels: ExpandRequest[] = [];
  const solves: { request: SolveRequest; answer: (a: readonly MoveValue[]) => void; onNodes?: (nodes: number) => void }[] = [];
  const hints: { request: EstimateRequest & { readonly exact: boolean }; answer: (a: MoveValues) => void; onNodes?: (nodes: number) => void }[] = [];
  let hintCancels = 0;
  const reviews: { request: ReviewRequest; onPosition: (index: number, moves: readonly MoveValue[]) => void; done: () => void }[] = [];
  let reviewCancels = 0;
  const wholeTrees: { request: WholeTreeRequest; onNodes: (nodes: number) => void; answer: (a: WholeTreeAnswer) => void }[] = [];
  let wholeTreeCancels = 0;
  const port: SearchPort = {
    think: (request) => new Promise<SearchAnswer>((resolve) => asked.push({ request, answer: resolve })),
    cancel: () => void cancels++,
    solve: (request, onNodes) => new Promise((resolve) => solves.push({ request, answer: resolve, onNodes })),
    moveValues: (request, onNodes) => new Promise((resolve) => hints.push({ request, answer: resolve, onNodes })),
    cancelMoveValues: () => void hintCancels++,
    review: (request, onPosition) => new Promise<void>((resolve) => reviews.push({ request, onPosition, done: resolve })),
    cancelReview: () => void reviewCancels++,
    expand: (request) => {
      levels.push(request);
      return new Promise(() => undefined);
    },
    cancelTree: () => void treeCancels++,
    compare: () => new Promise(() => undefined),
    cancelCompare: () => undefined,
    wholeTree: (request, onNodes) => new Promise((resolve) => wholeTrees.push({ request, onNodes, answer: resolve })),
    cancelWholeTree: () => void wholeTreeCancels++,
  };
  return { port, asked, levels, solves, hints, reviews, cancels: () => cancels, treeCancels: () => treeCancels, hintCancels: () => hintCancels, reviewCancels: () => reviewCancels, wholeTrees, wholeTreeCancels: () => wholeTreeCancels };
}
