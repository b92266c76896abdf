import { useId, type ReactNode } from 'react';
import { LAB_MAX_NODES, type LabTooBig as TooBig } from '../state/labSlice.ts';
import { useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { describeMoves } from './describeMoves.ts';
import { useTreeModule } from '../../../components/treeGame.ts';
import { useTreeLabWords } from './labWords.ts';

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

/** The way on that caps the depth: search only `depth` plies ahead (`primary` when it is the only way on). */
export function FittingDepthOffer({ depth, detail, primary }: { depth: number; detail: string; primary: boolean }) {
  const t = useT();
  const store = useAppStoreApi();
  return (
    <div>
      <button type="button" className={primary ? 'button primary' : 'button'} onClick={() => store.getState().labUseFittingDepth()}>
        {t('lab.tooBig.depth', { depth })}
      </button>
      <p>{detail}</p>
    </div>
  );
}

/** Why the focus cannot be animated, and two ways on: play on to a smaller position, or cap the depth. */
export function LabTooBig({ run }: { run: TooBig }) {
  const t = useT();
  // Only the full-tree game's lab offers a line to play on (the line is empty in another game's).
  const { game } = useTreeModule();
  const words = useTreeLabWords();
  const store = useAppStoreApi();
  const why = run.nodes !== null ? t('lab.tooBig.body', { empty: run.empty, nodes: run.nodes, max: LAB_MAX_NODES }) : t('lab.tooBig.bodyDepth', { depth: run.depth ?? 0, max: LAB_MAX_NODES });
  return (
    <TooBigFrame why={why}>
      {run.line.length > 0 && (
        <div>
          <button type="button" className="button primary" onClick={() => store.getState().labPlayOn()}>
            {t('lab.tooBig.playOn', { empty: run.empty - run.line.length })}
          </button>
          <p>{t('lab.tooBig.playOnDetail', { moves: describeMoves(run.line, game.toMove(run.board), words, t) })}</p>
        </div>
      )}
      {run.fitDepth !== null && <FittingDepthOffer depth={run.fitDepth} detail={t('lab.tooBig.depthDetail')} primary={false} />}
    </TooBigFrame>
  );
}
