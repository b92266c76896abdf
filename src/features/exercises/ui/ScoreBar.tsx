import type { AppState } from '../../../store/appState.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';

const selectScore = (s: AppState) => s.exScore;
const selectAnswered = (s: AppState) => s.exAnswered;
const selectStreak = (s: AppState) => s.exStreak;
const selectBest = (s: AppState) => s.exBestStreak;
const selectIndex = (s: AppState) => s.exIndex;
const selectCount = (s: AppState) => s.exQuiz.count;
const selectGrades = (s: AppState) => s.exGrades;
const selectCredit = (s: AppState) => s.exCredit;

/** The session's score and streak, and one button per question (✓ / ✗ once checked). */
export function ScoreBar() {
  const t = useT();
  const store = useAppStoreApi();
  const score = useAppStore(selectScore);
  const answered = useAppStore(selectAnswered);
  const streak = useAppStore(selectStreak);
  const best = useAppStore(selectBest);
  const index = useAppStore(selectIndex);
  const count = useAppStore(selectCount);
  const grades = useAppStore(selectGrades);
  const credit = Object.values(useAppStore(selectCredit));
  const blanksRight = credit.reduce((n, [r]) => n + r, 0);
  const blanks = credit.reduce((n, [, b]) => n + b, 0);
  return (
    <div className="ex-scorebar">
      <div>
        <p className="ex-score" data-testid="ex-score" aria-live="polite">
          {t('ex.score', { score, answered })} · {t('ex.streak', { streak, best })}
        </p>
        {blanks > 0 && (
          <p className="ex-credit-total" data-testid="ex-credit-total">
            {t('ex.creditTotal', { right: blanksRight, total: blanks })}
          </p>
        )}
      </div>
      <nav className="ex-nav" aria-label={t('ex.questions')}>
        {Array.from({ length: count }, (_, i) => {
          const g = grades[i];
          return (
            <button
              key={i}
              type="button"
              className={`ex-nav-item${i === index ? ' active' : ''}${g ? (g.correct ? ' ex-right' : ' ex-wrong') : ''}`}
              aria-current={i === index ? 'step' : undefined}
              aria-label={t('ex.goTo', { n: i + 1, state: g ? (g.correct ? t('ex.state.right') : t('ex.state.wrong')) : t('ex.state.open') })}
              onClick={() => store.getState().goToQuestion(i)}
            >
              {i + 1}
              {g ? (g.correct ? ' ✓' : ' ✗') : ''}
            </button>
          );
        })}
      </nav>
    </div>
  );
}
