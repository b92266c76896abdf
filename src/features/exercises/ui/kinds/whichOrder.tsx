import { useT } from '../../../../components/StoreContext.tsx';
import type { ExerciseOrder } from '../../../../exercises/engine.ts';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { SheetBoard } from '../SheetBoard.tsx';
import { Ticks } from '../Ticks.tsx';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { wordText } from '../exerciseText.ts';
import { PositionFigure } from '../PositionFigure.tsx';
import { useProblems } from '../useProblems.tsx';
import { ValueInput } from '../ValueInput.tsx';

/** "Which order wins?": pick the order that visits fewer nodes, and estimate how many. */
function WhichOrderBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'which-order'>) {
  const t = useT();
  const { report, message } = useProblems();
  const { orders, tolerance } = ex.shown;
  const fewer = ex.blanks.find((b) => b.id === 'fewer');
  const nodes = ex.blanks.find((b) => b.id === 'nodes');
  return (
    <div className="ex-body ex-body-row">
      <PositionFigure ex={ex} />
      <div className="ex-order">
        <p className="ex-hint">{t('ex.order.how')}</p>
        <ChoiceGroup
          legend={t('ex.order.legend')}
          options={orders.map((o) => ({ id: o, label: wordText(o, t) }))}
          value={answers.fewer as string | undefined}
          onChange={(v) => onAnswer('fewer', v)}
          right={blankRight(grade, 'fewer')}
          answer={revealed.has('fewer') && fewer?.type === 'choice' ? fewer.answer : undefined}
          answerLabel={t('ex.answerTag')}
        />
        <label className="ex-estimate">
          <span>{t('ex.order.estimate', { percent: Math.round(tolerance * 100) })}</span>
          <ValueInput
            label={t('ex.order.estimateLabel')}
            blank="nodes"
            initial={answers.nodes as number | undefined}
            onAnswer={(v) => onAnswer('nodes', v)}
            onProblem={report('nodes', t('ex.order.estimateLabel'), '0, 1, 2, …')}
            right={blankRight(grade, 'nodes')}
            className="ex-value-wide"
          />
        </label>
        {message}
        {revealed.has('nodes') && nodes?.type === 'estimate' && <p className="ex-answer-text">{t('ex.order.answer', { nodes: nodes.answer, lo: nodes.lo, hi: nodes.hi })}</p>}
      </div>
    </div>
  );
}

/** On paper: the board, the two orders to tick and a line for the estimate. */
function WhichOrderSheet({ ex, showAnswer }: SheetProps<'which-order'>) {
  const t = useT();
  const nodes = ex.blanks.find((b) => b.id === 'nodes');
  return (
    <>
      <SheetBoard ex={ex} />
      <div className="sheet-body">
        <Ticks blank={ex.blanks[0]} label={t('ex.order.legend')} words={(o) => wordText(o as ExerciseOrder, t)} showAnswer={showAnswer} />
        <p>
          {t('ex.order.estimate', { percent: Math.round(ex.shown.tolerance * 100) })}{' '}
          <span className="sheet-blank">{showAnswer && nodes?.type === 'estimate' ? `${nodes.answer} (${nodes.lo}–${nodes.hi})` : ''}</span>
        </p>
      </div>
    </>
  );
}

export const whichOrderView: KindView<'which-order'> = { title: 'ex.kind.which-order', prompt: 'ex.prompt.which-order', Body: WhichOrderBody, Sheet: WhichOrderSheet, blankName: (id, _ex, t) => t(id === 'nodes' ? 'ex.order.estimateLabel' : 'ex.blank.fewer'), sheetTree: false };
