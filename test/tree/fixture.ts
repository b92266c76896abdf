import { buildGameTree } from '../../src/tree/build.ts';
import type { GameTree } from '../../src/tree/gameTree.ts';
import type { Board } from '../../src/games/tictactoe/board.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

let cached: GameTree<Board> | null = null;
/** The default tree (bfs, values from the scored positions), built once per test file. */
export function defaultTree(): GameTree<Board> {
  cached ??= buildGameTree(ticTacToe);
  return cached;
}
