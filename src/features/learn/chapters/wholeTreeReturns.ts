/**
 * Chapter 9, where the whole tree returns (Othello's endgame): for most of the game the AI estimates (hints ≈ at its
 * depth, "Solve exactly (20 empty squares)" only on request); from 14 empty squares the solver reads every line to
 * the end and the hints are ✓ exact ("Exact from here: 14 empty squares"); the lab's "Where the whole tree returns"
 * fits from 16; at 12 empty squares the AI's depth-4 search with the default evaluation picks a8 (−16) where the
 * whole tree plays c1 (+2), and in another position g3 (−12) where a8 wins (+6). The positions are the second and
 * third of src/games/othello/horizonPositions.ts (its test holds the scores; the first is the depth-limits chapter's).
 * Docs: docs/manual.md ("In the app", 14 empty squares; "Where the whole tree returns").
 */
import type { Chapter } from '../state/course.ts';

/** The second horizon position, 12 empty squares, Black to move; its first 40 moves leave 20 empty, its first 46 leave 14. */
const HORIZON_2 = 'f5d6c5b4b5f6b3e3d7d8d3b6e6e7f8b2f4c3e2f2c6f7e8e1c4c7g8g7h6h7a2g6b8b7b1f3g2a1d2d1a6g1f1h5g5h4h1a3';
/** The third horizon position, 12 empty squares, Black to move. */
const HORIZON_3 = 'f5f4c3e6f7c6g4d3f6f3c2d2c5b1f2g2c1g7c7d6e3b3d7f8a4d8c8g1e7d1f1b2e2e1g5h5h7b7a6b4e8h8h4h3a1b8h1b6';
const TWENTY_EMPTY = HORIZON_2.slice(0, 80);
const FOURTEEN_EMPTY = HORIZON_2.slice(0, 92);
const LAB = 'tab=lab&cpu=none&depth=4&eval=strong&hide=0';

export const wholeTreeReturns: Chapter = {
  id: 'whole-tree-returns',
  game: 'othello',
  steps: [
    { id: 'estimates', view: `#/othello/${TWENTY_EMPTY}?cpu=none&hints=1` },
    { id: 'exact-from-14', view: `#/othello/${FOURTEEN_EMPTY}?cpu=none&hints=1` },
    { id: 'not-yet', view: `#/othello/${TWENTY_EMPTY}?${LAB}`, show: '.lab-whole-tree' },
    { id: 'estimate-wrong', view: `#/othello/${HORIZON_2}?${LAB}`, show: '.lab-whole-tree' },
    { id: 'solver-knows', view: `#/othello/${HORIZON_3}?cpu=none&hints=1` },
  ],
  checkpoint: {
    // A search cut off at its depth limit against the exact value, and the exact value read from the whole tree.
    questions: [
      { kind: 'depth-limit', level: 'easy', seed: 901 },
      { kind: 'minimax', level: 'easy', seed: 902 },
      { kind: 'depth-limit', level: 'medium', seed: 903 },
    ],
    pass: 2,
  },
};
