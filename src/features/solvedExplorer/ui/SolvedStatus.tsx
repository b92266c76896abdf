import { formatNumber } from '../../../i18n/translate.ts';
import { useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import { workerErrorText } from '../../../components/workerErrorText.ts';
import type { SolvedExplorer, SolvedExplorerSnapshot } from '../state/solvedExplorer.ts';

/** What the solver is doing: "Solving… N positions searched" with Stop, stopped with Solve, or its failure; nothing while idle. */
export function SolvedStatus({ snapshot, owner }: { snapshot: SolvedExplorerSnapshot; owner: SolvedExplorer }) {
  const t = useT();
  const lang = useShownLanguage();
  const { solving, stopped, error } = snapshot;
  return (
    <div className="solved-status" role="status" data-testid="solved-status">
      {solving && (
        <p>
          <span data-testid="solved-solving">{t('solved.solving', { nodes: formatNumber(solving.nodes, lang) })}</span>{' '}
          <button type="button" className="button" onClick={() => owner.stop()}>
            {t('solved.stop')}
          </button>
        </p>
      )}
      {!solving && stopped && (
        <p>
          {t('solved.stopped')}{' '}
          <button type="button" className="button" onClick={() => owner.resume()}>
            {t('solved.resume')}
          </button>
        </p>
      )}
      {error && (
        <p className="notice tone-error">
          {t('solved.error', { message: workerErrorText(error) })}{' '}
          <button type="button" className="button" onClick={() => owner.resume()}>
            {t('solved.resume')}
          </button>
        </p>
      )}
    </div>
  );
}
