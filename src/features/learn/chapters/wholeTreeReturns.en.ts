/** Chapter 9, where the whole tree returns: English words (structure: wholeTreeReturns.ts). */
import type { ChapterWords } from '../state/course.ts';

export const wholeTreeReturnsEn: ChapterWords = {
  title: 'Where the whole tree returns',
  summary: 'Othello’s AI estimates for most of the game, but near the end the whole tree fits again: there the solver knows, and the estimate can be seen going wrong.',
  steps: {
    estimates: {
      title: 'Most of the game: estimates',
      text: 'An Othello game 40 moves in, Black to move, with hints on. Twenty empty squares are left: the tree below is still far too big to read to the end while you wait, so each hint is the AI’s estimate, marked ≈: its search looks 4 moves ahead and scores the positions there with its evaluation (mobility, frontier, corners and stability; the lab calls it “mobility and stability” for short).\n\nAn estimate is a good guess, not a fact. The “Solve exactly (20 empty squares)” button would read to the end anyway, but that takes a while; the app does not do it on its own this far from the end.',
    },
    'exact-from-14': {
      title: 'From 14 empty squares: exact',
      text: 'Six moves later, 14 empty squares are left. Beside the board, under Hints: “Exact from here: 14 empty squares”. Every hint now carries ✓: the solver has followed every line to the last move and knows the final disc count with best play on both sides. At 14 empty squares that takes it well under a second.\n\nThe best move, framed in yellow, is c1: +2, Black wins by 2 discs. From here on the AI no longer guesses; it plays the solver’s move and never misplays.',
    },
    'not-yet': {
      title: 'The lab: not yet',
      text: 'The same position as two steps ago, 20 empty squares, in the lab. Its section “Where the whole tree returns” compares the AI’s search with a search of the whole tree below, but only where that whole tree fits: from 16 empty squares. Here it says how many moves are still to be played before the button appears.\n\nThe tree shrinks fast near the end: every move fills a square, and fewer squares leave fewer moves at every level below.',
    },
    'estimate-wrong': {
      title: 'Where the estimate goes wrong',
      text: 'The same game, 12 empty squares left, Black to move. Under “Where the whole tree returns”, press “Search the whole tree”.\n\nThe AI’s search, 4 moves deep, picks a8, which really ends -16 for Black: a lost game. The whole tree plays c1 and ends +2: a win. The two bars show the price: the whole tree visits many more nodes than the AI’s search, and gets the game right. What happens beyond the AI’s 4 moves, past its horizon, it never sees. (The table “Why negamax needs the evaluation from the side to move” beside the tree is the lab’s own 2-move search, not the AI’s; leave it here.)',
    },
    'solver-knows': {
      title: 'Near the end, the solver knows',
      text: 'Another game, again 12 empty squares, Black to move, hints on. Every hint is ✓ exact. The AI’s depth-4 search would pick g3 here; its ✓ -12 shows what that really costs. The move framed in yellow is a8, ✓ +6: the corner, and a won game.\n\nThis is the pattern of strong game programs: estimate while the tree is too big, and read the whole tree as soon as it fits again.',
    },
  },
};
