/**
 * The reachable positions of a game whose whole tree fits (tic-tac-toe: 5,478)
 * as a DAG, and the position table that answers "value and best moves of this
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
 *     child        Int32    position reached
 *     move         Int16    the move played
 *     bestWdl, bestShortest  Uint8  1 when the move is a best move in that mode
 * Everything about the game below a node depends only on its position, which
 * is why per-position tables can answer per-node questions.
 */
import { OUTCOME, SCORE_MODES, type Game, type PerMode, type ScoreMode } from '../games/game.ts';
import { allocateColumns, viewColumns, type Columns, type PackedColumns } from './columns.ts';

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
  child: { type: Int32Array },
  move: { type: Int16Array },
  bestWdl: { type: Uint8Array },
  bestShortest: { type: Uint8Array },
} as const;

/** Key -> position index: a direct array when the game's key space is small, else a Map. */
export interface KeyIndex {
  get(key: number): number;
}

/** The position table (layout in the module header). */
export interface PositionTable<S> extends Columns<typeof POSITION_COLUMNS> {
  readonly game: Game<S>;
  readonly count: number;
  readonly edgeCount: number;
  readonly edges: Columns<typeof EDGE_COLUMNS>;
  readonly index: KeyIndex;
  /** Minimax values per mode (views of scoreWdl / scoreShortest). */
  readonly score: PerMode<Int8Array>;
  /** Best-move flags per edge and mode (views of bestWdl / bestShortest). */
  readonly best: PerMode<Uint8Array>;
}

/** Largest key space indexed by a direct array (4 bytes a slot). */
const DIRECT_INDEX_LIMIT = 1 << 22;

function makeIndex(keySpace: number, keys: Float64Array, count: number): KeyIndex & { set(key: number, p: number): void } {
  if (Number.isFinite(keySpace) && keySpace <= DIRECT_INDEX_LIMIT) {
    const slots = new Int32Array(keySpace).fill(-1);
    for (let p = 0; p < count; p++) slots[keys[p]] = p;
    return {
      get: (key) => (key >= 0 && key < keySpace ? slots[key] : -1),
      set: (key, p) => {
        slots[key] = p;
      },
    };
  }
  const map = new Map<number, number>();
  for (let p = 0; p < count; p++) map.set(keys[p], p);
  return {
    get: (key) => map.get(key) ?? -1,
    set: (key, p) => {
      map.set(key, p);
    },
  };
}

function assemble<S>(game: Game<S>, count: number, cols: Columns<typeof POSITION_COLUMNS>, edges: Columns<typeof EDGE_COLUMNS>, index?: KeyIndex): PositionTable<S> {
  return {
    ...cols,
    game,
    count,
    edgeCount: edges.child.length,
    edges,
    index: index ?? makeIndex(game.keySpace, cols.key, count),
    score: { wdl: cols.scoreWdl, shortest: cols.scoreShortest },
    best: { wdl: edges.bestWdl, shortest: edges.bestShortest },
  };
}

/**
 * Enumerates every reachable position breadth-first from the initial state
 * and fills keys, sides, outcomes, edges and the subtree counts;
 * values and best moves are left at 0 (see scorePositions). O(P + E).
 * Only for games with `fullTree`.
 */
export function enumeratePositions<S>(game: Game<S>): PositionTable<S> {
  if (!game.fullTree) throw new Error(`${game.id}: the whole tree does not fit; there is no position table`);
  const states: S[] = [game.initial];
  const keys: number[] = [game.key(game.initial)];
  const index = makeIndex(game.keySpace, new Float64Array(0), 0);
  index.set(keys[0], 0);
  const edgeStartList: number[] = [];
  const edgeChild: number[] = [];
  const edgeMove: number[] = [];
  const buf = new Int16Array(game.maxMoves);
  for (let p = 0; p < states.length; p++) {
    edgeStartList.push(edgeChild.length);
    const s = states[p];
    const n = game.legalMoves(s, buf, 0);
    for (let i = 0; i < n; i++) {
      const t = game.play(s, buf[i]);
      const k = game.key(t);
      let q = index.get(k);
      if (q < 0) {
        q = states.length;
        index.set(k, q);
        states.push(t);
        keys.push(k);
      }
      edgeChild.push(q);
      edgeMove.push(buf[i]);
    }
  }
  const P = states.length;
  edgeStartList.push(edgeChild.length);
  const cols = allocateColumns(POSITION_COLUMNS, P);
  const edges = allocateColumns(EDGE_COLUMNS, edgeChild.length);
  cols.key.set(keys);
  cols.edgeStart.set(edgeStartList);
  cols.node.fill(-1);
  edges.child.set(edgeChild);
  edges.move.set(edgeMove);
  for (let p = 0; p < P; p++) {
    cols.side[p] = game.toMove(states[p]);
    cols.outcome[p] = game.outcome(states[p]);
  }
  const table = assemble(game, P, cols, edges, index);
  countGames(table);
  return table;
}

/**
 * Positions in an order where every child comes before its parent: reverse
 * discovery order when every move leads to a later-discovered position (as
 * in tic-tac-toe, where every move adds a piece), else a depth-first post-order.
 */
export function bottomUpOrder<S>(t: PositionTable<S>): Int32Array {
  const { edgeStart } = t;
  const child = t.edges.child;
  const order = new Int32Array(t.count);
  let monotone = true;
  for (let p = 0; p < t.count && monotone; p++) {
    for (let k = edgeStart[p]; k < edgeStart[p + 1]; k++) if (child[k] <= p) monotone = false;
  }
  if (monotone) {
    for (let i = 0; i < t.count; i++) order[i] = t.count - 1 - i;
    return order;
  }
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

/** Subtree sizes and finished-game counts, bottom-up over the DAG. O(P + E). */
function countGames<S>(t: PositionTable<S>): void {
  const { outcome, subtreeSize, firstWins, draws, secondWins, edgeStart } = t;
  const child = t.edges.child;
  const order = bottomUpOrder(t);
  for (let i = 0; i < t.count; i++) {
    const p = order[i];
    const o = outcome[p];
    if (o !== OUTCOME.playing) {
      subtreeSize[p] = 1;
      if (o === OUTCOME.firstWon) firstWins[p] = 1;
      else if (o === OUTCOME.secondWon) secondWins[p] = 1;
      else draws[p] = 1;
      continue;
    }
    let size = 1;
    let fw = 0;
    let dr = 0;
    let sw = 0;
    for (let k = edgeStart[p]; k < edgeStart[p + 1]; k++) {
      const q = child[k];
      size += subtreeSize[q];
      fw += firstWins[q];
      dr += draws[q];
      sw += secondWins[q];
    }
    subtreeSize[p] = size;
    firstWins[p] = fw;
    draws[p] = dr;
    secondWins[p] = sw;
  }
}

/**
 * Minimax over the position DAG (not the tree): each position's value and
 * each move's best flag in both scoring modes. The first player maximises,
 * the second minimises (the side column, never the depth). Everything below
 * a node depends only on its position, so these are the values of every node
 * at that position. O(P + E).
 */
export function scorePositions<S>(t: PositionTable<S>): void {
  const { game, key, side, outcome, edgeStart } = t;
  const child = t.edges.child;
  const order = bottomUpOrder(t);
  for (const mode of SCORE_MODES) {
    const score = t.score[mode];
    const best = t.best[mode];
    for (let i = 0; i < t.count; i++) {
      const p = order[i];
      const a = edgeStart[p];
      const b = edgeStart[p + 1];
      if (outcome[p] !== OUTCOME.playing) {
        score[p] = game.terminalScore(game.fromKey(key[p]), mode);
        continue;
      }
      // The first player maximises and the second minimises: the maximum of sign * value either way.
      const sign = 1 - 2 * side[p];
      let v = sign * score[child[a]];
      for (let k = a + 1; k < b; k++) {
        const sv = sign * score[child[k]];
        if (sv > v) v = sv;
      }
      v *= sign;
      score[p] = v;
      for (let k = a; k < b; k++) best[k] = score[child[k]] === v ? 1 : 0;
    }
  }
}

/** Position table with both scoring modes filled by DAG minimax. */
export function buildPositionTable<S>(game: Game<S>): PositionTable<S> {
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

/** The table as two buffers for another thread (the table must not be used afterwards). */
export function packPositions<S>(t: PositionTable<S>): { positions: PackedColumns; edges: PackedColumns } {
  return { positions: { rows: t.count, buffer: t.key.buffer as ArrayBuffer }, edges: { rows: t.edgeCount, buffer: t.edges.child.buffer as ArrayBuffer } };
}

/** Rebuilds a table from packPositions' buffers (the key index is rebuilt: O(P)). Throws RangeError on a malformed payload. */
export function unpackPositions<S>(game: Game<S>, packed: { positions: PackedColumns; edges: PackedColumns }): PositionTable<S> {
  const cols = viewColumns(POSITION_COLUMNS, packed.positions.rows, packed.positions.buffer);
  const edges = viewColumns(EDGE_COLUMNS, packed.edges.rows, packed.edges.buffer);
  return assemble(game, packed.positions.rows, cols, edges);
}

