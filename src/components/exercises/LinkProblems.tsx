import type { MessageKey } from '../../i18n/en.ts';
import type { AppState } from '../../store/appState.ts';
import { useAppStore, useAppStoreApi, useT } from '../StoreContext.tsx';

const selectProblems = (s: AppState) => s.exLinkProblems;

/** What was wrong with the quiz link just opened, and that a fresh valid set replaced it. */
export function LinkProblems() {
  const t = useT();
  const store = useAppStoreApi();
  const problems = useAppStore(selectProblems);
  if (problems.length === 0) return null;
  return (
    <div className="notice ex-link-problems" role="alert" data-testid="ex-link-problems">
      <p>{t('ex.linkProblem.title')}</p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>{t(`ex.linkProblem.${p.field}` as MessageKey, { text: p.text })}</li>
        ))}
      </ul>
      <p>{t('ex.linkProblem.fresh')}</p>
      <button type="button" className="button" onClick={() => store.getState().dismissLinkProblems()}>
        {t('ex.dismiss')}
      </button>
    </div>
  );
}
