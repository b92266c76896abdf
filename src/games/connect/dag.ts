/**
 * The position DAG of a small Connect board in one loop: the generic
 * breadth-first discovery (tree/positions.ts `discover`) with the rules
 * fused in, as the seam allows (`FullTreeGame.discoverPositions`). Same
 * numbering, same edges, same move order; a test holds it to the generic
 * result. Why: the app builds the table on every page load, before the JIT
 * has warmed up, and the generic loop's two calls a position, each reading
 * the state column by column with divisions (rules.ts serves boards wider
 * than 31 bits), cost about three times this loop's 32-bit integer work.
 *
 * Only for boards whose keys index a direct table (at most 2^22 states: 4×3
 * has 2^16): the discovery marks seen states in an array of that size.
 */
import type { PositionDag } from '../game.ts';
import type { ConnectRules } from './rules.ts';

/** Largest key space a direct index covers (tree/positions.ts indexes directly up to 2^22 too). */
const DIRECT_BITS = 22;
/** Most positions a position table holds (its indices are 16-bit). */
const MAX_POSITIONS = 0xffff;

/** A fused discovery for the rules' board, or null when its keys do not fit a direct index. */
export function fusedDiscovery(rules: ConnectRules): (() => PositionDag) | null {
  if (rules.bits > DIRECT_BITS) return null;
  const { width: W, height: H } = rules.size;
  const SPAN = H + 1;
  const FIELD_MASK = (1 << SPAN) - 1;
  const SQUARES = rules.squares;
  // The winning lines as masks of the state layout (bit c·(H+1) + r for column c, row r from the bottom).
  const lineMasks = rules.layoutLines;
  if (lineMasks === null) return null;
  const L = lineMasks.length;
  const heights = new Int32Array(W);

  return function discoverConnect(): PositionDag {
    // State -> position + 1 (0: not seen).
    const slots = new Uint16Array(1 << rules.bits);
    const keys = new Int32Array(MAX_POSITIONS);
    const info = new Uint8Array(MAX_POSITIONS);
    const edgeStart = new Int32Array(MAX_POSITIONS + 1);
    const edgeChild = new Uint16Array(MAX_POSITIONS * W);
    const edgeMove = new Int8Array(MAX_POSITIONS * W);
    const first = rules.empty;
    keys[0] = first;
    slots[first] = 1;
    let count = 1;
    let e = 0;
    for (let p = 0; p < count; p++) {
      edgeStart[p] = e;
      const b = keys[p];
      // Red's discs and all discs in the state layout, and the heights.
      let reds = 0;
      let all = 0;
      let n = 0;
      for (let c = 0; c < W; c++) {
        const shift = c * SPAN;
        const f = (b >>> shift) & FIELD_MASK;
        const h = 31 - Math.clz32(f);
        heights[c] = h;
        n += h;
        all |= ((1 << h) - 1) << shift;
        reds |= (f ^ (1 << h)) << shift;
      }
      const side = n & 1;
      // Only the side that moved last can have a line: Red when n is odd.
      const last = side === 1 ? reds : all ^ reds;
      let won = false;
      if (n > 0) {
        for (let l = 0; l < L; l++) {
          const m = lineMasks[l];
          if ((last & m) === m) {
            won = true;
            break;
          }
        }
      }
      // keyInfo: side | outcome << 1 (1 Red won, 2 Yellow won, 3 draw); a finished position has no moves.
      if (won) info[p] = side | (side === 1 ? 2 : 4);
      else if (n === SQUARES) info[p] = side | 6;
      else {
        info[p] = side;
        for (let c = 0; c < W; c++) {
          const h = heights[c];
          if (h === H) continue;
          // The marker moves up one; a Red disc also sets the bit it leaves.
          const k = b + ((side === 0 ? 2 : 1) << (c * SPAN + h));
          let q = slots[k] - 1;
          if (q < 0) {
            if (count === MAX_POSITIONS) throw new RangeError(`${W}×${H}: more than 65,535 positions do not fit the position table`);
            q = count++;
            slots[k] = count;
            keys[q] = k;
          }
          edgeChild[e] = q;
          edgeMove[e] = c;
          e++;
        }
      }
    }
    edgeStart[count] = e;
    // Every move adds a disc, and discovery goes by disc count: each move leads to a later position.
    return { count, keys, info, edgeStart, edgeChild, edgeMove, monotone: true, slots };
  };
}
