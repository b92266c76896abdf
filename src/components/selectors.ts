/** Module-scope selectors (stable across renders, as zustand v5 needs). */
import { nodeByMoves } from '../tree/query.ts';
import type { AppState } from '../store/appState.ts';

export const selectTree = (s: AppState) => s.tree;
export const selectPositions = (s: AppState) => s.positions;
export const selectMoves = (s: AppState) => s.playMoves;
export const selectFuture = (s: AppState) => s.playFuture;
export const selectSettings = (s: AppState) => s.settings;
export const selectScoreMode = (s: AppState) => s.settings.scoreMode;
export const selectLanguage = (s: AppState) => s.language;
/** The explorer's focus node: the node of the current line of play (-1 before the tree exists). */
export const selectFocusNode = (s: AppState) => (s.tree ? nodeByMoves(s.tree, s.playMoves) : -1);
