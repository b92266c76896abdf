/** Chapter 5, the transposition table of bounds and symmetry: English words (structure: transpositionTable.ts). */
import type { ChapterWords } from '../state/course.ts';

export const transpositionTableEn: ChapterWords = {
  title: 'The transposition table',
  summary: 'Remember what was learnt about each board, as an exact value or a bound, so the same board met again is not searched again; let symmetric boards share what was learnt.',
  steps: {
    'same-board': {
      title: 'The same board, twice',
      text: 'The lab shows o:7 x:0 o:8 x:1: o holds 7 and 8, x holds 0 and 1, and o is to move. At step 31 alpha-beta finished o:2 x:4 o:3 x:5 (node #12: o wins, 1). Now, at step 48, it has just searched o:2 x:5 o:3 x:4 (#18, framed in red). The moves came in another order, but the board is the same, and so is its value. The tree draws them as two nodes, and alpha-beta searched both. (To see #12, drag the picture down or press “Whole tree”.)\n\nOver the whole game this happens all the time: the tree of tic-tac-toe has 549,946 nodes, but only 5,478 different positions. Reaching a position by another order of moves is called a transposition. A transposition table remembers what the search learnt about each board, so a board met again need not be searched again.',
    },
    'store-exact': {
      title: 'Storing an exact value',
      text: 'The table is switched on. At step 9 the search comes back from o:2 x:3 o:4 x:5: o plays 6, completes 6–7–8 and wins. That node was searched with the whole window (-∞, +∞), so its value is exact, and the table stores it: worth exactly 1, that is the bounds [lower, upper] = [1, 1]: the caption says so, and a step later the tree writes [1, 1] beside the node. A window is written in round brackets, (α, β); a pair of stored bounds in square ones, [lower, upper]: the value lies between them. The counter “Bounds stored” beside the tree goes to 1.',
    },
    'store-bound': {
      title: 'Storing a bound',
      text: 'Step 34: o:2 x:4 o:3 x:5. x already has 1 from x:3 further up, so this node was searched with the window (-∞, 1). o’s move 6 wins, 1 ≥ β: the node fails high. By alpha-beta’s rule a node that fails high is known only to be worth at least its value (any moves after a cut-off are skipped), so the table stores a lower bound, [1, +∞], not an exact value.\n\nThis is why the table holds bounds. A value found with a narrow window may be only a bound; stored as if it were exact and read back later under another window, it would give wrong answers. A table of bounds keeps exactly what is known.',
    },
    'first-hit': {
      title: 'The table answers',
      text: 'The search has just finished x:4, x’s second reply below o:2; x:5 comes next. Watch the search path beside the tree, and the counter “Table hits”.',
      task: 'Step forward until the table answers a node (“Table hits” becomes 1).',
      done: 'Step 53, at o:2 x:5 o:3 x:4: the board of step 34, reached with x’s two moves swapped. The table says it is worth at least 1, and the window here is (-∞, 1). Since β = 1 ≤ 1, the node fails high at once and returns 1 without a search: it is marked T, and what lies below it is skipped.',
    },
    'hit-rules': {
      title: 'Four rules for a hit',
      text: 'When the board is in the table, four rules are checked in this order (the table “On a table hit (checked in this order)” beside the tree marks the one that fired):\n\n1. lower = upper: the exact value is known; return it.\n\n2. upper ≤ α: the value is at most upper, no better than what the player above already has; return upper (fail low).\n\n3. β ≤ lower: the value is at least lower, too good for the opponent to allow; return lower (fail high). That is the rule here.\n\n4. Otherwise the bounds narrow the window, α = max(α, lower) and β = min(β, upper), and the node is searched with it.\n\nOn this small tree the table saves little: in cell order the search visits 39 of the 137 nodes, against 43 without the table.',
    },
    'table-on': {
      title: 'On the empty board',
      text: 'On the empty board repeated positions are everywhere. Alpha-beta with the centre first visits 7,275 nodes (the table “Nodes visited from this position” below the tree).',
      task: 'At the top of the Search lab, switch on “Transposition table of bounds”.',
      done: 'With the table, the same search needs 1,981 nodes for the same value, 0: the row “Centre first + transposition table”. Each position is mostly searched once, and met again it is answered by the table.',
    },
    symmetry: {
      title: 'Symmetric boards share an entry',
      text: 'Turn a board a quarter, or look at it in a mirror: it is the same game with the cells renamed, and it has the same value. A square board has eight such symmetries, four turns each mirrored or not. If all eight versions of a board share one entry, one search serves them all.',
      task: 'At the top of the Search lab, tick “Symmetric positions share one entry”.',
      done: '472 nodes, the last row of the table. From minimax’s 549,946 to alpha-beta’s 18,297, then 7,275 with the centre first, 1,981 with the table and 472 with symmetry, and every time the same value, 0: a draw.',
    },
  },
};
