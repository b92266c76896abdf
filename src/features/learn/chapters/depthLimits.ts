/**
 * Chapter 6, depth limits and evaluation: Othello's tree is far too big to read (perft 10 = 24,571,284; the lab's
 * "Where the whole tree returns" reaches 16 empty squares), so a search stops a few moves ahead and estimates;
 * tic-tac-toe shows the estimate against the exact value the app has: the empty board two moves ahead is ≈ +1/9
 * (a draw in truth), and o:0 x:1 o:2 x:6 o:3 two moves ahead is ≈ +1/9 where x wins with x:7 (estimated 2/9),
 * seen three moves ahead. The last step is the first of Othello's three horizon positions (12 empty squares: the
 * AI's depth-4 search picks a8, −14; the whole tree b1, +10; src/games/othello/horizonPositions.ts and its test).
 * Figures: test/features/learn/chapters4to7.test.ts.
 */
import type { Chapter } from '../state/course.ts';
import { labView, lineIs } from './labTasks.ts';

const MINIMAX_TWO = 'alg=minimax&lorder=cell&tt=0&sym=0&depth=2';
/** The first of Othello's horizon positions (src/games/othello/horizonPositions.ts), Black to move with 12 empty squares. */
const HORIZON_1 = 'c4e3f3g3e2d1f5e6f6c6d3c3d2c2b3a2g2h1e7c5c7f7h3d7g1b7c1f2g8b5f1h2e1b2a4d6f8a3c8g7e8d8a5b8a1g4h5b4';

export const depthLimits: Chapter = {
  id: 'depth-limits',
  game: 'tictactoe',
  steps: [
    { id: 'too-big', view: '#/othello/?tab=lab&cpu=none&depth=4&eval=strong&hide=0', show: '.lab-whole-tree' },
    { id: 'depth-limit', view: labView('', `${MINIMAX_TWO}&step=0`) },
    { id: 'estimate', view: labView('', `${MINIMAX_TWO}&step=173`) },
    {
      id: 'horizon',
      view: labView('01263', `${MINIMAX_TWO}&step=38`),
      task: { done: (s) => s.tab === 'lab' && lineIs('tictactoe', '01263')(s) && (s.labDepth === null || s.labDepth >= 3) },
    },
    { id: 'whole-tree', view: `#/othello/${HORIZON_1}?tab=lab&cpu=none&depth=4&eval=strong&hide=0`, show: '.lab-whole-tree' },
  ],
  checkpoint: {
    // What a depth-limited search with the evaluation plays, its estimate, and whether that move is really best.
    questions: [
      { kind: 'depth-limit', level: 'easy', seed: 601 },
      { kind: 'depth-limit', level: 'easy', seed: 602 },
      { kind: 'depth-limit', level: 'medium', seed: 603 },
    ],
    pass: 2,
  },
};
