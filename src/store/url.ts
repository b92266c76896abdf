/**
 * The position in the address: `#/408` is the line o:4, x:0, o:8 (the
 * move-sequence notation after `#/`); `#/` or no hash is the empty board.
 * The hash is rewritten as the game moves (replaceState, so Back leaves the
 * app rather than stepping through moves); editing it loads the new line,
 * falling back to the longest legal prefix with a message.
 *
 * A quiz link, `#/quiz?kinds=…&level=…&count=…&seed=…`, shares the hash: the
 * line-of-play binding leaves such a hash alone and `bindQuizUrl` reads it
 * (and writes it when the set changes); playing a move writes a line again.
 */
import type { AppStore } from './createAppStore.ts';
import { gameById } from '../games/index.ts';
import { APP_GAME } from './appGame.ts';
import type { AppState } from './appState.ts';

/**
 * A CPU game's route, `#/<game id>/<transcript>` (`#/othello/f5d6c3`): the
 * game and its transcript, or null for the full-tree game's `#/<moves>`.
 */
export function cpuRouteOf(hash: string): { gameId: string; transcript: string } | null {
  const body = movesFromHash(hash);
  const slash = body.indexOf('/');
  const id = slash < 0 ? body : body.slice(0, slash);
  if (id === APP_GAME.id || !/^[a-z]+$/.test(id) || !gameById(id)) return null;
  return { gameId: id, transcript: slash < 0 ? '' : body.slice(slash + 1) };
}

/** The hash for the state's game and line of play. */
export function hashOf(s: Pick<AppState, 'appGameId' | 'gameMoves' | 'cpuMoves'>): string {
  const game = s.appGameId === APP_GAME.id ? null : gameById(s.appGameId);
  return game ? `#/${game.id}/${game.formatMoves(s.cpuMoves)}` : hashFromMoves(s.gameMoves);
}

/** The start of a quiz link's hash. */
export const QUIZ_HASH = '#/quiz';

/** True for a quiz link's hash (`#/quiz` or `#/quiz?…`). */
export function isQuizHash(hash: string): boolean {
  return hash === QUIZ_HASH || hash.startsWith(`${QUIZ_HASH}?`);
}

/** The move string of a hash: "#/408" -> "408", "" or "#" or "#/" -> "". Anything else is returned as is for the parser to judge. */
export function movesFromHash(hash: string): string {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  const body = h.startsWith('/') ? h.slice(1) : h;
  try {
    return decodeURIComponent(body);
  } catch {
    return body;
  }
}

/** The hash for a line of play. */
export function hashFromMoves(moves: readonly number[]): string {
  return `#/${moves.join('')}`;
}

/** What bindUrl needs of `window` (a fake in tests). */
export interface UrlWindow {
  readonly location: { readonly hash: string };
  readonly history: { replaceState(data: unknown, unused: string, url: string): void };
  addEventListener(type: 'hashchange', f: () => void): void;
  removeEventListener(type: 'hashchange', f: () => void): void;
}

/** Loads the line in the address, then keeps address and store in step. Returns an unbind function. */
export function bindUrl(store: AppStore, win: UrlWindow): () => void {
  let writing = false;
  const load = () => {
    if (writing || isQuizHash(win.location.hash)) return;
    const route = cpuRouteOf(win.location.hash);
    const s = store.getState();
    if (route) {
      s.chooseGame(route.gameId);
      const game = gameById(route.gameId);
      if (game && route.transcript !== game.formatMoves(store.getState().cpuMoves)) store.getState().cpuLoadTranscript(route.transcript);
    } else {
      s.chooseGame(APP_GAME.id);
      const text = movesFromHash(win.location.hash);
      if (text !== s.gameMoves.join('')) s.loadMoveString(text);
    }
    write();
  };
  const write = () => {
    const hash = hashOf(store.getState());
    if (win.location.hash === hash) return;
    writing = true;
    win.history.replaceState(null, '', hash);
    writing = false;
  };
  if (win.location.hash && win.location.hash !== '#') load();
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.gameMoves !== prev.gameMoves || s.cpuMoves !== prev.cpuMoves || s.appGameId !== prev.appGameId) write();
  });
  win.addEventListener('hashchange', load);
  return () => {
    unsubscribe();
    win.removeEventListener('hashchange', load);
  };
}
