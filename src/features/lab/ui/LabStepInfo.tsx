import { useId } from 'react';
import type { LabReady } from '../state/labSlice.ts';
import { describeLabCaption, describeLabNode, formatWordedValue } from '../../../view/labCaption.ts';
import { searchPath, type LabFrame } from '../../../view/labFrames.ts';
import { useAppStore, useT } from '../../../components/StoreContext.tsx';
import { useLabWords } from './labWords.ts';
import { selectPlaying, selectTt } from './labSelectors.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { labCaptionShown, labNodeKey } from '../../../view/hideValues.ts';

/**
 * The caption of the step (announced when paused), the counts so far and, for alpha-beta, the search path with its windows.
 * `show`: all of it (a side panel), only the titled caption (presentation mode's strip above the tree) or only the counts and the path (below the tree).
 */
export function LabStepInfo({ run, frame, show = 'all' }: { run: LabReady<unknown>; frame: LabFrame; show?: 'all' | 'caption' | 'details' }) {
  const t = useT();
  const titleId = useId();
  const wording = useLabWords(run.wording);
  const playing = useAppStore(selectPlaying);
  const tt = useAppStore(selectTt) && run.algorithm === 'alphabeta';
  const c = frame.counters;
  const hide = useAppStore(selectHideValues);
  const captionShown = labCaptionShown(hide, frame.caption, (n) => labNodeKey(run.tree, n));
  const path = run.algorithm === 'alphabeta' ? searchPath(run.tree, frame) : [];
  const caption = (
    <>
      <h3 id={titleId}>{t('lab.caption')}</h3>
      <p className="lab-caption" role="status" aria-live={playing ? 'off' : 'polite'} aria-labelledby={titleId}>
        {captionShown ? describeLabCaption(frame.caption, run.tree, t, wording) : t('hide.labCaption')}
      </p>
    </>
  );
  if (show === 'caption')
    return (
      <section className="lab-step lab-step-strip" aria-labelledby={titleId}>
        {caption}
      </section>
    );
  const details = (
    <>
      <dl className="lab-stats" aria-label={t('lab.stats')}>
        <div>
          <dt>{t('lab.stat.visited')}</dt>
          <dd data-testid="lab-visited">{t('lab.stat.ofTotal', { visited: c.visited, total: run.tree.size })}</dd>
        </div>
        {run.algorithm === 'alphabeta' && (
          <div>
            <dt>{t('lab.stat.cutoffs')}</dt>
            <dd>{c.cutoffs}</dd>
          </div>
        )}
        {tt && (
          <div>
            <dt>{t('lab.stat.ttHits')}</dt>
            <dd>{c.ttHits}</dd>
          </div>
        )}
        {tt && (
          <div>
            <dt>{t('lab.stat.ttStores')}</dt>
            <dd>{c.ttStores}</dd>
          </div>
        )}
      </dl>
      {path.length > 0 && (
        <div className="lab-path">
          <h4>{t('lab.path')}</h4>
          <ol>
            {path.map((n) => {
              const w = frame.state(n).window;
              return (
                <li key={n}>
                  <span>{describeLabNode(run.tree, n, t, wording)}</span> {w && <code>{t('lab.window', { alpha: formatWordedValue(w.alpha, run.wording), beta: formatWordedValue(w.beta, run.wording) })}</code>}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </>
  );
  if (show === 'details') return <div className="lab-step lab-step-details">{details}</div>;
  return (
    <section className="lab-step" aria-labelledby={titleId}>
      {caption}
      {details}
    </section>
  );
}
