/** Chapter 7, negamax and Othello: English words (structure: negamax.ts). */
import type { ChapterWords } from '../state/course.ts';

export const negamaxEn: ChapterWords = {
  title: 'Negamax and Othello',
  summary: 'One function for both sides, the sign that must flip at every level and at every leaf, and a real program whose leaf forgot it.',
  steps: {
    'one-function': {
      title: 'One function for both sides',
      text: 'Minimax as you know it has two halves: where o is to move, take the largest child value; where x is to move, the smallest. Every value in this lab is written from o’s side: 1 means o wins, wherever it stands. The root, o to move, is worth 1; so is o:2, where x is to move (press “Whole tree” above the picture to see the root’s children, o:2 the first).\n\nNegamax writes the two halves as one. Give each node its value from the side to move there, so that good for the player whose turn it is is positive: at o:2 that is -1, a loss for x. A child’s value is then from the opponent’s side, so flip its sign, and always take the largest: a node’s value is the largest of its children’s values, each negated. Taking the smallest of some numbers is the same as taking the largest of their negatives and flipping the result, so one function serves both sides.\n\nThe price: the sign must flip at every level, and every leaf must be scored from the side to move. In a game o has just won, x is to move, so negamax scores it -1.',
    },
    othello: {
      title: 'An Othello program in negamax form',
      text: 'This app grew out of a series of Japanese programming articles: they build tic-tac-toe’s whole tree, its minimax values and alpha-beta, and end with a beginner’s Othello program. That last article, the source article of this chapter, writes its Othello AI in negamax form: each node negates its children’s scores and keeps the largest. But its leaf returns the AI’s own disc count, whoever is to move there.\n\nThe lab shows Othello after 1. f5, White to move. Its values are written from Black’s point of view, as the tic-tac-toe lab writes them from o’s. Above the tree, the switch “Leaf evaluation” runs the search either correctly or as the article wrote it; on the right, the panel “Why negamax needs the evaluation from the side to move” explains the bug, and the table below it sets the two searches’ choices at the root side by side.',
    },
    example: {
      title: 'The article’s own example',
      text: 'Let the lab set up the article’s example: after 1. f5 the AI plays White and looks 3 moves ahead, counting discs.',
      task: 'Press “Show the example position (1. f5, the AI as White, 3 moves ahead)” in the panel on the right.',
      done: 'The leaf is now as written, 3 moves ahead, and the table compares the two searches counting discs only, from Black’s point of view. Correct negamax plays d6, which keeps White 2 discs ahead at that depth (-2). The search as written plays f6: the largest number in its own column, +5, because it keeps its children’s scores without negating them. It picks the move its own numbers say is best for Black.',
    },
    'sign-goes-wrong': {
      title: 'Where the sign goes wrong',
      text: 'Three moves down, the leaves are positions where Black is to move. The caption beside the tree says what each leaf returns.',
      task: 'Step forward until the caption says “Here the sign goes wrong”.',
      done: 'At that leaf Black is to move, but the article’s leaf counts White’s discs, the AI’s. Negamax reads every leaf as the score of the side to move, so White’s discs count as Black’s gain. One level up it is the AI’s own turn, and negating those scores makes it pick the move that leaves it the fewest discs; one more level up, Black picks the move that leaves White the most. Every leaf where the AI is not to move has the wrong sign.',
    },
    'the-fix': {
      title: 'The fix',
      text: 'The fix is small: score every leaf from the side to move (its discs minus the opponent’s), and negate at every level, the root included.\n\nNothing crashed and every move was legal, so the bug hid: the AI simply played worse. That is the lesson of negamax. One function for both sides is shorter and faster, but only if the sign flips at every level and every leaf is scored for the player whose turn it is. The AI arena has the article’s search as a player, “Disc count, leaf not from the side to move”, to play against the others.',
      task: 'Switch “Leaf evaluation” back to “From the side to move (correct)”, still 3 moves ahead.',
      done: 'Now every leaf of the lab’s tree is scored for the side to move and every level negates its children: negamax as it should be. The lab also goes back to the evaluation chosen beside it; the article’s search could only count discs.',
    },
  },
};
