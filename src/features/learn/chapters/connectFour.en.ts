/** Chapter 8, Connect Four solved by search: English words (structure: connectFour.ts). */
import type { ChapterWords } from '../state/course.ts';

export const connectFourEn: ChapterWords = {
  title: 'Connect Four, solved by search',
  summary: 'A tree far too big to build, and yet exact values: how a search solves Connect Four without visiting every position.',
  steps: {
    'too-many': {
      title: 'Too many positions to build',
      text: 'Tic-tac-toe can be played into 5,478 different positions, and the app builds its whole tree. Connect Four is the same kind of game (two players, no luck, a winner or a draw at the end), but its board is far bigger. Red and Yellow take turns dropping a disc into one of 7 columns of an upright board 6 high; it falls to the lowest free square, and four in a row (across, up or diagonally) wins. Columns are numbered 1 to 7.\n\nOpen “Why Connect Four (7×6) is solved by search” in the lab. The first chart counts the positions each board can reach in play: 161,029 on a 4×4 board, 3,945,711 on 5×4, and about 4.5 × 10¹² (4.5 trillion) on the real 7×6 board. No memory holds a tree that size.',
    },
    'search-knows': {
      title: 'Yet the search knows',
      text: 'Here is a game 18 discs in, Red to move, with hints on. There are 24 empty squares left: the tree below is still huge, but the solver does not need all of it. Alpha-beta cuts off every line that cannot change the answer, and what is left is small enough to read to the last disc.\n\nEach hint is marked ✓: an exact value, not a guess. Only column 3 wins (+2; beside the board, under Hints: “Best: 3, wins in 11 of your moves”); every other column gives Yellow the win (-12). One move wins, six lose, and the search can tell them apart exactly.',
    },
    'small-boards': {
      title: 'Small boards, solved whole',
      text: 'On a 4×4 board the whole game fits: 161,029 positions. The app reads all of them once, stores each position’s exact value in a table, and every later answer is a look-up. So the game tree can be explored as tic-tac-toe’s is: the empty board and two moves below it, each board coloured by its exact value, light cyan where Red wins, light yellow a draw, pink where Yellow wins.\n\nEvery first move is worth 0: whatever Red plays first, best play on both sides ends in a draw. Click a board to go there and watch the values below it. The 5×4 board (3,945,711 positions) is solved whole the same way: try the “5×4” button beside the tree, and give it a few seconds.',
    },
    techniques: {
      title: 'What each technique buys',
      text: 'Back to the lab: open “Why Connect Four (7×6) is solved by search” again and look at its second chart. The same 100 positions were solved exactly, adding one technique at a time, and the chart counts the positions searched (nodes).\n\nPlain alpha-beta, trying the columns left to right: 5,707,673 nodes. Trying the centre columns first: 850,117, because a good move found early cuts more. A transposition table, so a position reached by two move orders is searched once: 94,762. A null-window search, asking “is the score above this?”: 25,926. Moves that make threats first: 16,565. Together about 345 times fewer, and every step finds the same exact scores.',
    },
    centre: {
      title: 'The centre opening',
      text: 'The empty 7×6 board. Its value is known: with best play, the first player wins, but only by starting in the centre, column 4. Starting in column 3 or 5 gives a draw, and starting in any of the other four loses (Allis 1988; Tromp 1995; the lesson’s last row).\n\nThe hints are on: every column carries its exact value, ✓. Column 4 is worth +1 (Red wins, with its very last disc), 3 and 5 are 0 (a draw), 2 and 6 −1, 1 and 7 −2. Solving the empty board took the app’s own solver about 26 minutes on this machine, so the answer was worked out once and kept in an opening table: the positions of the first few moves, each with its exact value and best move. The centre counts because more lines of four pass through it.',
    },
  },
};
