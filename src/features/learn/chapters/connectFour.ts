/**
 * Chapter 8, Connect Four solved by search: positions per board (tic-tac-toe 5,478; 4×4 161,029; 5×4 3,945,711;
 * 7×6 4,531,985,219,092: src/games/connect/lesson.ts), so 7×6's tree is never built; yet a search finds exact
 * values: 18 discs in (24 empty squares, the browser test's RED_WINS in test/e2e/connect3.e2e.test.ts) the hints
 * give every column ✓ exact, only column 3 wins (+2, "wins in 11 of your moves"), the others −12; 4×4 solved whole
 * from the empty board, every column 0, a draw; what each technique of the solver buys on the lab's lesson
 * (lessonTable.json: 5,707,673 → 850,117 → 94,762 → 25,926 → 16,565 nodes, about 345 times fewer) and the centre
 * opening (only column 4 wins; 3 and 5 draw; the rest lose: −2 −1 0 +1 0 −1 −2 in the opening table). The 4×4 step
 * comes after the lab's (a step from 4×4 straight to 7×6's lab opened the play tab in the course's browser test). The
 * empty board's step sets hints on: its columns are in the opening table (openingTable.json), exact at once; no step
 * asks for hints on an early 7×6 position off the table (a solve there takes minutes).
 */
import type { Chapter } from '../state/course.ts';

const LESSON = '#/connect4/?tab=lab&cpu=none';
/** 18 discs in, Red to move and winning (test/e2e/connect3.e2e.test.ts, RED_WINS): within the solver's reach. */
const RED_WINS = '542675125234214575';

export const connectFour: Chapter = {
  id: 'connect-four',
  game: 'connect4',
  steps: [
    { id: 'too-many', view: LESSON, show: '.search-lesson' },
    { id: 'search-knows', view: `#/connect4/${RED_WINS}?cpu=none&hints=1` },
    { id: 'techniques', view: LESSON, show: '.search-lesson' },
    { id: 'small-boards', view: '#/connect4-4x4/?tab=explore&cpu=none' },
    { id: 'centre', view: '#/connect4/?cpu=none&hints=1' },
  ],
  checkpoint: {
    // The search's techniques, on trees small enough to check by hand: what alpha-beta skips, and which order helps.
    questions: [
      { kind: 'alpha-beta', level: 'easy', seed: 801 },
      { kind: 'which-order', level: 'easy', seed: 802 },
      { kind: 'alpha-beta', level: 'medium', seed: 803 },
    ],
    pass: 2,
  },
};
