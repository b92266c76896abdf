/**
 * The quiz link in the address, `#/quiz?kinds=…&level=…&count=…&seed=…`: the
 * exercises' own address. `bindUrl` reads it (on load, by editing the address,
 * Back or Forward) and opens that quiz; `bindQuizUrl` writes the set's own
 * link (a link read with problems becomes the valid set shown; starting
 * another set writes its link), so the address is always the link to share
 * with a class.
 */
import type { AppState } from '../../../store/appState.ts';
import type { AppStore } from '../../../store/createAppStore.ts';
import type { UrlWindow } from '../../../store/url.ts';
import { formatQuiz } from '../../../exercises/quizLink.ts';

/** The start of a quiz link's hash. */
export const QUIZ_HASH = '#/quiz';

/** True for a quiz link's hash (`#/quiz` or `#/quiz?…`). */
export function isQuizHash(hash: string): boolean {
  return hash === QUIZ_HASH || hash.startsWith(`${QUIZ_HASH}?`);
}

/** The quiz link of the state's question set. */
export function quizHashOf(s: Pick<AppState, 'exQuiz'>): string {
  return `${QUIZ_HASH}?${formatQuiz(s.exQuiz)}`;
}

/** The quiz link's hash for the store's current quiz. */
export function quizHash(store: AppStore): string {
  return quizHashOf(store.getState());
}

/**
 * Writes the quiz's link whenever the set changes, and at once when the
 * address holds a quiz link already read (`bindUrl`, bound first, reads it)
 * in another spelling. Returns an unbind function.
 */
export function bindQuizUrl(store: AppStore, win: UrlWindow): () => void {
  const write = () => {
    const hash = quizHash(store);
    if (win.location.hash !== hash) win.history.replaceState(null, '', hash);
  };
  if (isQuizHash(win.location.hash)) write();
  return store.subscribe((s, prev) => {
    // Back from the teacher's view to the quiz: the address is the quiz link again; the course's live view keeps the course's address.
    const backToQuiz = s.tab === 'exercises' && s.exView === 'quiz' && prev.exView === 'teacher';
    if (s.learnRoute === null && ((s.exQuiz !== prev.exQuiz && !(s.tab === 'exercises' && s.exView === 'teacher')) || backToQuiz)) write();
  });
}
