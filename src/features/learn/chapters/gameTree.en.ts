import type { ChapterWords } from '../state/course.ts';

/** Chapter 1 in English. */
export const gameTreeEn: ChapterWords = {
  title: 'The game tree',
  summary: 'Positions and moves, the tree of every game of tic-tac-toe, how big it is, and two ways to build it.',
  steps: {
    positions: {
      title: 'Positions and moves',
      text: 'A game of tic-tac-toe is a row of moves. Here o always moves first, then x, in turn. After each move the board shows a position: which cells hold o, which hold x, and whose turn it is.\n\nThe game starts from the empty board, the position drawn on the left of the tree. The big board beside it is the same position, ready to play. (The numbers and colours on the tree’s boards are values, the next chapter’s subject: leave them for now.)',
      task: 'Play a move on the big board: click any cell.',
      done: 'The board and the tree moved together: the tree now starts from your new position.',
    },
    children: {
      title: 'Every move is a branch',
      text: 'From the empty board, o can play in any of the 9 cells. So the empty board has 9 children: the 9 positions one move later, drawn to its right.\n\nA parent, its children, their children: each position is a node, each move an edge from a node to its child. That is the game tree.',
    },
    tree: {
      title: 'Two moves deep',
      text: 'Now the tree shows two levels. After o’s first move, x has 8 free cells, so each of the 9 children has 8 children of its own: 9 × 8 = 72 nodes at depth 2.\n\nThe depth of a node is how many moves have been played. Depth 0 is the empty board, a single node.',
    },
    subtree: {
      title: 'Walking down the tree',
      text: 'Here o has played in the centre (cell 4, the middle of the board). The tree starts from that position: every game that begins with o in the centre lies to its right. That part of the tree is a subtree.\n\nCells are numbered 0 to 8, row by row from the top left, so 0 is the top-left corner.',
      task: 'Open the subtree of o:4 x:0: click the board where x answered in the top-left corner.',
      done: 'You are at o:4 x:0: the tree now shows only the games that start this way.',
    },
    counting: {
      title: 'Counting the tree',
      text: 'The panel “The game tree” counts every node. Per depth: 1, 9, 72, 504, 3,024, 15,120, 54,720, 148,176, 200,448 and 127,872. At first each depth has 9 times, then 8 times, then 7 times as many nodes as the one before, then less: from depth 5 on, some games are already won and have no children.\n\nIn all, 549,946 nodes: every move sequence of tic-tac-toe. 255,168 of them are finished games (o wins 131,184, x wins 77,904, and 46,080 are draws).',
    },
    'positions-count': {
      title: 'Positions are fewer than nodes',
      text: 'This board (“Current position”, top right) came from o:0 x:1 o:2. But o:2 x:1 o:0 gives the very same board: two move sequences, two nodes of the tree, one position.\n\nThat happens all the time. The 549,946 nodes show only 5,478 different positions (the panel “The game tree” says so under Positions), and 765 if boards that are mirror images or rotations of each other count as one.',
    },
    'whole-game': {
      title: 'The whole game in one picture',
      text: 'This picture draws all 549,946 nodes at once: one row per move, the empty board at the top, and each box as wide as the finished games below it.\n\nClick a box to go there; the buttons zoom into a subtree and back out. The colours are the values you will meet in the next chapter.',
    },
    'build-order': {
      title: 'Breadth first, depth first',
      text: 'There are two natural ways to build the tree. Breadth first: the whole of depth 1, then the whole of depth 2, and so on, level by level. That is how the app builds it when the page opens, and why it can count the nodes per depth.\n\nDepth first: follow one line of moves down to the end of the game, step back one move, try the next move there, and so on. The search lab walks this way. Here it starts from the position after o:0 x:4 o:8 x:1 and follows its first move down to a finished game before it turns back. Step on with “Step forward” (the ▶ right of Play) (or press Play) and watch the order.',
    },
  },
};
