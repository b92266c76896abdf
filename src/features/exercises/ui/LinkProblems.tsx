import { LISTED, quoteUserText } from '../../../i18n/userText.ts';
import { KINDS } from '../../../exercises/types.ts';
import type { AppState } from '../../../store/appState.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';

const selectProblems = (s: AppState) => s.exLinkProblems;

/** Code points of a link's text quoted in a problem. */
const QUOTED = 24;

/** What was wrong with the quiz link just opened (the first few, and how many more), and that a fresh valid set replaced it. */
export function LinkProblems() {
  const t = useT();
  const store = useAppStoreApi();
  const problems = useAppStore(selectProblems);
  if (problems.length === 0) return null;
  const more = problems.length - LISTED;
  // A field given twice is still read (its last value): only an unreadable one is replaced.
  const replaced = problems.some((p) => p.field !== 'repeated');
  return (
    <div className="notice ex-link-problems" role="alert" data-testid="ex-link-problems">
      <p>{t('ex.linkProblem.title')}</p>
      <ul>
        {problems.slice(0, LISTED).map((p, i) => (
          <li key={i}>{t(`ex.linkProblem.${p.field}`, { text: quoteUserText(p.text, QUOTED), kinds: KINDS.join(', ') })}</li>
        ))}
        {more > 0 && <li>{t('ex.linkProblem.more', { n: more })}</li>}
      </ul>
      {replaced && <p>{t('ex.linkProblem.fresh')}</p>}
      <button type="button" className="button" onClick={() => store.getState().dismissLinkProblems()}>
        {t('ex.dismiss')}
      </button>
    </div>
  );
}
