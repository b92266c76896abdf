import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/ai/rng.ts';
import { OUTCOME } from '../../../src/games/game.ts';

describe('exact endgame solver: the table and the root order', () => {
  // Its own file: the module (and its table) is fresh here, no other test has solved yet.
  it('allocates its transposition table on the first solve, not at import', async () => {
    // The table's typed arrays show in the process's array-buffer bytes: under 1 MB more after the import, 16 MB more after a solve.
    const before = process.memoryUsage().arrayBuffers;
    // Nothing of Othello is imported before this line (the game's index exports the solver too).
    const { othello, solveAllMoves, solveExact } = await import('../../../src/games/othello/index.ts');
    const { emptyCount, INITIAL } = await import('../../../src/games/othello/state.ts');
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1 << 20);
    const rng = createRng(7);
    const buf = new Int16Array(othello.maxMoves);
    let s = INITIAL;
    while (emptyCount(s) > 16 && othello.outcome(s) === OUTCOME.playing) s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
    expect(othello.outcome(s)).toBe(OUTCOME.playing);
    const ordered = solveExact(s);
    expect(process.memoryUsage().arrayBuffers - before).toBeGreaterThan(16 << 20);
    // From 16 empties the root is ordered by a depth-limited search: same score as fastest-first, and a best move.
    const plain = solveExact(s, { rootOrder: false });
    expect(ordered.score).toBe(plain.score);
    const all = solveAllMoves(s);
    expect(all.moves[0].score).toBe(ordered.score);
    expect(all.moves.find((m) => m.move === ordered.bestMove)?.score).toBe(ordered.score);
  });
});
