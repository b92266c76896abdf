import { toMove } from '../../games/tictactoe/index.ts';
import { useId } from 'react';
import { LAB_MAX_NODES, type LabTooBig as TooBig } from '../../store/labSlice.ts';
import { useAppStoreApi, useT } from '../StoreContext.tsx';
import { describeMoves } from './describeMoves.ts';

/** Why the focus cannot be animated, and two ways on: play on to a smaller position, or cap the depth. */
export function LabTooBig({ run }: { run: TooBig }) {
  const t = useT();
  const titleId = useId();
  const store = useAppStoreApi();
  return (
    <section className="lab-too-big" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('lab.tooBig.title')}</h3>
      <p>
        {run.nodes !== null
          ? t('lab.tooBig.body', { empty: run.empty, nodes: run.nodes, max: LAB_MAX_NODES })
          : t('lab.tooBig.bodyDepth', { depth: run.depth ?? 0, max: LAB_MAX_NODES })}
      </p>
      <div className="lab-escapes">
        {run.line.length > 0 && (
          <div>
            <button type="button" className="button primary" onClick={() => store.getState().labPlayOn()}>
              {t('lab.tooBig.playOn', { empty: run.empty - run.line.length })}
            </button>
            <p>{t('lab.tooBig.playOnDetail', { moves: describeMoves(run.line, toMove(run.board), t) })}</p>
          </div>
        )}
        {run.fitDepth !== null && (
          <div>
            <button type="button" className="button" onClick={() => store.getState().labUseFittingDepth()}>
              {t('lab.tooBig.depth', { depth: run.fitDepth })}
            </button>
            <p>{t('lab.tooBig.depthDetail')}</p>
          </div>
        )}
      </div>
    </section>
  );
}
