/** Chapter 6, depth limits and evaluation: English words (structure: depthLimits.ts). */
import type { ChapterWords } from '../state/course.ts';

export const depthLimitsEn: ChapterWords = {
  title: 'Depth limits and evaluation',
  summary: 'When the tree is too big to read to the end: stop a few moves ahead, estimate the positions there, and see where the estimate is wrong.',
  steps: {
    'too-big': {
      title: 'When the tree is too big',
      text: 'Tic-tac-toe’s whole tree, 549,946 nodes, can be read to the last move in about a second. Othello is another matter. (Its rules in brief: Black and White take turns placing a disc on an 8×8 board so that it traps a straight line of the opponent’s discs against one of their own; the trapped discs turn over to the mover’s colour. A player who cannot trap anything passes. When neither can move, the one with more discs wins. Squares are named by column and row, a1 to h8.) From the start there are 24,571,284 ways to play just the first 10 moves, and a game lasts about 60. Nobody will ever read its whole tree from the start.\n\nThe lab now shows Othello at the start, and below it the section “Where the whole tree returns”: this position has 60 empty squares, and the whole tree below it fits only once 16 are left. Until then the AI has to stop somewhere and guess. (The panel about negamax beside the lab’s tree is the chapter after next; leave it for now.)',
    },
    'depth-limit': {
      title: 'Stop two moves ahead',
      text: 'Back to tic-tac-toe, pretending its tree were too big. With the depth limit at 2 moves, minimax reads the 9 first moves and the 8 replies to each, and stops there: 1 + 9 + 72 = 82 nodes instead of 549,946.\n\nThe 72 positions at the bottom are not finished games, so nobody has a value for them. The search needs a guess for each: an evaluation.',
    },
    estimate: {
      title: 'The estimate',
      text: 'The search has reached its end. Each position at the limit got an estimate: the lines still open for o (no x on them) minus the lines still open for x, divided by 9, so that an estimate always stays between -8/9 and 8/9, smaller than any real win or loss. Estimates are marked ≈ and drawn with a dotted border.\n\nThe root comes out ≈1/9: o a little ahead. But the app has the whole tree, and writes the exact value beside each estimate. Beside the root stands ≠0 in red: in truth the empty board is a draw, and the estimate points to another outcome.',
    },
    horizon: {
      title: 'The horizon effect',
      text: 'o:0 x:1 o:2 x:6 o:3, x to move, two moves ahead again. The root is estimated ≈1/9, o a little ahead; the truth beside it, in red: ≠-1, x wins. Look at x:7: estimated ≈2/9, the worst-looking move for x, and in truth the winning one.\n\nAfter x:7, x threatens both 1–4–7 and 6–7–8, and o can block only one. But x completes a line only on its next move, three moves down: past the horizon of a search that stops at two. That is the horizon effect: what lies just beyond the depth limit cannot be seen, however good the evaluation.',
      task: 'Set the depth limit to 3 moves ahead, then jump to the end (the ▶| button, “Jump to the end”).',
      done: 'Three moves ahead, the search reaches the games x wins, and the root comes out -1: x wins, and no longer a guess. A value of 1 or -1 can only come from finished games, so the lab shows it as exact.',
    },
    'whole-tree': {
      title: 'Where the whole tree returns',
      text: 'Back to Othello, 12 empty squares before the end, Black to move. The AI of the play screen looks 4 moves ahead and trusts its evaluation there, as the section “Where the whole tree returns” below the lab says (the lab’s own search above is set apart, to 2 moves). But this close to the end the whole tree fits again.\n\nUnder “Where the whole tree returns”, press “Search the whole tree”. The AI’s estimate picks a8, which really ends -14 discs for Black; the whole tree plays b1 and ends +10. The estimate gives away 24 discs and a won game, because what comes after its 4 moves, beyond its horizon, it never sees. Near the end of the game a program can afford to read to the last move, and there it makes no such mistake. (The table beside the lab’s tree comes from the lab’s own 2-move search, not from the AI’s 4-move one: leave it here.)',
    },
  },
};
