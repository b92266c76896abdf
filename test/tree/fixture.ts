import { buildGameTree } from '../../src/tree/buildGameTree.ts';
import type { GameTree } from '../../src/tree/gameTree.ts';

let cached: GameTree | null = null;
/** The default tree (bfs, values from the scored positions), built once per test file. */
export function defaultTree(): GameTree {
  cached ??= buildGameTree();
  return cached;
}
