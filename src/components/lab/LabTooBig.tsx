import { toMove } from '../../games/tictactoe/index.ts';
import { useId, type ReactNode } from 'react';
import { LAB_MAX_NODES, type LabTooBig as TooBig } from '../../store/labSlice.ts';
import { useAppStoreApi, useT } from '../StoreContext.tsx';
import { describeMoves } from './describeMoves.ts';

/** The frame of a lab position too big to draw: the title, why, and the ways on (`children`). */
export function TooBigFrame({ why, children }: { why: string; children: ReactNode }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="lab-too-big" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('lab.tooBig.title')}</h3>
      <p>{why}</p>
      <div className="lab-escapes">{children}</div>
    </section>
  );
}

/** Why the focus cannot be animated, and two ways on: play on to a smaller position, or cap the depth. */
export function LabTooBig({ run }: { run: TooBig }) {
  const t = useT();
  const store = useAppStoreApi();
  const why = run.nodes !== null ? t('lab.tooBig.body', { empty: run.empty, nodes: run.nodes, max: LAB_MAX_NODES }) : t('lab.tooBig.bodyDepth', { depth: run.depth ?? 0, max: LAB_MAX_NODES });
  return (
    <TooBigFrame why={why}>
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
    </TooBigFrame>
  );
}
