/**
 * Compiling players into tables, for the arena's hot loop.
 *
 * Every AiPlayer's choices depend on the state alone (see player.ts), so a
 * player is fully described by its choice set at each unfinished position
 * (a few thousand in a full-tree game). `compilePolicy` asks it once per position and stores
 * the children it may move to; `seatPolicies` then merges the policies of the
 * player seated first and the one seated second into one table the hot loop
 * walks without knowing whose turn it is.
 *
 * Memory layout (P = table.count positions):
 *   CompiledPolicy.start  Int32Array(P + 1)  choices of p are next[start[p] .. start[p+1])
 *   CompiledPolicy.next   Int32Array         child position index of each choice, in natural move order
 *   SeatedPolicy.pack     Int32Array(P)      0 for a finished position, else (offset << 4) | count
 *                                            (count <= 15: the hot loop's draw assumes it)
 *   SeatedPolicy.cand     Int32Array         child position indices; choices of p are
 *                                            cand[offset .. offset + count)
 *   CompiledPolicy.cost   (search players only) nodes / ms Float64Array(P): what the player's
 *                         search visited and how long it took at p (0 where the player never moves)
 * A policy is cached per player object (a WeakMap), so compiling twice is free.
 *
 * Cost: a search player's choices at a position are a function of the
 * position, so the arena runs each search once, here, and a match replays
 * its answer. The nodes are exactly those of the search each move would run
 * (`choicesCounted`); the time is that search's wall-clock time, read with
 * `performance.now()` around it: the fastest of TIMING_RUNS runs after a
 * first, warm-up run, so a pause for garbage collection (or another tab) in
 * one run does not pass for the search's cost. The clock is coarsened to
 * 0.1 ms in some browsers: a search shorter than that reads 0 or 0.1 ms.
 */
import { childPosition, stateAt, type PositionTable } from '../tree/positions.ts';
import type { AiPlayer } from './player.ts';

/** A player's choices at every position, as child position indices (layout in the header). */
export interface CompiledPolicy<S> {
  readonly playerId: string;
  readonly table: PositionTable<S>;
  readonly start: Int32Array;
  readonly next: Int32Array;
  /** Search players: the cost of the search at each position (layout in the header). */
  readonly cost?: PositionCost;
}

/** Per position p: nodes[p] the search visited, ms[p] the milliseconds it took (0 for positions without a search). */
export interface PositionCost {
  readonly nodes: Float64Array;
  readonly ms: Float64Array;
}

/** Two compiled policies seated as first and second player, merged for the hot loop (layout in the header). */
export interface SeatedPolicy {
  readonly pack: Int32Array;
  readonly cand: Int32Array;
}

/** Timed runs of each position's search (after one warm-up run); the fastest counts. */
const TIMING_RUNS = 2;

const cache = new WeakMap<AiPlayer<unknown>, CompiledPolicy<unknown>>();

/**
 * Compiles a player: asks `choices` at every unfinished position of the
 * table. Throws when a player offers no move or an illegal one. O(P * cost of
 * one choice); cached per player object and table.
 */
export function compilePolicy<S>(player: AiPlayer<S>, table: PositionTable<S>): CompiledPolicy<S> {
  const cached = cache.get(player as AiPlayer<unknown>) as CompiledPolicy<S> | undefined;
  if (cached && cached.table === table) return cached;
  const P = table.count;
  const start = new Int32Array(P + 1);
  const next: number[] = [];
  const game = table.game;
  const counted = player.choicesCounted;
  const cost: PositionCost | undefined = counted ? { nodes: new Float64Array(P), ms: new Float64Array(P) } : undefined;
  for (let p = 0; p < P; p++) {
    start[p] = next.length;
    if (table.outcome[p] !== 0) continue;
    const state = stateAt(table, p);
    let choices: readonly number[];
    if (counted && cost) {
      let c = counted(state);
      let best = Infinity;
      for (let run = 0; run < TIMING_RUNS; run++) {
        const t0 = performance.now();
        c = counted(state);
        best = Math.min(best, performance.now() - t0);
      }
      cost.ms[p] = best;
      cost.nodes[p] = c.nodes;
      choices = c.moves;
    } else choices = player.choices(state);
    if (choices.length === 0) throw new Error(`${player.id} offers no move on ${game.formatPosition(state)}`);
    for (const m of choices) {
      const q = childPosition(table, p, m);
      if (q < 0) throw new Error(`${player.id} offers the illegal move ${game.formatMove(m)} on ${game.formatPosition(state)}`);
      next.push(q);
    }
  }
  start[P] = next.length;
  const policy: CompiledPolicy<S> = { playerId: player.id, table, start, next: Int32Array.from(next), ...(cost ? { cost } : {}) };
  cache.set(player as AiPlayer<unknown>, policy as CompiledPolicy<unknown>);
  return policy;
}

/** Merges the policy of the player seated first with the one seated second. O(P + choices). */
export function seatPolicies<S>(first: CompiledPolicy<S>, second: CompiledPolicy<S>): SeatedPolicy {
  const table = first.table;
  if (second.table !== table) throw new Error('seatPolicies: the two policies were compiled against different tables');
  const P = table.count;
  const pack = new Int32Array(P);
  const cand = new Int32Array(first.next.length + second.next.length);
  let n = 0;
  for (let p = 0; p < P; p++) {
    if (table.outcome[p] !== 0) continue;
    const src = table.side[p] === 0 ? first : second;
    const from = src.start[p];
    const count = src.start[p + 1] - from;
    if (count > 15) throw new RangeError(`the arena's fast engine takes at most 15 choices a position, got ${count}`);
    pack[p] = (n << 4) | count;
    for (let i = 0; i < count; i++) cand[n++] = src.next[from + i];
  }
  return { pack, cand: cand.slice(0, n) };
}
