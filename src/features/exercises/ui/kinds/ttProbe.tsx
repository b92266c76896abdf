import { ACTIONS, PROBE_VALUES } from '../../../../exercises/kinds/ttProbe.ts';
import type { Blank } from '../../../../exercises/types.ts';
import { useT } from '../../../../components/StoreContext.tsx';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { valueText } from '../exerciseText.ts';
import { Ticks } from '../Ticks.tsx';
import { useProblems } from '../useProblems.tsx';
import { ValueInput } from '../ValueInput.tsx';

type Ex = BodyProps<'tt-probe'>['ex'];
type T = ReturnType<typeof useT>;

const BOUND_WORD = { lower: 'ex.tt.bound.lower', upper: 'ex.tt.bound.upper', exact: 'ex.tt.bound.exact' } as const;
const ACTION_WORD = { return: 'ex.tt.action.return', narrow: 'ex.tt.action.narrow', search: 'ex.tt.action.search' } as const;
const actionText = (a: string, t: T) => t(ACTION_WORD[a as keyof typeof ACTION_WORD]);

/** The entry, the window and the depths (and, hard, the plies left), as the question states them. */
function Facts({ ex }: { ex: Ex }) {
  const t = useT();
  const s = ex.shown;
  return (
    <div className="ex-tt-facts">
      <p>
        <strong>{t('ex.tt.entry', { value: valueText(s.value), bound: t(BOUND_WORD[s.bound]), depth: s.entryDepth })}</strong>
      </p>
      <p>{t('ex.tt.window', { alpha: valueText(s.alpha), beta: valueText(s.beta), remaining: s.remaining })}</p>
      {s.pliesLeft !== null && <p>{t('ex.tt.left', { left: s.pliesLeft })}</p>}
    </div>
  );
}

/** The probe's rule in the app's order (shown at easy and medium). */
function Rule() {
  const t = useT();
  return (
    <table className="ex-rule">
      <caption>{t('ex.tt.rule')}</caption>
      <tbody>
        <tr><td>{t('ex.tt.rule.depth')}</td><td>{t('ex.tt.action.search')}</td></tr>
        <tr><td>lower = upper</td><td>{t('ex.tt.rule.returnIt')}</td></tr>
        <tr><td>upper ≤ α</td><td>{t('ex.tt.rule.returnUpper')}</td></tr>
        <tr><td>β ≤ lower</td><td>{t('ex.tt.rule.returnLower')}</td></tr>
        <tr><td>{t('ex.tt.rule.otherwise')}</td><td>(max(α, lower), min(β, upper))</td></tr>
      </tbody>
    </table>
  );
}

const answerOf = (ex: Ex, id: string) => {
  const b = ex.blanks.find((x) => x.id === id);
  return b?.type === 'value' ? b.answer : undefined;
};

/** "The table's probe": the facts, the rule (not at hard), what happens, and the value or window that goes with it. */
function TtProbeBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'tt-probe'>) {
  const t = useT();
  const { report, message } = useProblems();
  const action = ex.blanks[0];
  const field = (id: 'value' | 'alpha' | 'beta', label: string) => (
    <ValueInput
      label={label}
      blank={id}
      domain={PROBE_VALUES}
      initial={answers[id] as number | undefined}
      onAnswer={(v) => onAnswer(id, v)}
      onProblem={report(id, label, '-20 … 20, -inf, inf')}
      right={blankRight(grade, id)}
      className="ex-value-inline"
    />
  );
  const shownAnswer = (id: string) => (revealed.has(id) && answerOf(ex, id) !== undefined ? <span className="ex-answer-text"> = {valueText(answerOf(ex, id) as number)}</span> : null);
  return (
    <div className="ex-body ex-tt">
      <Facts ex={ex} />
      {ex.level !== 'hard' && <Rule />}
      {action.type === 'choice' && (
        <ChoiceGroup
          legend={t('ex.tt.actionLegend')}
          options={ACTIONS.map((a) => ({ id: a, label: actionText(a, t) }))}
          value={answers.action as string | undefined}
          onChange={(v) => onAnswer('action', v)}
          right={blankRight(grade, 'action')}
          answer={revealed.has('action') ? action.answer : undefined}
          answerLabel={t('ex.answerTag')}
        />
      )}
      <p className="ex-hint">{t('ex.tt.fill')}</p>
      <p className="ex-tt-numbers">
        <label>
          <span>{t('ex.tt.valueLabel')} </span>
          {field('value', t('ex.tt.valueLabel'))}
          {shownAnswer('value')}
        </label>
        <span className="ex-tt-window">
          <span>{t('ex.tt.windowLabel')} (</span>
          {field('alpha', t('ex.tt.newAlpha'))}
          <span>, </span>
          {field('beta', t('ex.tt.newBeta'))}
          <span>)</span>
          {shownAnswer('alpha')}
          {shownAnswer('beta')}
        </span>
      </p>
      {message}
    </div>
  );
}

/** The key's value or window (empty lines on the worksheet). */
function keyText(blanks: readonly Blank[], id: string): string {
  const b = blanks.find((x) => x.id === id);
  return b?.type === 'value' ? valueText(b.answer) : '';
}

/** On paper: the facts, the rule (not at hard), the three outcomes to tick, lines for the value and the window. */
function TtProbeSheet({ ex, showAnswer }: SheetProps<'tt-probe'>) {
  const t = useT();
  const key = (id: string) => (showAnswer ? keyText(ex.blanks, id) : '');
  return (
    <div className="sheet-body">
      <Facts ex={ex} />
      {ex.level !== 'hard' && <Rule />}
      <Ticks blank={ex.blanks[0]} label={t('ex.tt.actionLegend')} words={(a) => actionText(a, t)} showAnswer={showAnswer} />
      <p>
        {t('ex.tt.valueLabel')} <span className="sheet-blank">{key('value')}</span> {t('ex.tt.windowLabel')} (<span className="sheet-blank">{key('alpha')}</span>, <span className="sheet-blank">{key('beta')}</span>)
      </p>
    </div>
  );
}

const BLANK_NAMES = { action: 'ex.blank.action', value: 'ex.tt.valueLabel', alpha: 'ex.tt.newAlpha', beta: 'ex.tt.newBeta' } as const;

export const ttProbeView: KindView<'tt-probe'> = {
  title: 'ex.kind.tt-probe',
  prompt: 'ex.prompt.tt-probe',
  Body: TtProbeBody,
  Sheet: TtProbeSheet,
  blankName: (id, _ex, t) => t(BLANK_NAMES[id as keyof typeof BLANK_NAMES] ?? 'ex.blank.action'),
  sheetTree: false,
};
