import type { AppState } from '../../store/appState.ts';
import { useAppStore, useT } from '../StoreContext.tsx';
import './arena.css';
import { MatchSection } from './MatchSection.tsx';
import { SolveSection } from './SolveSection.tsx';
import { workerErrorText } from '../workerErrorText.ts';

const selectWorkerError = (s: AppState) => s.arenaWorkerError;

/** The AI arena: matches between players and the strong-solve check. */
export function Arena() {
  const t = useT();
  const workerError = useAppStore(selectWorkerError);
  return (
    <div className="arena">
      <p className="arena-lead">{t('arena.intro')}</p>
      {workerError && (
        <p className="notice" role="status">
          {t('arena.workerFailed', { message: workerErrorText(workerError) })}
        </p>
      )}
      <div className="arena-grid">
        <MatchSection />
        <SolveSection />
      </div>
    </div>
  );
}
