/**
 * The reachable positions of a game whose whole tree fits (a few thousand on
 * a 3×3 board) as a DAG, and the position table that answers "value and best moves of this
 * position" in O(1).
 *
 * Memory layout (P positions in breadth-first discovery order, index 0 the
 * initial state; E moves between them), two column sets (columns.ts):
 *   POSITION_COLUMNS, P rows:
 *     key          Float64  the game's transposition key (the state is game.fromKey(key))
 *     side         Uint8    side to move (0 first, 1 second)
 *     outcome      Uint8    0 playing, 1 first won, 2 second won, 3 draw
 *     subtreeSize  Int32    nodes of the game tree below (and including) a node at p
 *     firstWins, draws, secondWins  Int32  finished games below such a node
 *     scoreWdl, scoreShortest       Int8   minimax value in each scoring mode
 *     node         Int32    the first tree node at this position (filled by a tree build, else -1)
 *     edgeStart    Int32    P + 1 rows: the moves of p are edges edgeStart[p] .. edgeStart[p+1]
 *   EDGE_COLUMNS, E rows, in each position's natural move order:
 *     child        Uint16   position reached (a full tree has at most 65,535 positions: the tree's pos column is Uint16 too)
 *     move         Int8     the move played (moves of a full-tree game are below 128: the tree's move column is Int8 too)
 *     bestWdl, bestShortest  Uint8  1 when the move is a best move in that mode
 * Everything about the game below a node depends only on its position, which
 * is why per-position tables can answer per-node questions.
 */
import { OUTCOME, type FullTreeGame, type KeyBuffer, type PerMode, type PositionDag, type ScoreMode } from '../games/game.ts';
import { allocateColumns, packColumns, viewColumns, type Columns, type PackedColumns } from './columns.ts';

export const POSITION_COLUMNS = {
  key: { type: Float64Array },
  side: { type: Uint8Array },
  outcome: { type: Uint8Array },
  subtreeSize: { type: Int32Array },
  firstWins: { type: Int32Array },
  draws: { type: Int32Array },
  secondWins: { type: Int32Array },
  scoreWdl: { type: Int8Array },
  scoreShortest: { type: Int8Array },
  node: { type: Int32Array },
  edgeStart: { type: Int32Array, extra: 1 },
} as const;

export const EDGE_COLUMNS = {
  child: { type: Uint16Array },
  move: { type: Int8Array },
  bestWdl: { type: Uint8Array },
  bestShortest: { type: Uint8Array },
} as const;

/** Key -> position index: a direct array when the game's key space is small, else a Map. */
export interface KeyIndex {
  get(key: number): number;
}

/** The position table (layout in the module header). */
export interface PositionTable<S> extends Columns<typeof POSITION_COLUMNS> {
  readonly game: FullTreeGame<S>;
  readonly count: number;
  readonly edgeCount: number;
  readonly edges: Columns<typeof EDGE_COLUMNS>;
  readonly index: KeyIndex;
  /** Minimax values per mode (views of scoreWdl / scoreShortest). */
  readonly score: PerMode<Int8Array>;
  /** Best-move flags per edge and mode (views of bestWdl / bestShortest). */
  readonly best: PerMode<Uint8Array>;
}

/** Largest key space indexed by a direct array (2 bytes a slot). */
const DIRECT_INDEX_LIMIT = 1 << 22;
/** Most positions a table holds: its indices are 16-bit (the tree's pos column is Uint16). */
const MAX_POSITIONS = 0xffff;

/** A direct index (slots hold p + 1, 0 for unseen) or a Map. */
function makeIndex(keySpace: number, keys: KeyBuffer, count: number): KeyIndex {
  if (Number.isFinite(keySpace) && keySpace <= DIRECT_INDEX_LIMIT) {
    const slots = new Uint16Array(keySpace);
    for (let p = 0; p < count; p++) slots[keys[p]] = p + 1;
    return directIndex(slots);
  }
  const map = new Map<number, number>();
  for (let p = 0; p < count; p++) map.set(keys[p], p);
  return { get: (key) => map.get(key) ?? -1 };
}

function directIndex(slots: Uint16Array): KeyIndex {
  return { get: (key) => (key >= 0 && key < slots.length ? slots[key] - 1 : -1) };
}

function assemble<S>(game: FullTreeGame<S>, count: number, cols: Columns<typeof POSITION_COLUMNS>, edges: Columns<typeof EDGE_COLUMNS>, index: KeyIndex): PositionTable<S> {
  return {
    ...cols,
    game,
    count,
    edgeCount: edges.child.length,
    edges,
    index,
    score: { wdl: cols.scoreWdl, shortest: cols.scoreShortest },
    best: { wdl: edges.bestWdl, shortest: edges.bestShortest },
  };
}

/**
 * Enumerates every reachable position breadth-first from the initial state
 * (the game's own fused loop when it has one, else `discover`) and fills
 * keys, sides, outcomes, edges and the scores of finished positions; the
 * other values, the best flags and the subtree counts are left at 0 (see
 * scorePositions). O(P + E).
 */
export function enumeratePositions<S>(game: FullTreeGame<S>): PositionTable<S> {
  const dag = game.discoverPositions ? game.discoverPositions() : discover(game);
  const P = dag.count;
  const e = dag.edgeStart[P];
  if (P > MAX_POSITIONS) throw new RangeError(`${game.id}: more than 65,535 positions do not fit the position table`);
  const cols = allocateColumns(POSITION_COLUMNS, P);
  const edges = allocateColumns(EDGE_COLUMNS, e);
  cols.key.set(dag.keys.subarray(0, P));
  cols.edgeStart.set(dag.edgeStart.subarray(0, P + 1));
  cols.node.fill(-1);
  edges.child.set(dag.edgeChild.subarray(0, e));
  edges.move.set(dag.edgeMove.subarray(0, e));
  scoreFinished(game, dag.keys, dag.info, cols);
  const table = assemble(game, P, cols, edges, dag.slots ? directIndex(dag.slots) : makeIndex(game.keySpace, dag.keys, P));
  orders.set(table, dag.monotone ? null : depthFirstPostOrder(table));
  return table;
}

/**
 * The generic breadth-first discovery: one keyInfo and one expandKey call per
 * position. It runs first on a page load, before the JIT has warmed up, so it
 * is one small loop over typed arrays, integers only, with scratch buffers of
 * the table's hard limits (never grown; untouched pages cost nothing) except
 * the edges, which double. O(P + E).
 */
export function discover<S>(game: FullTreeGame<S>): PositionDag {
  const direct = Number.isFinite(game.keySpace) && game.keySpace <= DIRECT_INDEX_LIMIT;
  // The key index: a direct array of p + 1 (0: not seen, so a fresh array needs no fill) when the
  // key space is small, else a Map.
  const slots = new Uint16Array(direct ? game.keySpace : 0);
  const map = direct ? null : new Map<number, number>();
  // Keys as 32-bit integers where they fit: reading a Float64Array boxes every value before the JIT warms up.
  const small = direct || (Number.isFinite(game.keySpace) && game.keySpace <= 0x7fffffff);
  const keys: KeyBuffer = small ? new Int32Array(MAX_POSITIONS) : new Float64Array(MAX_POSITIONS);
  const info = new Uint8Array(MAX_POSITIONS);
  const edgeStart = new Int32Array(MAX_POSITIONS + 1);
  let edgeChild = new Uint16Array(4096);
  let edgeMove = new Int8Array(4096);
  const moves = new Int16Array(game.maxMoves);
  const childKeys: KeyBuffer = small ? new Int32Array(game.maxMoves) : new Float64Array(game.maxMoves);
  keys[0] = game.key(game.initial);
  if (map) map.set(keys[0], 0);
  else slots[keys[0]] = 1;
  let count = 1;
  let e = 0;
  let monotone = true;
  for (let p = 0; p < count; p++) {
    edgeStart[p] = e;
    const pi = game.keyInfo(keys[p]);
    info[p] = pi;
    // A finished position (outcome bits not 0) has no moves: no expansion.
    if (pi >> 1 !== OUTCOME.playing) continue;
    if (e + game.maxMoves > edgeChild.length) {
      const c = new Uint16Array(edgeChild.length * 2);
      c.set(edgeChild);
      edgeChild = c;
      const m = new Int8Array(edgeMove.length * 2);
      m.set(edgeMove);
      edgeMove = m;
    }
    const n = game.expandKey(keys[p], moves, childKeys);
    for (let i = 0; i < n; i++) {
      const k = childKeys[i];
      let q = map ? (map.get(k) ?? -1) : slots[k] - 1;
      if (q < 0) {
        if (count === MAX_POSITIONS) throw new RangeError(`${game.id}: more than 65,535 positions do not fit the position table`);
        q = count++;
        if (map) map.set(k, q);
        else slots[k] = count;
        keys[q] = k;
      } else if (q <= p) monotone = false;
      const m = moves[i];
      if (m > 127) throw new RangeError(`${game.id}: moves above 127 do not fit the position table`);
      edgeChild[e] = q;
      edgeMove[e] = m;
      e++;
    }
  }
  edgeStart[count] = e;
  return { count, keys, info, edgeStart, edgeChild, edgeMove, monotone, slots: map ? null : slots };
}

/** Sides and outcomes of every position from its keyInfo, and the scores of the finished ones (the others are scorePositions'). O(P). */
function scoreFinished<S>(game: FullTreeGame<S>, keys: KeyBuffer, info: Uint8Array, cols: Columns<typeof POSITION_COLUMNS>): void {
  const { side, outcome, scoreWdl, scoreShortest } = cols;
  for (let p = 0; p < side.length; p++) {
    const pi = info[p];
    side[p] = pi & 1;
    if (pi >> 1 === OUTCOME.playing) continue;
    outcome[p] = pi >> 1;
    const st = game.fromKey(keys[p]);
    scoreWdl[p] = game.terminalScore(st, 'wdl');
    scoreShortest[p] = game.terminalScore(st, 'shortest');
  }
}

/**
 * Each table's bottom-up order: null when reverse discovery order is one
 * (every move leads to a later position), else a depth-first post-order.
 */
const orders = new WeakMap<object, Int32Array | null>();

/** The table's bottom-up order: null for reverse discovery order (see `orders`). */
function bottomUpOrder<S>(t: PositionTable<S>): Int32Array | null {
  let order = orders.get(t);
  if (order === undefined) {
    order = isMonotone(t) ? null : depthFirstPostOrder(t);
    orders.set(t, order);
  }
  return order;
}

function isMonotone<S>(t: PositionTable<S>): boolean {
  const child = t.edges.child;
  for (let p = 0; p < t.count; p++) {
    for (let k = t.edgeStart[p]; k < t.edgeStart[p + 1]; k++) if (child[k] <= p) return false;
  }
  return true;
}

/** A depth-first post-order of the DAG from the initial position: every child before its parents. O(P + E). */
function depthFirstPostOrder<S>(t: PositionTable<S>): Int32Array {
  const { edgeStart } = t;
  const child = t.edges.child;
  const order = new Int32Array(t.count);
  const seen = new Uint8Array(t.count);
  const stack: number[] = [0];
  const next: number[] = [edgeStart[0]];
  seen[0] = 1;
  let n = 0;
  while (stack.length > 0) {
    const p = stack[stack.length - 1];
    const k = next[next.length - 1];
    if (k < edgeStart[p + 1]) {
      next[next.length - 1] = k + 1;
      const q = child[k];
      if (!seen[q]) {
        seen[q] = 1;
        stack.push(q);
        next.push(edgeStart[q]);
      }
      continue;
    }
    order[n++] = p;
    stack.pop();
    next.pop();
  }
  return order;
}

/**
 * Minimax over the position DAG (not the tree): each position's value and
 * each move's best flag in both scoring modes, and the subtree sizes and
 * finished-game counts below each position. The first player maximises,
 * the second minimises (the side column, never the depth). Everything below
 * a node depends only on its position, so these are the values of every node
 * at that position. O(P + E).
 */
export function scorePositions<S>(t: PositionTable<S>): void {
  const { side, outcome, edgeStart, scoreWdl, scoreShortest, subtreeSize, firstWins, draws, secondWins } = t;
  const { child, bestWdl, bestShortest } = t.edges;
  const order = bottomUpOrder(t);
  const count = t.count;
  const firstWon = OUTCOME.firstWon;
  const secondWon = OUTCOME.secondWon;
  // Counts and both modes in one loop of one shape, integers only (no -Infinity start, which
  // would make the running maxima doubles): it runs once per page load, before the JIT warms up.
  for (let i = 0; i < count; i++) {
    const p = order === null ? count - 1 - i : order[i];
    const o = outcome[p];
    if (o !== 0) {
      // Finished: scored when enumerated.
      subtreeSize[p] = 1;
      if (o === firstWon) firstWins[p] = 1;
      else if (o === secondWon) secondWins[p] = 1;
      else draws[p] = 1;
      continue;
    }
    const a = edgeStart[p];
    const b = edgeStart[p + 1];
    // The first player maximises and the second minimises: the maximum of sign * value either way,
    // started from the first move (a position still being played has at least one move; a pass is a move).
    const sign = 1 - 2 * side[p];
    const q0 = child[a];
    let v = sign * scoreWdl[q0];
    let w = sign * scoreShortest[q0];
    let size = 1 + subtreeSize[q0];
    let fw = firstWins[q0];
    let dr = draws[q0];
    let sw = secondWins[q0];
    for (let k = a + 1; k < b; k++) {
      const q = child[k];
      const sv = sign * scoreWdl[q];
      const ss = sign * scoreShortest[q];
      if (sv > v) v = sv;
      if (ss > w) w = ss;
      size += subtreeSize[q];
      fw += firstWins[q];
      dr += draws[q];
      sw += secondWins[q];
    }
    v *= sign;
    w *= sign;
    scoreWdl[p] = v;
    scoreShortest[p] = w;
    subtreeSize[p] = size;
    firstWins[p] = fw;
    draws[p] = dr;
    secondWins[p] = sw;
    for (let k = a; k < b; k++) {
      const q = child[k];
      bestWdl[k] = scoreWdl[q] === v ? 1 : 0;
      bestShortest[k] = scoreShortest[q] === w ? 1 : 0;
    }
  }
}

/** Position table with both scoring modes filled by DAG minimax. */
export function buildPositionTable<S>(game: FullTreeGame<S>): PositionTable<S> {
  const t = enumeratePositions(game);
  scorePositions(t);
  return t;
}

/** Position index of a state, or -1 when it is not reachable. O(1). */
export function positionOf<S>(t: PositionTable<S>, s: S): number {
  return t.index.get(t.game.key(s));
}

/** The state of position p. O(1). */
export function stateAt<S>(t: PositionTable<S>, p: number): S {
  return t.game.fromKey(t.key[p]);
}

/** The position reached by `move` from p, or -1 when the move is not legal there. O(moves). */
export function childPosition<S>(t: PositionTable<S>, p: number, move: number): number {
  for (let k = t.edgeStart[p]; k < t.edgeStart[p + 1]; k++) if (t.edges.move[k] === move) return t.edges.child[k];
  return -1;
}

/** The best moves of position p in `mode`, in natural order (empty when finished). O(moves). */
export function bestMovesAt<S>(t: PositionTable<S>, p: number, mode: ScoreMode): number[] {
  const out: number[] = [];
  const best = t.best[mode];
  for (let k = t.edgeStart[p]; k < t.edgeStart[p + 1]; k++) if (best[k] === 1) out.push(t.edges.move[k]);
  return out;
}

/** Minimax value of a reachable state, or null when unreachable. O(1). */
export function positionValue<S>(t: PositionTable<S>, s: S, mode: ScoreMode = 'wdl'): number | null {
  const p = positionOf(t, s);
  return p < 0 ? null : t.score[mode][p];
}

/** The best moves of a reachable state (empty when finished or unreachable). */
export function bestMovesOf<S>(t: PositionTable<S>, s: S, mode: ScoreMode = 'wdl'): number[] {
  const p = positionOf(t, s);
  return p < 0 ? [] : bestMovesAt(t, p, mode);
}

/** The table as two column sets for another thread (if their buffers are transferred, the table must not be used afterwards). */
export function packPositions<S>(t: PositionTable<S>): { positions: PackedColumns; edges: PackedColumns } {
  return { positions: packColumns(POSITION_COLUMNS, t, t.count), edges: packColumns(EDGE_COLUMNS, t.edges, t.edgeCount) };
}

/** Rebuilds a table from packPositions' column sets (the key index is rebuilt: O(P)). Throws RangeError on a malformed payload. */
export function unpackPositions<S>(game: FullTreeGame<S>, packed: { positions: PackedColumns; edges: PackedColumns }): PositionTable<S> {
  const cols = viewColumns(POSITION_COLUMNS, packed.positions.rows, packed.positions.buffers);
  const edges = viewColumns(EDGE_COLUMNS, packed.edges.rows, packed.edges.buffers);
  return assemble(game, packed.positions.rows, cols, edges, makeIndex(game.keySpace, cols.key, packed.positions.rows));
}
