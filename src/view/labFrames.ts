/**
 * Frames of the search lab: a traced search (minimax or alpha-beta, see
 * src/search/alphaBeta.ts) turned into the drawable state after each step.
 *
 * Frame 0 is the state before the search (nothing known); frame i (1..n) is
 * the state after trace step i - 1, so there are trace length + 1 frames.
 * Each frame holds one LabNodeState per node of the lab tree. Frames share
 * structure: a step replaces the states of the nodes it touches and copies
 * the array of references (O(nodes) per frame, a few hundred references), so
 * stepping back is just reading an earlier frame.
 *
 * The trace types are the search engine's own (view/ may import types,
 * not code, from search/: see eslint.config.js).
 */
import type { Side } from '../games/game.ts';
import type { ResultKind, TraceStep } from '../search/types.ts';
import { descendantsOf, nodeAtPath, type LabTree } from './labTree.ts';

export type LabAlgorithm = 'minimax' | 'alphabeta';
/** How a node's value relates to its window (seed 002). */
export type LabResultKind = ResultKind;
/** Transposition-table hit kinds, in the order they are tested. */
export type LabHitKind = Extract<TraceStep<unknown>, { kind: 'tt-hit' }>['hit'];

/** One step of a traced search (search/types.ts). */
export type LabTraceStep<S> = TraceStep<S>;

export interface LabWindow {
  readonly alpha: number;
  readonly beta: number;
}
export interface LabBounds {
  readonly lower: number;
  readonly upper: number;
}

/**
 * unvisited: not reached yet; open: on the search path; done: value known;
 * pruned: skipped by a cut-off; skipped: below a node the table answered.
 */
export type LabNodeStatus = 'unvisited' | 'open' | 'done' | 'pruned' | 'skipped';

export interface LabNodeState {
  readonly status: LabNodeStatus;
  /** Visit order, 1 for the first node visited; 0 when not visited. */
  readonly visit: number;
  /** Known value (null: unknown); a bound unless `result` is 'exact'. */
  readonly value: number | null;
  readonly result: LabResultKind | null;
  /** The window the node was searched with (for leaves: its parent's window then). */
  readonly entered: LabWindow | null;
  /** The node's window now (moves while it is open). */
  readonly window: LabWindow | null;
  /** Best child value so far (open nodes). */
  readonly best: number | null;
  readonly hit: LabHitKind | null;
  /** Bounds stored in the transposition table for this node. */
  readonly stored: LabBounds | null;
}

/** What happened at a step, with the numbers a caption needs (see labCaption.ts). */
export type LabCaption =
  | { readonly kind: 'start'; readonly algorithm: LabAlgorithm; readonly node: number; readonly count: number }
  | { readonly kind: 'enter'; readonly algorithm: LabAlgorithm; readonly node: number; readonly player: Side; readonly alpha: number; readonly beta: number; readonly children: number }
  | { readonly kind: 'leaf'; readonly node: number; readonly value: number; readonly evaluated: boolean }
  | {
      readonly kind: 'child';
      readonly node: number;
      readonly child: number;
      readonly move: number;
      readonly player: Side;
      readonly value: number;
      readonly best: number;
      /** The root of the source article's search as written: it keeps the other side's best (see LabFrameOptions). */
      readonly asWritten?: boolean;
    }
  | { readonly kind: 'update'; readonly node: number; readonly which: 'alpha' | 'beta'; readonly value: number; readonly alpha: number; readonly beta: number }
  | { readonly kind: 'cutoff'; readonly node: number; readonly player: Side; readonly best: number; readonly alpha: number; readonly beta: number; readonly skipped: readonly number[] }
  | { readonly kind: 'tt-hit'; readonly node: number; readonly hit: LabHitKind; readonly lower: number; readonly upper: number; readonly before: LabWindow; readonly after: LabWindow }
  | { readonly kind: 'tt-store'; readonly node: number; readonly lower: number; readonly upper: number }
  | {
      readonly kind: 'exit';
      readonly algorithm: LabAlgorithm;
      readonly node: number;
      readonly player: Side;
      readonly value: number;
      readonly result: LabResultKind;
      readonly alpha: number;
      readonly beta: number;
      /** Child values in visit order (the max / min of a minimax caption). */
      readonly childValues: readonly number[];
      /** The value came from the transposition table. */
      readonly fromTable: boolean;
      readonly root: boolean;
      /** The root of the source article's search as written (see LabFrameOptions). */
      readonly asWritten?: boolean;
    };

/** Running totals up to a frame (as the search's counters would read then). */
export interface LabCounters {
  /** Nodes visited (entered or evaluated as leaves). */
  readonly visited: number;
  readonly cutoffs: number;
  readonly ttHits: number;
  readonly ttStores: number;
}

export interface LabFrame {
  /** 0 for the start, i for the state after trace step i - 1. */
  readonly index: number;
  readonly nodes: readonly LabNodeState[];
  /** The node the step is about (framed). */
  readonly current: number;
  /** The child whose edge the step walks back along ('child' steps), else null. */
  readonly edge: number | null;
  /** Nodes whose value appeared at this step (drawn in red). */
  readonly fresh: readonly number[];
  /** Nodes greyed at this step (cut off or answered by the table). */
  readonly cut: readonly number[];
  readonly caption: LabCaption;
  readonly counters: LabCounters;
  /** The seed-002 case that fired (node exits), for the case table. */
  readonly result: LabResultKind | null;
  /** The table rule that fired (table hits). */
  readonly hit: LabHitKind | null;
}

const UNVISITED: LabNodeState = {
  status: 'unvisited',
  visit: 0,
  value: null,
  result: null,
  entered: null,
  window: null,
  best: null,
  hit: null,
  stored: null,
};

/** The state of every node before the search: nothing known. */
export function initialNodeStates<S>(tree: LabTree<S>): LabNodeState[] {
  return tree.nodes.map(() => UNVISITED);
}

/** Options of buildLabFrames. */
export interface LabFrameOptions {
  /**
   * The root keeps the best child for the other side, as the source article's
   * Othello search does (its Action keeps the largest of its children's
   * negamax scores without negating them); the trace must come from a search
   * whose root chose that way.
   */
  readonly rootAsWritten?: boolean;
}

/**
 * The frames of a traced search over `tree` (whose root is the searched
 * position; same depth limit). Throws a RangeError when a step names a node
 * the tree does not have. O(steps * nodes) time for the copied reference
 * arrays, O(steps) new node states.
 */
export function buildLabFrames<S>(tree: LabTree<S>, trace: readonly LabTraceStep<S>[], algorithm: LabAlgorithm, options: LabFrameOptions = {}): LabFrame[] {
  const asWritten = options.rootAsWritten === true;
  let nodes: readonly LabNodeState[] = initialNodeStates(tree);
  const childValues: number[][] = tree.nodes.map(() => []);
  let visits = 0;
  let counters: LabCounters = { visited: 0, cutoffs: 0, ttHits: 0, ttStores: 0 };
  const playerOf = (n: number): Side => tree.nodes[n].side;
  const frames: LabFrame[] = [
    {
      index: 0,
      nodes,
      current: 0,
      edge: null,
      fresh: [],
      cut: [],
      caption: { kind: 'start', algorithm, node: 0, count: tree.nodes.length },
      counters,
      result: null,
      hit: null,
    },
  ];
  for (const step of trace) {
    const next = nodes.slice();
    const n = nodeAtPath(tree, step.moves);
    const state = next[n];
    const current = n;
    let edge: number | null = null;
    let fresh: number[] = [];
    let cut: number[] = [];
    let caption: LabCaption;
    let result: LabResultKind | null = null;
    let hit: LabHitKind | null = null;
    const grey = (from: number, status: 'pruned' | 'skipped', self: boolean) => {
      const list = self ? [from, ...descendantsOf(tree, from)] : descendantsOf(tree, from);
      for (const d of list) if (next[d].status === 'unvisited') next[d] = { ...next[d], status };
      cut = cut.concat(list);
    };
    switch (step.kind) {
      case 'enter': {
        const w = { alpha: step.alpha, beta: step.beta };
        next[n] = { ...UNVISITED, status: 'open', visit: ++visits, entered: w, window: w };
        counters = { ...counters, visited: counters.visited + 1 };
        caption = { kind: 'enter', algorithm, node: n, player: playerOf(n), alpha: step.alpha, beta: step.beta, children: tree.nodes[n].children.length };
        break;
      }
      case 'leaf': {
        const parent = tree.nodes[n].parent;
        const w = parent >= 0 ? next[parent].window : { alpha: -Infinity, beta: Infinity };
        next[n] = { ...UNVISITED, status: 'done', visit: ++visits, value: step.value, result: 'exact', entered: w };
        counters = { ...counters, visited: counters.visited + 1 };
        fresh = [n];
        caption = { kind: 'leaf', node: n, value: step.value, evaluated: step.evaluated };
        break;
      }
      case 'child': {
        const child = tree.nodes[n].children.find((c) => tree.nodes[c].move === step.move);
        if (child === undefined) throw new RangeError(`no child ${step.move} at moves [${step.moves.join(', ')}]`);
        const player = playerOf(n);
        const flipped = asWritten && n === 0;
        const keeps: Side = flipped ? (player === 0 ? 1 : 0) : player;
        const prev = state.best;
        const best = prev === null ? step.value : keeps === 0 ? Math.max(prev, step.value) : Math.min(prev, step.value);
        childValues[n].push(step.value);
        next[n] = { ...state, best };
        edge = child;
        caption = { kind: 'child', node: n, child, move: step.move, player, value: step.value, best, ...(flipped ? { asWritten: true } : {}) };
        break;
      }
      case 'update': {
        const w = state.window ?? { alpha: -Infinity, beta: Infinity };
        const window = step.which === 'alpha' ? { alpha: step.value, beta: w.beta } : { alpha: w.alpha, beta: step.value };
        next[n] = { ...state, window };
        caption = { kind: 'update', node: n, which: step.which, value: step.value, alpha: window.alpha, beta: window.beta };
        break;
      }
      case 'cutoff': {
        for (const m of step.skipped) {
          const child = tree.nodes[n].children.find((c) => tree.nodes[c].move === m);
          if (child !== undefined) grey(child, 'pruned', true);
        }
        counters = { ...counters, cutoffs: counters.cutoffs + 1 };
        caption = { kind: 'cutoff', node: n, player: playerOf(n), best: state.best ?? NaN, alpha: step.alpha, beta: step.beta, skipped: step.skipped };
        break;
      }
      case 'tt-hit': {
        const before = state.window ?? { alpha: -Infinity, beta: Infinity };
        const after = step.hit === 'narrowed' ? { alpha: Math.max(before.alpha, step.lower), beta: Math.min(before.beta, step.upper) } : before;
        next[n] = { ...state, hit: step.hit, window: after };
        if (step.hit !== 'narrowed') grey(n, 'skipped', false);
        counters = { ...counters, ttHits: counters.ttHits + 1 };
        hit = step.hit;
        caption = { kind: 'tt-hit', node: n, hit: step.hit, lower: step.lower, upper: step.upper, before, after };
        break;
      }
      case 'tt-store': {
        next[n] = { ...state, stored: { lower: step.lower, upper: step.upper } };
        counters = { ...counters, ttStores: counters.ttStores + 1 };
        caption = { kind: 'tt-store', node: n, lower: step.lower, upper: step.upper };
        break;
      }
      case 'exit': {
        next[n] = { ...state, status: 'done', value: step.value, result: step.result };
        fresh = [n];
        result = step.result;
        caption = {
          kind: 'exit',
          algorithm,
          node: n,
          player: playerOf(n),
          value: step.value,
          result: step.result,
          alpha: step.alpha,
          beta: step.beta,
          childValues: childValues[n].slice(),
          fromTable: state.hit !== null && state.hit !== 'narrowed',
          root: n === 0,
          ...(asWritten && n === 0 ? { asWritten: true } : {}),
        };
        break;
      }
    }
    nodes = next;
    frames.push({ index: frames.length, nodes, current, edge, fresh, cut, caption, counters, result, hit });
  }
  return frames;
}

/** The open nodes of a frame from the root down (the search path, i.e. the recursion stack). O(depth * children). */
export function searchPath<S>(tree: LabTree<S>, frame: LabFrame): number[] {
  const path: number[] = [];
  let n = 0;
  while (frame.nodes[n].status === 'open') {
    path.push(n);
    const next = tree.nodes[n].children.find((c) => frame.nodes[c].status === 'open');
    if (next === undefined) break;
    n = next;
  }
  return path;
}
