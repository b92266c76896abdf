import type { QuizSpec } from '../../../exercises/quizLink.ts';
import type { Exercise } from '../../../exercises/types.ts';
import { useT } from '../../../components/StoreContext.tsx';
import { rulesText } from './conventionWords.ts';
import { stepText } from './exerciseText.ts';
import { viewOf } from './kindViews.ts';

interface Props {
  readonly set: readonly Exercise[];
  readonly quiz: QuizSpec;
  /** The answer key (answers filled in and explained) instead of the worksheet. */
  readonly key_: boolean;
  readonly link: string;
  readonly onClose: () => void;
}

/** A question on paper: its title, prompt and its kind's block; in the key, the worked answer too. */
function SheetQuestion({ ex, n, showAnswer }: { ex: Exercise; n: number; showAnswer: boolean }) {
  const t = useT();
  const view = viewOf(ex.kind);
  return (
    <section className={`sheet-question${view.sheetTree ? ' sheet-tree' : ''}`}>
      <h2>
        {n}. {t(view.title)}
      </h2>
      <p className="sheet-prompt">{[t(view.prompt), rulesText(ex.rules, t)].filter(Boolean).join(' ')}</p>
      <div className="sheet-row">
        <view.Sheet ex={ex} showAnswer={showAnswer} />
      </div>
      {showAnswer && (
        <ol className="sheet-steps">
          {ex.steps.map((st, i) => (
            <li key={i}>{stepText(st, t)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** How the sheets name cells: 0 to 8, row by row from the top left, drawn as a small grid. */
function CellsKey() {
  const t = useT();
  return (
    <div className="sheet-cells-key">
      <span>{t('ex.sheet.cellsKey')}</span>
      <table aria-hidden="true">
        <tbody>
          {[0, 1, 2].map((r) => (
            <tr key={r}>
              {[0, 1, 2].map((c) => (
                <td key={c}>{3 * r + c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The printable worksheet of a set (blanks to fill), or its answer key; the print stylesheet prints only this. */
export function Worksheet({ set, quiz, key_, link, onClose }: Props) {
  const t = useT();
  return (
    <div className="sheet" data-testid="ex-sheet">
      <div className="sheet-bar">
        <button type="button" className="button primary" onClick={() => window.print()}>
          {t('ex.print')}
        </button>
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('ex.backToExercises')}
        </button>
      </div>
      <header className="sheet-header">
        <h1>{key_ ? t('ex.sheet.keyTitle') : t('ex.sheet.title')}</h1>
        <p>{t('ex.sheet.about', { count: quiz.count, level: t(`ex.level.${quiz.level}`), seed: String(quiz.seed) })}</p>
        {!key_ && <p className="sheet-name">{t('ex.sheet.name')}</p>}
        <p className="sheet-link">{link}</p>
        <CellsKey />
      </header>
      {set.map((ex, i) => (
        <SheetQuestion key={i} ex={ex} n={i + 1} showAnswer={key_} />
      ))}
    </div>
  );
}
