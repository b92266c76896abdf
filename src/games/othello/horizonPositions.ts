/**
 * Three real positions for the lesson "where the whole tree returns": in each, the AI's search at the default
 * depth (4 plies) with the default evaluation (square weights) picks a move that the exact solve shows loses a
 * won game. Found by `npx tsx scripts/wholeTreeReturns.ts find 200 12` (seeded random games stopped at 12 empty
 * squares, the largest losses first); scores are final disc differences from the side to move's view.
 * test/games/othello/horizonPositions.test.ts holds every claim.
 */
import type { HorizonPosition } from '../module.ts';

export const HORIZON_POSITIONS: readonly HorizonPosition[] = [
  { transcript: 'f5f4e3f6c4c3g5g4f3e2f2f1c5h4g7e6g2b3d3h1b2b6c6g6a3d6h5g8h7a2h8b4f8a4a5c1e1a6d7f7e7d2a1d1g1e8h3b1', pick: 'a7', pickScore: -6, best: 'c2', bestScore: 26 },
  { transcript: 'e6d6c6f4f3c7d3e7d7b6f6e8f5g5d8g4b5e3g6c3f8c5a5h7b4f7g3g2h6c8d2a6h2h3a7c4b7b3g7g8b2a4a3c1h8a8e2c2', pick: 'h4', pickScore: -22, best: 'b8', bestScore: 8 },
  { transcript: 'd3c3f5f6e6d6b3f4d7c7f7d8f3e7b7b8c6d2c8a3d1g7a8g3h8f2b2b6b4e3g5h7f8e1a6a1f1c5c4h4h5e2e8b5h6g8a4g4', pick: 'h3', pickScore: -2, best: 'g6', bestScore: 26 },
];
