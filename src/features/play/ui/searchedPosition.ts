import { legalMoveList, OUTCOME, stateAfter, type Game, type Side } from '../../../games/game.ts';
import type { BoardView } from '../../../games/boardView.ts';
import type { GameWords } from '../../../games/module.ts';
import type { AppState } from '../../../store/appState.ts';

export const selectAppGameId = (s: AppState) => s.appGameId;
export const selectPlayMoves = (s: AppState) => s.playMoves;
export const selectPlaySearch = (s: AppState) => s.playSearch;
export const selectPlayThinking = (s: AppState) => s.playThinking;
export const selectPlayProgress = (s: AppState) => s.playProgress;
export const selectPlayLastAi = (s: AppState) => s.playLastAi;
export const selectPlayPaused = (s: AppState) => s.playPaused;
export const selectPlayNotice = (s: AppState) => s.playNotice;
export const selectPlayError = (s: AppState) => s.playError;
export const selectPlayStart = (s: AppState) => s.playStart;

/** Pieces of each side on the board (a game's stones or discs). O(squares). */
function pieceCounts<S>(view: BoardView<S>, state: S): [number, number] {
  const n: [number, number] = [0, 0];
  for (let r = 0; r < view.rows; r++) {
    for (let c = 0; c < view.columns; c++) {
      const p = view.pieceAt(state, c, r);
      if (p !== -1) n[p]++;
    }
  }
  return n;
}

/** What the board panel shows of a line of play. */
export interface SearchedPosition<S> {
  readonly state: S;
  readonly toMove: Side;
  readonly over: boolean;
  readonly outcome: number;
  readonly legal: readonly number[];
  /** The only legal move is a pass (a move without a square). */
  readonly mustPass: boolean;
  readonly lastMove: number;
  /** The side that passed with the last move, or null. */
  readonly passed: Side | null;
  readonly counts: [number, number];
}

/** The position after `moves` from `start` (the initial position unless set up), with what the panel says of it. O(moves). */
export function searchedPosition<S>(game: Game<S>, view: BoardView<S>, moves: readonly number[], start: S = game.initial): SearchedPosition<S> {
  const state = stateAfter(game, moves, start);
  const outcome = game.outcome(state);
  const legal = legalMoveList(game, state);
  const lastMove = moves.length > 0 ? moves[moves.length - 1] : -1;
  const passed = lastMove >= 0 && view.playedSquare(state, lastMove) === null ? game.toMove(stateAfter(game, moves.slice(0, -1), start)) : null;
  return {
    state,
    toMove: game.toMove(state),
    over: outcome !== OUTCOME.playing,
    outcome,
    legal,
    mustPass: legal.length === 1 && view.landingSquare(state, legal[0]) === null,
    lastMove: passed === null ? lastMove : -1,
    passed,
    counts: pieceCounts(view, state),
  };
}

/** An evaluation's short name in a game's words ("square weights"); its id when the game does not name it. */
export function evaluationName(words: GameWords, id: string, form: 'short' | 'name' = 'short'): string {
  return Object.hasOwn(words.evaluations, id) ? words.evaluations[id][form] : id;
}
