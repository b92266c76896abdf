/**
 * Tic-tac-toe's position DAG in one loop: the generic breadth-first discovery
 * (tree/positions.ts `discover`) with the rules fused in, as the seam allows
 * (`FullTreeGame.discoverPositions`). Same numbering, same edges, same move
 * order; a test holds it to the generic result.
 *
 * Sizes: 5,478 positions and 16,167 moves. The buffers never grow: every
 * reachable board has as many o as x or one more, and there are 6,046 such
 * boards with 19,107 empty cells between them (the sum over k pieces of
 * C(9, ceil(k/2)) * C(9 - ceil(k/2), floor(k/2)), times 9 - k for the cells).
 */
import type { PositionDag } from '../game.ts';
import { FULL, lineOfMask, lowestCell, popcount9 } from './board.ts';

const POSITIONS = 6046;
const MOVES = 19107;

/** Every reachable board breadth-first from the empty one, with its keyInfo and its moves. O(P + E). */
export function discoverBoards(): PositionDag {
  // Board code -> position + 1 (0: not seen).
  const slots = new Uint16Array(1 << 18);
  const keys = new Int32Array(POSITIONS);
  const info = new Uint8Array(POSITIONS);
  const edgeStart = new Int32Array(POSITIONS + 1);
  const edgeChild = new Uint16Array(MOVES);
  const edgeMove = new Int8Array(MOVES);
  slots[0] = 1;
  let count = 1;
  let e = 0;
  for (let p = 0; p < count; p++) {
    edgeStart[p] = e;
    const b = keys[p];
    const o = b & FULL;
    const x = (b >> 9) & FULL;
    // Side to move: o (0) when the piece count is even.
    const side = (popcount9[o] + popcount9[x]) & 1;
    // keyInfo: side | outcome << 1 (1 o won, 2 x won, 3 draw); a finished board has no moves.
    if (lineOfMask[o] >= 0) info[p] = side | 2;
    else if (lineOfMask[x] >= 0) info[p] = side | 4;
    else if ((o | x) === FULL) info[p] = side | 6;
    else {
      info[p] = side;
      // o's bit for cell c is c, x's is c + 9. Empty cells lowest first: the natural move order.
      const shift = side * 9;
      for (let free = ~(o | x) & FULL; free !== 0; free &= free - 1) {
        const c = lowestCell[free];
        const k = b | (1 << (c + shift));
        let q = slots[k] - 1;
        if (q < 0) {
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
  // Every move adds a piece, and discovery is by piece count: each move leads to a later position.
  return { count, keys, info, edgeStart, edgeChild, edgeMove, monotone: true, slots };
}
