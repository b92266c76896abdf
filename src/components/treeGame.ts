/**
 * The full-tree game the store holds (store/appGame.ts), for components:
 * its module (rules, board drawing, words) and its words in the shown
 * language. Components name no game; they draw and word what this gives.
 */
import type { GameWords } from '../games/module.ts';
import type { AppState } from '../store/appState.ts';
import { treeModuleOf, type TreeModule } from '../store/appGame.ts';
import { useAppStore, useGameWords } from './StoreContext.tsx';

const selectTreeModule = (s: AppState): TreeModule => treeModuleOf(s);

/** The module of the full-tree game the store holds. */
export function useTreeModule(): TreeModule {
  return useAppStore(selectTreeModule);
}

/** That game's words in the shown language. */
export function useTreeWords(): GameWords {
  return useGameWords(useTreeModule());
}
