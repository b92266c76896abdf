/**
 * Compiling players into tables, for the arena's hot loop.
 *
 * Every AiPlayer's choices depend on the board alone (see player.ts), so a
 * player is fully described by its choice set at each of the 4,520
 * unfinished positions. `compilePolicy` asks it once per position and stores
 * the children it may move to; `seatPolicies` then merges the policies of the
 * player seated as o and the one seated as x into one table the hot loop
 * walks without knowing whose turn it is.
 *
 * Memory layout (P = table.count positions):
 *   CompiledPolicy.start  Int32Array(P + 1)  choices of p are next[start[p] .. start[p+1])
 *   CompiledPolicy.next   Int16Array         child position index of each choice, ascending cell
 *   SeatedPolicy.pack     Int32Array(P)      0 for a finished position, else (offset << 4) | count
 *   SeatedPolicy.cand     Int32Array         child position indices; choices of p are
 *                                            cand[offset .. offset + count)
 * A policy is cached per player object (a WeakMap), so compiling twice is free.
 */
import { pieceCount } from '../games/tictactoe/board.ts';
import { formatBoard } from '../games/tictactoe/notation.ts';
import type { PositionTable } from '../tree/positions.ts';
import type { AiPlayer } from './player.ts';
import { sharedPositionTable } from './positionTable.ts';

/** A player's choices at every position, as child position indices (layout in the header). */
export interface CompiledPolicy {
  readonly playerId: string;
  readonly table: PositionTable;
  readonly start: Int32Array;
  readonly next: Int16Array;
}

/** Two compiled policies seated as o and x, merged for the hot loop (layout in the header). */
export interface SeatedPolicy {
  readonly pack: Int32Array;
  readonly cand: Int32Array;
}

const cache = new WeakMap<AiPlayer, CompiledPolicy>();

/**
 * Compiles a player: asks `choiceMask` at every unfinished position of the
 * table. Throws when a player offers no move or an illegal one. O(P * cost of
 * one choice); cached per player object and table.
 */
export function compilePolicy(player: AiPlayer, table: PositionTable = sharedPositionTable()): CompiledPolicy {
  const cached = cache.get(player);
  if (cached && cached.table === table) return cached;
  const P = table.count;
  const start = new Int32Array(P + 1);
  const next: number[] = [];
  for (let p = 0; p < P; p++) {
    start[p] = next.length;
    if (table.outcome[p] !== 0) continue;
    const mask = player.choiceMask(table.board[p]);
    if (mask === 0 || mask >> 9 !== 0) throw new Error(`${player.id} offers no valid move on ${formatBoard(table.board[p])}`);
    for (let c = 0; c < 9; c++) {
      if (((mask >> c) & 1) === 0) continue;
      const q = table.childPos[p * 9 + c];
      if (q < 0) throw new Error(`${player.id} offers the occupied cell ${c} on ${formatBoard(table.board[p])}`);
      next.push(q);
    }
  }
  start[P] = next.length;
  const policy: CompiledPolicy = { playerId: player.id, table, start, next: Int16Array.from(next) };
  cache.set(player, policy);
  return policy;
}

/** Merges the policy of the player seated as o with the one seated as x. O(P + choices). */
export function seatPolicies(o: CompiledPolicy, x: CompiledPolicy): SeatedPolicy {
  const table = o.table;
  if (x.table !== table) throw new Error('seatPolicies: the two policies were compiled against different tables');
  const P = table.count;
  const pack = new Int32Array(P);
  const cand = new Int32Array(o.next.length + x.next.length);
  let n = 0;
  for (let p = 0; p < P; p++) {
    if (table.outcome[p] !== 0) continue;
    const src = pieceCount(table.board[p]) % 2 === 0 ? o : x;
    const from = src.start[p];
    const count = src.start[p + 1] - from;
    pack[p] = (n << 4) | count;
    for (let i = 0; i < count; i++) cand[n++] = src.next[from + i];
  }
  return { pack, cand: cand.slice(0, n) };
}
