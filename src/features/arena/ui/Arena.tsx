import type { AppState } from '../../../store/appState.ts';
import { useAppStore, useT } from '../../../components/StoreContext.tsx';
import './arena.css';
import '../arenaWords.ts';
import { MatchSection } from './MatchSection.tsx';
import { SolveSection } from './SolveSection.tsx';
import { workerErrorText } from '../../../components/workerErrorText.ts';
import { useArenaGame } from './arenaGame.ts';

const selectWorkerError = (s: AppState) => s.arenaWorkerError;

/** The AI arena of the game shown: matches between its players, and the strong-solve check where its whole tree fits. */
export function Arena() {
  const t = useT();
  const workerError = useAppStore(selectWorkerError);
  const { solveCheck } = useArenaGame().capabilities;
  return (
    <div className="arena">
      <p className="arena-lead">{t(solveCheck ? 'arena.intro' : 'arena.introMatch')}</p>
      {workerError && (
        <p className="notice" role="status">
          {t('arena.workerFailed', { message: workerErrorText(workerError) })}
        </p>
      )}
      <div className="arena-grid">
        <MatchSection />
        {solveCheck && <SolveSection />}
      </div>
    </div>
  );
}
