/** Module-scope selectors of the search lab (stable values for zustand v5). */
import type { AppState } from '../../../store/appState.ts';

export const selectAlgorithm = (s: AppState) => s.labAlgorithm;
export const selectOrder = (s: AppState) => s.labOrder;
export const selectTt = (s: AppState) => s.labTt;
export const selectSymmetry = (s: AppState) => s.labSymmetry;
export const selectDepth = (s: AppState) => s.labDepth;
export const selectPlaying = (s: AppState) => s.labPlaying;
export const selectSpeed = (s: AppState) => s.labSpeed;

export { selectLanguage, selectScoreMode, selectMoves as selectGameMoves } from '../../../components/selectors.ts';
export const selectCut = (s: AppState) => s.labCut;
export const selectFail = (s: AppState) => s.labFail;
