/** Chapter 4, alpha-beta: English words (structure: alphaBeta.ts). */
import type { ChapterWords } from '../state/course.ts';

export const alphaBetaEn: ChapterWords = {
  title: 'Alpha-beta',
  summary: 'The same value as minimax from far fewer nodes: the window (α, β), cut-offs, the three ways a node comes back, and why move order matters.',
  steps: {
    'every-node': {
      title: 'Minimax reads every game',
      text: 'To find the value of the empty board, minimax visits every node of the tree. The lab’s counter says it before the search starts: 0 of 549,946 nodes visited, and minimax will visit all of them.\n\nYet most of that work changes nothing. Once o has found a move that wins, no other move can do better; once a reply is known to be bad for o, the rest of that reply’s tree does not matter. Alpha-beta is minimax that skips what cannot change the answer: the same value, far fewer nodes.',
    },
    small: {
      title: 'A small position to watch',
      text: 'The lab now shows o:4 x:0 o:5 x:1. x holds cells 0 and 1, o holds 4 and 5, and o is to move with five cells empty. The tree below has 113 nodes.\n\nAlpha-beta carries two numbers down the tree, the window (α, β). α is what o is already sure of somewhere on the path above; β is what x is already sure of. Nothing is known yet, so the window is (-∞, +∞), as the caption beside the tree says; once the search moves, each edge it takes carries its window. The search tries moves in cell order, 0 to 8, so o’s first try is cell 2, not the winning cell 3. Keep that in mind for the end of the chapter.',
    },
    window: {
      title: 'α goes up',
      text: 'Six steps in, the search is at o:2 x:3. o’s first try there, cell 6, completes the diagonal 2–4–6: o wins, value 1. So at this node o is sure of at least 1, and α becomes 1: o’s other moves here are searched with the window (1, +∞).\n\nRead α as a promise o has already secured: whatever o’s other moves here turn out to be, o will not settle for less than 1. A move below only has to show that it is worth less than that to be thrown away.',
    },
    'cut-off': {
      title: 'The first cut-off',
      text: 'Next o tries cell 7, and the search goes down to o:2 x:3 o:7 with the window (1, +∞). It is x’s turn there, and x wants the value as low as it can get it.',
      task: 'Press “Step forward” (the ▶ right of Play, or → with the tree focused) until the lab shows its first cut-off.',
      done: 'There it is. x’s first reply, cell 6, completes x’s column 0–3–6: value -1. So o:7 is worth at most -1 to o, while o already has 1 with cell 6. o will never play 7 here, so x’s other reply, cell 8, is never searched: it is greyed out and marked cut.',
    },
    'fail-low': {
      title: 'Failing low: only an upper bound',
      text: 'o:2 x:3 o:7 comes back with -1. Its value fell to α or below (-1 ≤ 1): alpha-beta calls this failing low. Because x:8 was never searched, -1 is not the node’s exact value. We only know it is at most -1, an upper bound, and that is all o needs to know to avoid it.\n\nThe table “Which case fired” beside the tree lists the three ways a node can come back and marks the one of this step.',
    },
    'three-cases': {
      title: 'Exact, and failing high',
      text: 'At this step o:2 x:3 comes back with 1. It was searched with the whole window (-∞, +∞), and α < 1 < β, so 1 is its exact value. (The test uses the window the node was called with, not the α its own moves raised.)\n\nThe third case mirrors the first: a value at β or above (β ≤ v) fails high, and is only a lower bound, “at least v”.',
      task: 'Step on until a node fails high, and find its row in the case table.',
      done: 'Step 22, at o:2 x:6. Higher up, x’s first reply x:3 already gave 1, so for x’s other replies β = 1: x only switches to a reply that gives o less. Here o’s first move, cell 3, wins: 1 ≥ β, a cut-off on o’s side this time, and the node is known only to be worth at least 1. Fail low, exact, fail high: every node alpha-beta searches comes back in one of these three ways. At the end the root is worth 1, o wins, after 20 of the 113 nodes.',
    },
    order: {
      title: 'Order decides how much is cut',
      text: 'Back to the empty board. Below the tree, the table “Nodes visited from this position” counts the nodes each search visits to get the same value, 0, a draw: minimax 549,946, alpha-beta in cell order 18,297.\n\nA cut-off needs a good move to have been seen first. So the sooner the good moves are tried, the more is cut.',
      task: 'At the top of the Search lab, set “Move order” to “Best first (from the known values)”, then find its row in the table below the tree.',
      done: 'Best first, alpha-beta visits 2,312 nodes for the same value, about 240 times fewer than minimax. But this order cheats: it reads the best moves from the values the app already knows, the very answers the search is looking for.',
    },
    'centre-first': {
      title: 'A good guess',
      text: 'A real search has no answers to read, so it guesses. In tic-tac-toe the centre lies on four lines, a corner on three and an edge on two, so trying the centre, then the corners, then the edges is a good guess. The table shows what it earns: 7,275 nodes, between cell order’s 18,297 and best first’s 2,312.\n\nHowever much is skipped, the value stays exactly minimax’s: only the work changes. The next chapter cuts it further, to 472 nodes.',
    },
  },
};
