/**
 * The full-tree game the explorer, play, lab, arena and exercises show: the
 * registry's games whose whole tree fits (`FullTreeGame`), one of them chosen
 * (`treeGameId` in the store). Generic code reaches that game's rules, board
 * and words only through `treeModuleOf(state)`; it never names a game.
 */
import { hasFullTree, type FullTreeGame } from '../games/game.ts';
import { DEFAULT_GAME_MODULE } from '../games/defaultGame.ts';
import { GAME_ENTRIES, loadedGames, moduleById } from '../games/index.ts';
import type { GameEntry } from '../games/module.ts';
import type { GameModule } from '../games/module.ts';
import type { GameTree } from '../tree/gameTree.ts';
import type { PositionTable } from '../tree/positions.ts';

/** A game module whose whole tree fits. */
export interface TreeModule extends GameModule<unknown> {
  readonly game: FullTreeGame<unknown>;
}

const isTreeModule = (m: GameModule<unknown>): m is TreeModule => hasFullTree(m.game);

/** The registry's full-tree games, loaded or not (their ids and side letters are known before their code loads). */
export const TREE_ENTRIES: readonly GameEntry<unknown>[] = GAME_ENTRIES.filter((e) => e.game.fullTree);

/** The full-tree games whose code has loaded, in the registry's order. */
export function treeModules(): TreeModule[] {
  return loadedGames().filter(isTreeModule);
}

/** The full-tree game the app opens with: the registry's first. */
export const DEFAULT_TREE_MODULE: TreeModule = DEFAULT_GAME_MODULE;

/** The full-tree game with this id, or null (no such game, not loaded, or its tree does not fit). */
export function treeModuleById(id: string): TreeModule | null {
  const m = moduleById(id);
  return m && isTreeModule(m) ? m : null;
}

/** The full-tree game the store holds (its tree, its line of play). */
export function treeModuleOf(s: { readonly treeGameId: string }): TreeModule {
  return treeModuleById(s.treeGameId) ?? DEFAULT_TREE_MODULE;
}

/** The rules of the full-tree game the store holds. */
export function treeGameOf(s: { readonly treeGameId: string }): FullTreeGame<unknown> {
  return treeModuleOf(s).game;
}

/** A position of a full-tree game (only its own module reads it). */
export type AppPosition = unknown;
/** A full-tree game's complete game tree. */
export type AppTree = GameTree<unknown>;
/** A full-tree game's scored position table (it arrives ahead of the tree: enough to play). */
export type AppPositions = PositionTable<unknown>;
