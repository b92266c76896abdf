/**
 * Frames of the search lab: a traced search (minimax or alpha-beta, see
 * src/search/alphaBeta.ts) turned into the drawable state after each step.
 *
 * Frame 0 is the state before the search (nothing known); frame i (1..n) is
 * the state after trace step i - 1, so there are trace length + 1 frames.
 * A frame is computed on demand: the trace is kept as typed-array columns
 * (one entry per step) and each node's steps are indexed, so a node's state
 * in frame i replays that node's own steps before i (a few dozen at most),
 * and a frame costs nothing for the nodes nobody draws. The empty board's
 * minimax (1.4 million steps over 549,946 nodes) takes about 30 MB.
 *
 * Step columns: node (Int32), kind (Uint8), a and b (Float64: the step's
 * numbers, see `record`), aux (Int32: child node, hit kind, result, or the
 * offset of a cut-off's skipped moves in `pool`). Per node: the CSR index
 * of its steps (evStart / evList), its visit number, and for the top of a
 * greyed subtree the step that greyed it.
 *
 * The trace types are the search engine's own (view/ may import types,
 * not code, from search/: see eslint.config.js).
 */
import type { Side } from '../games/game.ts';
import type { ResultKind, TraceStep } from '../search/types.ts';
import { childByMove, childrenOf, nodeAtPath, type LabTree } from './labTree.ts';

export type LabAlgorithm = 'minimax' | 'alphabeta';
/** How a node's value relates to its window (source article 2). */
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

/** The bound a child's result gives (null for an exact value). */
const boundOf = (r: LabResultKind | null): LabResultKind | null => (r === 'fail-low' || r === 'fail-high' ? r : null);

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
      /** 'fail-low' / 'fail-high' when the child's search gave only a bound (at most / at least `value`), else null. */
      readonly bound: LabResultKind | null;
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
  /** The state of node `n` in this frame (the same object while the node is unchanged). */
  state(n: number): LabNodeState;
  /** Every node's state (O(nodes): small trees and tests only). */
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

/** Options of labFrameRecorder. */
export interface LabFrameOptions {
  /**
   * The root keeps the best child for the other side, as the source article's
   * search does (its Action keeps the largest of its children's
   * negamax scores without negating them); the trace must come from a search
   * whose root chose that way.
   */
  readonly rootAsWritten?: boolean;
}

/** The frames of a run: `length` frames, frame i computed (and kept for a while) on demand. */
export interface LabFrames {
  readonly length: number;
  at(i: number): LabFrame;
}

/** Collects a traced search step by step (`add`, as the search's trace sink) and then gives its frames (`finish`). */
export interface LabFrameRecorder<S> {
  add(step: LabTraceStep<S>): void;
  finish(): LabFrames;
}

const K_ENTER = 0;
const K_LEAF = 1;
const K_CHILD = 2;
const K_UPDATE = 3;
const K_CUTOFF = 4;
const K_HIT = 5;
const K_STORE = 6;
const K_EXIT = 7;
const HITS: readonly LabHitKind[] = ['exact', 'upper', 'lower', 'narrowed'];
const RESULTS: readonly LabResultKind[] = ['fail-low', 'exact', 'fail-high'];
const PRUNED: LabNodeState = { ...UNVISITED, status: 'pruned' };
const SKIPPED: LabNodeState = { ...UNVISITED, status: 'skipped' };
const FULL: LabWindow = { alpha: -Infinity, beta: Infinity };
/** Counters are stored every CHECKPOINT steps and counted from the step kinds in between. */
const CHECKPOINT = 256;

function grow<T extends Int32Array | Float64Array | Uint8Array>(a: T, need: number): T {
  if (need <= a.length) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/**
 * A recorder over `tree` (whose root is the searched position; same depth
 * limit). `add` throws a RangeError when a step names a node the tree does
 * not have. O(1) per step (O(children) for enter, leaf, child and cut-off).
 */
export function labFrameRecorder<S>(tree: LabTree<S>, algorithm: LabAlgorithm, options: LabFrameOptions = {}): LabFrameRecorder<S> {
  const asWritten = options.rootAsWritten === true;
  let count = 0;
  let node = new Int32Array(1024);
  let kind = new Uint8Array(1024);
  let a = new Float64Array(1024);
  let b = new Float64Array(1024);
  let aux = new Int32Array(1024);
  const pool: number[] = [];
  const visitNo = new Int32Array(tree.size);
  const cutStep = new Int32Array(tree.size).fill(-1);
  const cutKind = new Uint8Array(tree.size);
  let visits = 0;
  // The node open at each ply (the trace is depth-first).
  const atPly: number[] = [0];
  const push = (n: number, k: number, x: number, y: number, z: number) => {
    if (count === node.length) {
      node = grow(node, count + 1);
      kind = grow(kind, count + 1);
      a = grow(a, count + 1);
      b = grow(b, count + 1);
      aux = grow(aux, count + 1);
    }
    node[count] = n;
    kind[count] = k;
    a[count] = x;
    b[count] = y;
    aux[count] = z;
    count++;
  };
  const reached = (moves: readonly number[]): number => {
    const ply = moves.length;
    const n = ply === 0 ? 0 : atPly[ply - 1] === undefined ? -1 : childByMove(tree, atPly[ply - 1], moves[ply - 1]);
    if (n < 0) return nodeAtPath(tree, moves);
    atPly[ply] = n;
    return n;
  };
  const open = (moves: readonly number[]): number => {
    const n = atPly[moves.length];
    if (n === undefined || tree.depth[n] !== moves.length) return nodeAtPath(tree, moves);
    return n;
  };
  const grey = (n: number, step: number, k: 1 | 2) => {
    if (cutStep[n] < 0) {
      cutStep[n] = step;
      cutKind[n] = k;
    }
  };
  return {
    add(step) {
      switch (step.kind) {
        case 'enter': {
          const n = reached(step.moves);
          visitNo[n] = ++visits;
          push(n, K_ENTER, step.alpha, step.beta, 0);
          break;
        }
        case 'leaf': {
          const n = reached(step.moves);
          visitNo[n] = ++visits;
          push(n, K_LEAF, step.value, step.evaluated ? 1 : 0, 0);
          break;
        }
        case 'child': {
          const n = open(step.moves);
          const c = childByMove(tree, n, step.move);
          if (c < 0) throw new RangeError(`no child ${step.move} at moves [${step.moves.join(', ')}]`);
          push(n, K_CHILD, step.value, step.move, c);
          break;
        }
        case 'update':
          push(open(step.moves), K_UPDATE, step.value, 0, step.which === 'alpha' ? 0 : 1);
          break;
        case 'cutoff': {
          const n = open(step.moves);
          push(n, K_CUTOFF, step.alpha, step.beta, pool.length);
          pool.push(step.skipped.length, ...step.skipped);
          for (const m of step.skipped) {
            const c = childByMove(tree, n, m);
            if (c >= 0) grey(c, count - 1, 1);
          }
          break;
        }
        case 'tt-hit': {
          const n = open(step.moves);
          push(n, K_HIT, step.lower, step.upper, HITS.indexOf(step.hit));
          if (step.hit !== 'narrowed') for (const c of childrenOf(tree, n)) grey(c, count - 1, 2);
          break;
        }
        case 'tt-store':
          push(open(step.moves), K_STORE, step.lower, step.upper, 0);
          break;
        case 'exit':
          push(open(step.moves), K_EXIT, step.value, 0, RESULTS.indexOf(step.result));
          break;
      }
    },
    finish() {
      return labFrames(tree, algorithm, asWritten, { count, node, kind, a, b, aux, pool, visitNo, cutStep, cutKind });
    },
  };
}

interface Recorded {
  readonly count: number;
  readonly node: Int32Array;
  readonly kind: Uint8Array;
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly aux: Int32Array;
  readonly pool: readonly number[];
  readonly visitNo: Int32Array;
  readonly cutStep: Int32Array;
  readonly cutKind: Uint8Array;
}

function labFrames<S>(tree: LabTree<S>, algorithm: LabAlgorithm, asWritten: boolean, r: Recorded): LabFrames {
  const { count, node, kind, a, b, aux, pool, visitNo, cutStep, cutKind } = r;
  // Each node's steps, in order (CSR).
  const evStart = new Int32Array(tree.size + 1);
  for (let s = 0; s < count; s++) evStart[node[s] + 1]++;
  for (let n = 0; n < tree.size; n++) evStart[n + 1] += evStart[n];
  const evList = new Int32Array(count);
  const fill = evStart.slice(0, tree.size);
  for (let s = 0; s < count; s++) evList[fill[node[s]]++] = s;
  // Counters before every CHECKPOINT-th step.
  const checkpoints = new Int32Array(4 * (Math.floor(count / CHECKPOINT) + 1));
  const tally = (t: number[], k: number, s: number) => {
    if (k === K_ENTER || k === K_LEAF) t[0]++;
    else if (k === K_CUTOFF) t[1]++;
    else if (k === K_HIT) t[2]++;
    else if (k === K_STORE) t[3]++;
    void s;
  };
  {
    const t = [0, 0, 0, 0];
    for (let s = 0; s < count; s++) {
      if (s % CHECKPOINT === 0) checkpoints.set(t, 4 * (s / CHECKPOINT));
      tally(t, kind[s], s);
    }
    if (count % CHECKPOINT === 0) checkpoints.set(t, 4 * (count / CHECKPOINT));
  }
  const countersAt = (frame: number): LabCounters => {
    const c = Math.floor(frame / CHECKPOINT);
    const t = Array.from(checkpoints.subarray(4 * c, 4 * c + 4));
    for (let s = c * CHECKPOINT; s < frame; s++) tally(t, kind[s], s);
    return { visited: t[0], cutoffs: t[1], ttHits: t[2], ttStores: t[3] };
  };

  // A node's state after its steps up to step `e` is the same object for every frame that sees them (cache by `e`).
  const byStep = new Map<number, LabNodeState>();
  const stateAt = (n: number, frame: number): LabNodeState => {
    let last = -1;
    for (let k = evStart[n]; k < evStart[n + 1] && evList[k] < frame; k++) last = evList[k];
    if (last < 0) {
      for (let x = n; x >= 0; x = tree.parent[x]) if (cutStep[x] >= 0 && cutStep[x] < frame) return cutKind[x] === 1 ? PRUNED : SKIPPED;
      return UNVISITED;
    }
    const hit = byStep.get(last);
    if (hit) return hit;
    let st = UNVISITED;
    for (let k = evStart[n]; k < evStart[n + 1] && evList[k] <= last; k++) st = apply(n, st, evList[k]);
    if (byStep.size > 200_000) byStep.clear();
    byStep.set(last, st);
    return st;
  };
  const apply = (n: number, st: LabNodeState, s: number): LabNodeState => {
    switch (kind[s]) {
      case K_ENTER: {
        const w = { alpha: a[s], beta: b[s] };
        return { ...UNVISITED, status: 'open', visit: visitNo[n], entered: w, window: w };
      }
      case K_LEAF: {
        const p = tree.parent[n];
        const w = p >= 0 ? stateAt(p, s).window : FULL;
        return { ...UNVISITED, status: 'done', visit: visitNo[n], value: a[s], result: 'exact', entered: w };
      }
      case K_CHILD:
        return { ...st, best: bestAfter(n, st.best, a[s]) };
      case K_UPDATE: {
        const w = st.window ?? FULL;
        return { ...st, window: aux[s] === 0 ? { alpha: a[s], beta: w.beta } : { alpha: w.alpha, beta: a[s] } };
      }
      case K_HIT: {
        const hit = HITS[aux[s]];
        const before = st.window ?? FULL;
        const after = hit === 'narrowed' ? { alpha: Math.max(before.alpha, a[s]), beta: Math.min(before.beta, b[s]) } : before;
        return { ...st, hit, window: after };
      }
      case K_STORE:
        return { ...st, stored: { lower: a[s], upper: b[s] } };
      case K_EXIT:
        return { ...st, status: 'done', value: a[s], result: RESULTS[aux[s]] };
      default:
        return st;
    }
  };
  const keeps = (n: number): Side => {
    const player = tree.side[n] as Side;
    return asWritten && n === 0 ? (player === 0 ? 1 : 0) : player;
  };
  const bestAfter = (n: number, prev: number | null, v: number): number => (prev === null ? v : keeps(n) === 0 ? Math.max(prev, v) : Math.min(prev, v));
  const childValues = (n: number, before: number): number[] => {
    const out: number[] = [];
    for (let k = evStart[n]; k < evStart[n + 1] && evList[k] < before; k++) if (kind[evList[k]] === K_CHILD) out.push(a[evList[k]]);
    return out;
  };
  const greyedBy = (s: number): number[] => {
    const n = node[s];
    const tops = kind[s] === K_CUTOFF ? pool.slice(aux[s] + 1, aux[s] + 1 + pool[aux[s]]).map((m) => childByMove(tree, n, m)).filter((c) => c >= 0) : childrenOf(tree, n);
    const list: number[] = [];
    for (const c of tops) for (let d = c; d < c + tree.subtreeSize[c]; d++) list.push(d);
    return list;
  };

  const enteredOf = (n: number): LabWindow => {
    for (let k = evStart[n]; k < evStart[n + 1]; k++) if (kind[evList[k]] === K_ENTER) return { alpha: a[evList[k]], beta: b[evList[k]] };
    return FULL;
  };
  const build = (i: number): LabFrame => {
    if (i === 0) return frame(i, { current: 0, edge: null, fresh: [], cut: [], caption: { kind: 'start', algorithm, node: 0, count: tree.size }, counters: countersAt(0), result: null, hit: null });
    const s = i - 1;
    const n = node[s];
    const before = stateAt(n, s);
    const player = tree.side[n] as Side;
    let edge: number | null = null;
    let fresh: number[] = [];
    let cut: number[] = [];
    let result: LabResultKind | null = null;
    let hit: LabHitKind | null = null;
    let caption: LabCaption;
    switch (kind[s]) {
      case K_ENTER:
        caption = { kind: 'enter', algorithm, node: n, player, alpha: a[s], beta: b[s], children: tree.childCount[n] };
        break;
      case K_LEAF:
        fresh = [n];
        caption = { kind: 'leaf', node: n, value: a[s], evaluated: b[s] === 1 };
        break;
      case K_CHILD: {
        edge = aux[s];
        const flipped = asWritten && n === 0;
        caption = { kind: 'child', node: n, child: aux[s], move: b[s], player, value: a[s], bound: boundOf(stateAt(aux[s], s).result), best: bestAfter(n, before.best, a[s]), ...(flipped ? { asWritten: true } : {}) };
        break;
      }
      case K_UPDATE: {
        const w = stateAt(n, i).window ?? FULL;
        caption = { kind: 'update', node: n, which: aux[s] === 0 ? 'alpha' : 'beta', value: a[s], alpha: w.alpha, beta: w.beta };
        break;
      }
      case K_CUTOFF:
        cut = greyedBy(s);
        caption = { kind: 'cutoff', node: n, player, best: before.best ?? NaN, alpha: a[s], beta: b[s], skipped: pool.slice(aux[s] + 1, aux[s] + 1 + pool[aux[s]]) };
        break;
      case K_HIT: {
        hit = HITS[aux[s]];
        const after = stateAt(n, i).window ?? FULL;
        if (hit !== 'narrowed') cut = greyedBy(s);
        caption = { kind: 'tt-hit', node: n, hit, lower: a[s], upper: b[s], before: before.window ?? FULL, after };
        break;
      }
      case K_STORE:
        caption = { kind: 'tt-store', node: n, lower: a[s], upper: b[s] };
        break;
      default: {
        fresh = [n];
        result = RESULTS[aux[s]];
        const w = enteredOf(n);
        caption = {
          kind: 'exit',
          algorithm,
          node: n,
          player,
          value: a[s],
          result,
          alpha: w.alpha,
          beta: w.beta,
          childValues: childValues(n, s),
          fromTable: before.hit !== null && before.hit !== 'narrowed',
          root: n === 0,
          ...(asWritten && n === 0 ? { asWritten: true } : {}),
        };
      }
    }
    return frame(i, { current: n, edge, fresh, cut, caption, counters: countersAt(i), result, hit });
  };
  // A frame object: what the step did, plus the node states on demand (`nodes` materialises all of them: a getter, never spread).
  const frame = (i: number, parts: Omit<LabFrame, 'index' | 'state' | 'nodes'>): LabFrame => {
    let all: LabNodeState[] | null = null;
    return Object.defineProperty({ index: i, ...parts, state: (n: number) => stateAt(n, i) }, 'nodes', {
      get: () => (all ??= Array.from({ length: tree.size }, (_, n) => stateAt(n, i))),
      enumerable: false,
    }) as LabFrame;
  };
  // The last few frames asked for, so that selectors see stable objects.
  const recent = new Map<number, LabFrame>();
  return {
    length: count + 1,
    at(i) {
      const k = i < 0 ? i + count + 1 : i;
      if (!(k >= 0 && k <= count)) throw new RangeError(`no frame ${i} of ${count + 1}`);
      let f = recent.get(k);
      if (!f) {
        f = build(k);
        if (recent.size >= 16) recent.delete(recent.keys().next().value as number);
        recent.set(k, f);
      }
      return f;
    },
  };
}

/** The open nodes of a frame from the root down (the search path, i.e. the recursion stack). O(depth * children). */
export function searchPath<S>(tree: LabTree<S>, frame: LabFrame): number[] {
  const path: number[] = [];
  let n = 0;
  while (frame.state(n).status === 'open') {
    path.push(n);
    const next = childrenOf(tree, n).find((c) => frame.state(c).status === 'open');
    if (next === undefined) break;
    n = next;
  }
  return path;
}
