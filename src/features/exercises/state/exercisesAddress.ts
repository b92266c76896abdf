/**
 * The exercises' address field besides the quiz link: `?tab=exercises&exview=teacher`,
 * the teacher's view of handed-in results (a place a teacher bookmarks; Back and
 * Forward walk it). The quiz itself has its own link, `#/quiz?…` (quizUrl.ts),
 * which opens the quiz view.
 */
import type { AppState } from '../../../store/appState.ts';
import { oneOf, type UrlField } from '../../../store/urlFields.ts';

/** The exercises tab's view as the address writes it: the teacher's only while the tab is open. */
function exViewOf(s: Pick<AppState, 'tab' | 'exView'>): AppState['exView'] {
  return s.tab === 'exercises' ? s.exView : 'quiz';
}

export const EXERCISES_FIELDS: readonly UrlField[] = [
  {
    key: 'exview',
    fallback: 'quiz',
    history: true,
    // Left out at its default even in a copied link (every other tab's link would carry `exview=quiz`).
    local: true,
    get: exViewOf,
    valid: oneOf(['quiz', 'teacher']),
    set: (store, v) => store.getState().setExView(v === 'teacher' ? 'teacher' : 'quiz'),
  },
];
