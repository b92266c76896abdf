import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/ai/rng.ts';
import { OUTCOME } from '../../../src/games/game.ts';
import { othello } from '../../../src/games/othello/index.ts';
import { solveAllMoves, solveExact } from '../../../src/games/othello/endgame.ts';
import { tableBytes } from '../../../src/games/othello/endgameSearch.ts';
import { emptyCount, INITIAL } from '../../../src/games/othello/state.ts';

describe('exact endgame solver: the table and the root order', () => {
  // Its own file: the module (and its table) is fresh here, no other test has solved yet.
  it('allocates its transposition table on the first solve, not at import', () => {
    expect(tableBytes()).toBe(0);
    const rng = createRng(7);
    const buf = new Int16Array(othello.maxMoves);
    let s = INITIAL;
    while (emptyCount(s) > 16 && othello.outcome(s) === OUTCOME.playing) s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
    expect(othello.outcome(s)).toBe(OUTCOME.playing);
    const ordered = solveExact(s);
    expect(tableBytes()).toBeGreaterThan(1 << 20);
    // From 16 empties the root is ordered by a depth-limited search: same score as fastest-first, and a best move.
    const plain = solveExact(s, { rootOrder: false });
    expect(ordered.score).toBe(plain.score);
    const all = solveAllMoves(s);
    expect(all.moves[0].score).toBe(ordered.score);
    expect(all.moves.find((m) => m.move === ordered.bestMove)?.score).toBe(ordered.score);
  });
});
