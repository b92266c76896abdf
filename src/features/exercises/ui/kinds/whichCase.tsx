import { toMove } from '../../../../exercises/engine.ts';
import { CASES, storedPairText } from '../../../../exercises/kinds/whichCase.ts';
import { MiniBoard } from '../../../../components/MiniBoard.tsx';
import { useT } from '../../../../components/StoreContext.tsx';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { SheetBoard } from '../SheetBoard.tsx';
import { Ticks } from '../Ticks.tsx';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { caseNodeText, pathName, valueText, wordText } from '../exerciseText.ts';

/** The window and the value returned (or, version 2, that it is hidden). */
function stepText(ex: BodyProps<'which-case'>['ex'], t: ReturnType<typeof useT>): string {
  const s = ex.shown;
  const window = { alpha: valueText(s.alpha), beta: valueText(s.beta) };
  return s.value === null ? t('ex.case.stepHidden', window) : t('ex.case.step', { ...window, value: valueText(s.value) });
}

/** The three cases; with the value hidden, told by where the node's true value lies. */
function Reminder({ ex }: { ex: BodyProps<'which-case'>['ex'] }) {
  const t = useT();
  const v = ex.shown.value === null ? t('ex.case.trueValue') : 'v';
  // Under the strict cut rule a value at a bound is exact.
  const strict = ex.rules.cut === 'gt';
  return (
    <table className="ex-rule">
      <caption>{t('ex.case.reminder')}</caption>
      <tbody>
        <tr><td>{v} {strict ? '<' : '≤'} α</td><td>{t('ex.case.rule.low')}</td></tr>
        <tr><td>α {strict ? '≤' : '<'} {v} {strict ? '≤' : '<'} β</td><td>{t('ex.case.rule.exact')}</td></tr>
        <tr><td>β {strict ? '<' : '≤'} {v}</td><td>{t('ex.case.rule.high')}</td></tr>
      </tbody>
    </table>
  );
}

/** "Which case?": a node searched with a window returned a value: which case, and what the table stores. */
function WhichCaseBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'which-case'>) {
  const t = useT();
  const s = ex.shown;
  const stored = ex.blanks.find((b) => b.id === 'stored');
  const caseBlank = ex.blanks[0];
  return (
    <div className="ex-body ex-body-row">
      <figure className="ex-position">
        <MiniBoard board={s.nodeBoard} value={null} lastMove={Number(s.path[s.path.length - 1] ?? -1)} size={150} label={t('ex.case.nodeLabel', { node: pathName(s.path, toMove(ex.board), t) })} />
        <figcaption>
          <span className="ex-line">{caseNodeText(ex.moves, pathName(s.path, toMove(ex.board), t), t)}</span>
        </figcaption>
      </figure>
      <div className="ex-case">
        <p className="ex-case-step">{stepText(ex, t)}</p>
        {s.reminder && <Reminder ex={ex} />}
        <ChoiceGroup
          legend={t('ex.case.legend')}
          options={CASES.map((c) => ({ id: c, label: wordText(c, t) }))}
          value={answers.case as string | undefined}
          onChange={(v) => onAnswer('case', v)}
          right={blankRight(grade, 'case')}
          answer={revealed.has('case') && caseBlank.type === 'choice' ? caseBlank.answer : undefined}
          answerLabel={t('ex.answerTag')}
        />
        {stored?.type === 'choice' && (
          <ChoiceGroup
            legend={t('ex.case.storedLegend')}
            options={stored.options.map((o) => ({ id: o, label: storedPairText(o) }))}
            value={answers.stored as string | undefined}
            onChange={(v) => onAnswer('stored', v)}
            right={blankRight(grade, 'stored')}
            answer={revealed.has('stored') ? stored.answer : undefined}
            answerLabel={t('ex.answerTag')}
          />
        )}
      </div>
    </div>
  );
}

/** On paper: the node's board, its window and value, the cases to tick (and the stored bounds from medium up). */
function WhichCaseSheet({ ex, showAnswer }: SheetProps<'which-case'>) {
  const t = useT();
  const s = ex.shown;
  const stored = ex.blanks.find((b) => b.id === 'stored');
  const last = ex.moves[ex.moves.length - 1] ?? -1;
  return (
    <>
      <SheetBoard ex={ex} board={s.nodeBoard} lastMove={Number(s.path.slice(-1) || last)} />
      <div className="sheet-body">
        <p>{caseNodeText(ex.moves, pathName(s.path, toMove(ex.board), t), t)}</p>
        <p>{stepText(ex, t)}</p>
        <Ticks blank={ex.blanks[0]} label={t('ex.case.legend')} words={(o) => wordText(o as (typeof CASES)[number], t)} showAnswer={showAnswer} />
        {stored && <Ticks blank={stored} label={t('ex.case.storedLegend')} words={storedPairText} showAnswer={showAnswer} />}
      </div>
    </>
  );
}

export const whichCaseView: KindView<'which-case'> = { title: 'ex.kind.which-case', prompt: 'ex.prompt.which-case', Body: WhichCaseBody, Sheet: WhichCaseSheet, blankName: (id, _ex, t) => t(id === 'stored' ? 'ex.blank.stored' : 'ex.blank.case'), sheetTree: false };
