import { NINTHS, VERDICTS } from '../../../../exercises/kinds/depthLimit.ts';
import { useT } from '../../../../components/StoreContext.tsx';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { PositionFigure } from '../PositionFigure.tsx';
import { SheetBoard } from '../SheetBoard.tsx';
import { Ticks } from '../Ticks.tsx';
import { useProblems } from '../useProblems.tsx';
import { ValueInput } from '../ValueInput.tsx';

type Ex = BodyProps<'depth-limit'>['ex'];

/** What the student needs besides the board: the depth, the evaluation's definition, how many positions it values. */
function Setting({ ex }: { ex: Ex }) {
  const t = useT();
  return (
    <div className="ex-dl-setting">
      <p>
        <strong>{t('ex.dl.depth', { depth: ex.shown.depth })}</strong>
      </p>
      <p>{t('ex.dl.eval')}</p>
      <p className="ex-hint">{t('ex.dl.leaves', { n: ex.shown.leaves })}</p>
    </div>
  );
}

const verdictText = (v: string, t: ReturnType<typeof useT>) => t(v === 'yes' ? 'ex.dl.yes' : 'ex.dl.no');

/** "Depth limit": the position and the search's setting; the move it plays, its estimate in ninths, and whether the move is best. */
function DepthLimitBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'depth-limit'>) {
  const t = useT();
  const { report, message } = useProblems();
  const [move, estimate, best] = ex.blanks;
  return (
    <div className="ex-body ex-body-row">
      <PositionFigure ex={ex} />
      <div className="ex-dl">
        <Setting ex={ex} />
        {move.type === 'choice' && (
          <ChoiceGroup
            legend={t('ex.dl.moveLegend')}
            options={move.options.map((c) => ({ id: c, label: t('ex.dl.cell', { cell: c }) }))}
            value={answers.move as string | undefined}
            onChange={(v) => onAnswer('move', v)}
            right={blankRight(grade, 'move')}
            answer={revealed.has('move') ? move.answer : undefined}
            answerLabel={t('ex.answerTag')}
          />
        )}
        <label className="ex-estimate">
          <span>{t('ex.dl.estimate')}</span>
          <ValueInput
            label={t('ex.dl.estimateLabel')}
            blank="estimate"
            domain={NINTHS}
            initial={answers.estimate as number | undefined}
            onAnswer={(v) => onAnswer('estimate', v)}
            onProblem={report('estimate', t('ex.dl.estimateLabel'), '-9 … 9')}
            right={blankRight(grade, 'estimate')}
            className="ex-value-inline"
          />
          <span aria-hidden="true">/9</span>
          {revealed.has('estimate') && estimate.type === 'value' && <span className="ex-answer-text"> = {estimate.answer}/9</span>}
        </label>
        {message}
        {best.type === 'choice' && (
          <ChoiceGroup
            legend={t('ex.dl.bestLegend')}
            options={VERDICTS.map((v) => ({ id: v, label: verdictText(v, t) }))}
            value={answers.best as string | undefined}
            onChange={(v) => onAnswer('best', v)}
            right={blankRight(grade, 'best')}
            answer={revealed.has('best') ? best.answer : undefined}
            answerLabel={t('ex.answerTag')}
          />
        )}
      </div>
    </div>
  );
}

/** On paper: the board, the setting, the cells to tick, a line for the estimate, yes / no. */
function DepthLimitSheet({ ex, showAnswer }: SheetProps<'depth-limit'>) {
  const t = useT();
  const [move, estimate, best] = ex.blanks;
  return (
    <>
      <SheetBoard ex={ex} />
      <div className="sheet-body">
        <Setting ex={ex} />
        <Ticks blank={move} label={t('ex.dl.moveLegend')} words={(c) => t('ex.dl.cell', { cell: c })} showAnswer={showAnswer} />
        <p>
          {t('ex.dl.estimate')} <span className="sheet-blank">{showAnswer && estimate.type === 'value' ? String(estimate.answer) : ''}</span> /9
        </p>
        <Ticks blank={best} label={t('ex.dl.bestLegend')} words={(v) => verdictText(v, t)} showAnswer={showAnswer} />
      </div>
    </>
  );
}

const BLANK_NAMES = { move: 'ex.blank.dlMove', estimate: 'ex.dl.estimateLabel', best: 'ex.blank.isBest' } as const;

export const depthLimitView: KindView<'depth-limit'> = {
  title: 'ex.kind.depth-limit',
  prompt: 'ex.prompt.depth-limit',
  Body: DepthLimitBody,
  Sheet: DepthLimitSheet,
  blankName: (id, _ex, t) => t(BLANK_NAMES[id as keyof typeof BLANK_NAMES] ?? 'ex.blank.dlMove'),
  sheetTree: false,
};
