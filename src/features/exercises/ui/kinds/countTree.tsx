import { useT } from '../../../../components/StoreContext.tsx';
import type { CountAsk } from '../../../../exercises/kinds/countTree.ts';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { SheetBoard } from '../SheetBoard.tsx';
import { PositionFigure } from '../PositionFigure.tsx';
import { useProblems } from '../useProblems.tsx';
import { ValueInput } from '../ValueInput.tsx';

type T = ReturnType<typeof useT>;

/** What a blank asks, in words: "Children of this position", "Positions at depth 3 below it", … */
function askText(ask: CountAsk, depth: number, t: T): string {
  return t(`ex.count.ask.${ask}`, { depth });
}

/** "Count the tree": a number typed per count asked. */
function CountTreeBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'count-tree'>) {
  const t = useT();
  const { report, message } = useProblems();
  const { depth, asked } = ex.shown;
  return (
    <div className="ex-body ex-body-row">
      <PositionFigure ex={ex} />
      <div className="ex-count-tree">
        <p className="ex-hint">{t('ex.count.how')}</p>
        {asked.map((ask) => {
          const b = ex.blanks.find((x) => x.id === ask);
          const label = askText(ask, depth, t);
          return (
            <label key={ask} className="ex-estimate">
              <span>{t('ex.count.askLine', { ask: label })}</span>
              <ValueInput
                label={label}
                blank={ask}
                initial={answers[ask] as number | undefined}
                onAnswer={(v) => onAnswer(ask, v)}
                onProblem={report(ask, label, '0, 1, 2, …')}
                right={blankRight(grade, ask)}
                className="ex-value-wide"
              />
              {revealed.has(ask) && b?.type === 'estimate' && <span className="ex-answer-text">{t('ex.count.answer', { n: b.answer })}</span>}
            </label>
          );
        })}
        {message}
      </div>
    </div>
  );
}

/** On paper: the board and a line per count. */
function CountTreeSheet({ ex, showAnswer }: SheetProps<'count-tree'>) {
  const t = useT();
  return (
    <>
      <SheetBoard ex={ex} />
      <div className="sheet-body">
        {ex.shown.asked.map((ask) => {
          const b = ex.blanks.find((x) => x.id === ask);
          return (
            <p key={ask}>
              {t('ex.count.askLine', { ask: askText(ask, ex.shown.depth, t) })} <span className="sheet-blank">{showAnswer && b?.type === 'estimate' ? String(b.answer) : ''}</span>
            </p>
          );
        })}
      </div>
    </>
  );
}

export const countTreeView: KindView<'count-tree'> = {
  title: 'ex.kind.count-tree',
  prompt: 'ex.prompt.count-tree',
  Body: CountTreeBody,
  Sheet: CountTreeSheet,
  blankName: (id, ex, t) => askText(id as CountAsk, ex.shown.depth, t),
  sheetTree: false,
};
