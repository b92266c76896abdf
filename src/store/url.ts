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

/** True when the query string asks for presentation mode: `?present` (or `?present=1`, `&present`; `present=0` is off). */
export function presentFromSearch(search: string): boolean {
  const v = new URLSearchParams(search).get('present');
  return v !== null && v !== '0' && v !== 'false';
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
    const text = movesFromHash(win.location.hash);
    const current = store.getState().gameMoves.join('');
    if (text !== current) store.getState().loadMoveString(text);
    write(store.getState().gameMoves);
  };
  const write = (moves: readonly number[]) => {
    const hash = hashFromMoves(moves);
    if (win.location.hash === hash) return;
    writing = true;
    win.history.replaceState(null, '', hash);
    writing = false;
  };
  if (win.location.hash && win.location.hash !== '#') load();
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.gameMoves !== prev.gameMoves) write(s.gameMoves);
  });
  win.addEventListener('hashchange', load);
  return () => {
    unsubscribe();
    win.removeEventListener('hashchange', load);
  };
}
