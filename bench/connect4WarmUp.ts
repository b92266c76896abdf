/** The JIT warm-up of the Connect Four benchmarks, in Node (bench/connect4.ts) and in a browser worker (bench/connect4WorkerEntry.ts). */
import { createRng } from '../src/ai/rng.ts';
import { createBitboard } from '../src/games/connect/bitboard.ts';
import { createSolver } from '../src/games/connect/solver.ts';

/** Solves 200 seeded random positions of 22 discs (none from the sets) so that the JIT has compiled the search before the first timed set. */
export function warmUp(): void {
  const bb = createBitboard(7, 6);
  const solver = createSolver(7, 6, { logSize: 16 });
  for (let seed = 1; seed <= 200; seed++) {
    const rng = createRng(seed);
    let p = bb.empty();
    const moves: number[] = [];
    while (moves.length < 22) {
      const c = rng.int(7);
      if (!bb.canPlay(p, c) || bb.isWinningMove(p, c)) continue;
      p = bb.play(p, c);
      moves.push(c);
    }
    solver.solve(moves);
  }
}
