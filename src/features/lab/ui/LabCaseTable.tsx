import { formatLabValue as plainValue, formatWordedValue, type LabWording } from '../../../view/labCaption.ts';
import type { LabFrame, LabHitKind, LabResultKind } from '../../../view/labFrames.ts';
import { useAppStore, useT } from '../../../components/StoreContext.tsx';
import { selectTt } from './labSelectors.ts';
import type { AppState } from '../../../store/appState.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { selectLabRun } from '../state/labSlice.ts';
import { labCaptionShown, labNodeKey } from '../../../view/hideValues.ts';

const selectStrict = (s: AppState) => s.labCut === 'gt' && s.appGameId === s.treeGameId;

/** Values as the lab prints them without a game's own wording. */
const PLAIN = { value: plainValue };
const CASES: readonly LabResultKind[] = ['fail-low', 'exact', 'fail-high'];
const RULES: readonly LabHitKind[] = ['exact', 'upper', 'lower', 'narrowed'];

/** Alpha-beta's three cases (with the bounds each stores) and, with the table on, its hit rules; the row that fired is marked. */
export function LabCaseTable({ frame, wording = PLAIN }: { frame: LabFrame; wording?: Pick<LabWording, 'value'> }) {
  const formatLabValue = (v: number) => formatWordedValue(v, wording);
  const t = useT();
  const tt = useAppStore(selectTt);
  const hide = useAppStore(selectHideValues);
  const run = useAppStore(selectLabRun);
  // The strict cut rule (the full-tree lab's `lcut=gt`): a value at a bound is exact, and the table answers only past it.
  const strict = useAppStore(selectStrict);
  // Hide values: the value this step returns shows once its node is revealed.
  const shown = run.kind !== 'ready' || labCaptionShown(hide, frame.caption, (n) => labNodeKey(run.tree, n));
  const exit = frame.caption.kind === 'exit' && shown ? frame.caption : null;
  const fired = <span className="lab-fired-tag">✓ {t('lab.cases.fired')}</span>;
  return (
    <section className="lab-cases">
      <table className="lab-table">
        <caption>{t('lab.cases')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lab.cases.case')}</th>
            <th scope="col">{t('lab.cases.test')}</th>
            <th scope="col">{t('lab.cases.means')}</th>
            <th scope="col">{t('lab.cases.stored')}</th>
          </tr>
        </thead>
        <tbody>
          {CASES.map((k) => (
            <tr key={k} className={frame.result === k ? 'lab-fired' : ''} aria-current={frame.result === k ? 'true' : undefined}>
              <th scope="row">
                {t(`lab.case.${k}`)} {frame.result === k && fired}
              </th>
              <td>{t(strict ? `lab.case.${k}.testStrict` : `lab.case.${k}.test`)}</td>
              <td>{t(`lab.case.${k}.means`)}</td>
              <td>{t(`lab.case.${k}.stored`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {exit && <p className="lab-now">{t('lab.cases.now', { value: formatLabValue(exit.value), alpha: formatLabValue(exit.alpha), beta: formatLabValue(exit.beta) })}</p>}
      {tt && (
        <table className="lab-table lab-rules">
          <caption>{t('lab.rules')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lab.rules.if')}</th>
              <th scope="col">{t('lab.rules.then')}</th>
            </tr>
          </thead>
          <tbody>
            {RULES.map((k) => (
              <tr key={k} className={frame.hit === k ? 'lab-fired' : ''} aria-current={frame.hit === k ? 'true' : undefined}>
                <th scope="row">
                  {t(strict && (k === 'upper' || k === 'lower') ? `lab.rule.${k}.ifStrict` : `lab.rule.${k}.if`)} {frame.hit === k && fired}
                </th>
                <td>{t(`lab.rule.${k}.then`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
