import type { ChapterWords } from '../state/course.ts';

/** Chapter 3 in English. */
export const perfectPlayerEn: ChapterWords = {
  title: 'The perfect player',
  summary: 'Once every position has its value, playing perfectly is choosing a best move: see it, play against it, test it in the arena and check it everywhere.',
  steps: {
    'best-moves': {
      title: 'Best moves come from the values',
      text: 'o has taken the centre; x to move. With the hints on, each free cell of the big board shows the value of playing there. The corners keep the draw (0); the edges lose (+1: o wins).\n\nA best move is a move to a child with the best value for the side to move: the largest for o, the smallest for x. Here x has four best moves, the four corners: cells 0, 2, 6 and 8. The tree draws their edges darker.',
      task: 'Play a best move for x.',
      done: 'A corner: x keeps the draw.',
    },
    table: {
      title: 'A table of every position',
      text: 'Minimax has valued all 5,478 positions once, when the page opened. So the best moves of any position can be looked up at once, without searching: a table with a line per position.\n\nThe panel “The game tree” offers that table for download. A perfect player is nothing more than this table: in any position, play one of its best moves.',
    },
    play: {
      title: 'Play against it',
      text: 'Now you play o against the perfect AI, which plays x. It picks at random among the best moves, so its games differ, but it never picks a worse one.\n\nTry to beat it. You cannot: the empty board is a draw, so the best you can reach is a draw, and any mistake of yours it punishes.',
      task: 'Play a whole game against the perfect AI, to the end.',
      done: 'Game over. Did you get the draw?',
    },
    arena: {
      title: 'The arena: perfect against random',
      text: 'The arena plays many games between two players. Perfect against Random is already set: start the match, a million games with each side, done in a few seconds.\n\nThe perfect player wins about 97 % of its games as o and about 78 % as x, and the rest are draws: it never loses, not once. Random does not lose every game because a draw is sometimes all there is.',
      task: 'Run a match of Perfect (first player) against Random.',
      done: 'Look at the table: no losses for Perfect.',
    },
    'solve-check': {
      title: 'The strong-solve check',
      text: 'Winning against Random shows little: Random is weak. The strong-solve check asks more. In every one of the 4,520 unfinished positions, does the player’s move keep the position’s value? A player that passes plays perfectly from anywhere, not just from the empty board.\n\nUnder “Strong-solve check”, choose Perfect as the player and start the check: it passes. Try Random too: it fails at most positions, and the list shows where.',
      task: 'Run the strong-solve check for Perfect.',
      done: 'Passed: the perfect player keeps the value in every position.',
    },
  },
};
