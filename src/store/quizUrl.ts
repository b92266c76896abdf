/**
 * The quiz link in the address: opening `#/quiz?…` (on load or by editing the
 * address) starts that quiz; starting another set writes its link, so the
 * address is always the link to share with a class.
 */
import type { AppStore } from './createAppStore.ts';
import { isQuizHash, QUIZ_HASH, quizHashOf, type UrlWindow } from './url.ts';

/** The quiz link's hash for the store's current quiz. */
export function quizHash(store: AppStore): string {
  return quizHashOf(store.getState());
}

/** Loads a quiz link in the address, then writes the quiz's link whenever the set changes. Returns an unbind function. */
export function bindQuizUrl(store: AppStore, win: UrlWindow): () => void {
  let writing = false;
  const load = () => {
    const hash = win.location.hash;
    if (writing || !isQuizHash(hash) || hash === quizHash(store)) return;
    store.getState().openQuizLink(hash.slice(QUIZ_HASH.length));
    write();
  };
  const write = () => {
    const hash = quizHash(store);
    if (win.location.hash === hash) return;
    writing = true;
    win.history.replaceState(null, '', hash);
    writing = false;
  };
  load();
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.exQuiz !== prev.exQuiz) write();
  });
  win.addEventListener('hashchange', load);
  return () => {
    unsubscribe();
    win.removeEventListener('hashchange', load);
  };
}
