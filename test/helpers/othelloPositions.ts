import { OUTCOME } from '../../src/games/game.ts';
import { othello, type OthelloState } from '../../src/games/othello/index.ts';
import { INITIAL } from '../../src/games/othello/state.ts';
import { createRng } from '../../src/ai/rng.ts';

/** Seeded random unfinished positions: a random game cut at a random ply (0..50). */
export function randomPositions(count: number, seed: number, minPly = 0, maxPly = 50): OthelloState[] {
  const rng = createRng(seed);
  const buf = new Int16Array(othello.maxMoves);
  const out: OthelloState[] = [];
  while (out.length < count) {
    let s = INITIAL;
    const plies = minPly + rng.int(maxPly - minPly + 1);
    for (let i = 0; i < plies && othello.outcome(s) === OUTCOME.playing; i++) s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
    if (othello.outcome(s) === OUTCOME.playing) out.push(s);
  }
  return out;
}

