/**
 * Three real positions for the lesson "where the whole tree returns": in each, the AI's search at the default
 * depth (4 plies) with the default evaluation (mobility, frontier, corners and stability) picks a move that the
 * exact solve shows loses a won game. Found by `npx tsx scripts/wholeTreeReturns.ts find 800 12` (seeded random
 * games stopped at 12 empty squares, the largest losses first; the three whose pick loses and best move wins);
 * scores are final disc differences from the side to move's view.
 * test/games/othello/horizonPositions.test.ts holds every claim.
 */
import type { HorizonPosition } from '../module.ts';

export const HORIZON_POSITIONS: readonly HorizonPosition[] = [
  { transcript: 'c4e3f3g3e2d1f5e6f6c6d3c3d2c2b3a2g2h1e7c5c7f7h3d7g1b7c1f2g8b5f1h2e1b2a4d6f8a3c8g7e8d8a5b8a1g4h5b4', pick: 'a8', pickScore: -14, best: 'b1', bestScore: 10 },
  { transcript: 'f5d6c5b4b5f6b3e3d7d8d3b6e6e7f8b2f4c3e2f2c6f7e8e1c4c7g8g7h6h7a2g6b8b7b1f3g2a1d2d1a6g1f1h5g5h4h1a3', pick: 'a8', pickScore: -16, best: 'c1', bestScore: 2 },
  { transcript: 'f5f4c3e6f7c6g4d3f6f3c2d2c5b1f2g2c1g7c7d6e3b3d7f8a4d8c8g1e7d1f1b2e2e1g5h5h7b7a6b4e8h8h4h3a1b8h1b6', pick: 'g3', pickScore: -12, best: 'a8', bestScore: 6 },
];
