import type { ChapterWords } from '../state/course.ts';

/** Chapter 2 in English. */
export const minimaxEn: ChapterWords = {
  title: 'Minimax',
  summary: 'Give every finished game a value, let o take the largest and x the smallest, and work the values up the tree: the empty board is a draw.',
  steps: {
    finished: {
      title: 'The value of a finished game',
      text: 'o has three in a row along the top: the game is over and o has won. A finished game gets a value: +1 when o wins, 0 for a draw, −1 when x wins. The value is written above each board of the tree, and the colours say the same: cyan for o, yellow for a draw, pink for x.\n\nThe values are always from o’s side. o wants them large, x wants them small.',
    },
    'o-maximises': {
      title: 'o picks the largest',
      text: 'o to move. The children show what each move leads to. One of them wins at once (+1); the others let x win or draw.\n\nIf o plays well, this position is worth the largest value among its children. That is the “max” in minimax.',
      task: 'Play the move that wins for o.',
      done: 'Three in a row: +1. The position before it was worth +1 too, because o had this move.',
    },
    'x-minimises': {
      title: 'x picks the smallest',
      text: 'Now x is to move, and o threatens to complete the top row at cell 2. Look at x’s children: every move but one lets o win (+1).\n\nx wants the value small, so a position where x moves is worth the smallest value among its children. That is the “min”.',
      task: 'Play the only move for x that does not lose.',
      done: 'Blocked. x took the smallest value it could.',
    },
    'bottom-up': {
      title: 'From the bottom up',
      text: 'Put the two rules together. Start at the finished games, whose values we know. Each position above them takes the max of its children if o is to move, the min if x is to move. Then the positions above those, and so on up to the top.\n\nThe tree shows two levels below o:0 x:3 o:1 x:4. Check a few values by eye: where o moves, the value is the largest below; where x moves, the smallest.',
    },
    lab: {
      title: 'Minimax step by step',
      text: 'The search lab runs minimax on the position in focus and shows each step: it walks down depth first, values each finished game, and carries the max or the min back up when a position’s children are all done.\n\nThe captions say what happens at each step. Two counters follow the search: “Step … of …” beside the slider counts the search’s steps (going down to a node and coming back up are separate steps), and “Nodes visited” beside the tree counts the positions it has looked at.',
      task: 'Go through at least five steps of the search: “Step forward” (the ▶ right of Play) takes one step, Play runs them.',
      done: 'You can see the values rising from the finished games to the top.',
    },
    'empty-board': {
      title: 'The empty board is a draw',
      text: 'Done all the way up from the 255,168 finished games, minimax gives every one of the 549,946 nodes a value. Every first move of o is worth 0 here, and so is the empty board: tic-tac-toe is a draw when both sides play their best.\n\nBelow the tree, the panel “The game tree” says it too: value of the empty board, 0, draw.',
    },
  },
};
