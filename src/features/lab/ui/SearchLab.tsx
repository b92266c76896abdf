import { useRef, type ReactNode } from 'react';
import './lab.css';
import { selectLabFrameIndex, selectLabRun, type LabReady, type LabTooBig as TooBig } from '../state/labSlice.ts';
import { useAppStore, useT } from '../../../components/StoreContext.tsx';
import { describeMoves } from './describeMoves.ts';
import { useTreeLabWords } from './labWords.ts';
import { LabCaseTable } from './LabCaseTable.tsx';
import { LabComparison } from './LabComparison.tsx';
import { LabControls } from './LabControls.tsx';
import { LabLegend } from './LabLegend.tsx';
import { LabSettings } from './LabSettings.tsx';
import { LabStepInfo } from './LabStepInfo.tsx';
import { LabTooBig } from './LabTooBig.tsx';
import { LabTreeView } from './LabTreeView.tsx';
import { selectGameMoves } from './labSelectors.ts';
import { usePlayTimer } from './usePlayTimer.ts';
import type { AppState } from '../../../store/appState.ts';
import { useFillHeight } from './useFillHeight.ts';
import { HOME } from '../../../components/focus.ts';

const selectPresent = (s: AppState) => s.present;

/** The search lab: minimax and alpha-beta step by step on the focus position, and a comparison of node counts. */
export function SearchLab() {
  const t = useT();
  const run = useAppStore(selectLabRun);
  const moves = useAppStore(selectGameMoves);
  const words = useTreeLabWords();
  if (run.kind === 'waiting') return <p className="lab-waiting">{t('lab.waiting')}</p>;
  return (
    <div className="lab" data-focus-home={HOME.labPlay}>
      <p className="lab-intro">
        {t('lab.intro')} <strong>{t('lab.focus', { moves: moves.length > 0 ? describeMoves(moves, 0, words, t) : t('lab.focus.empty') })}</strong>
      </p>
      <LabSettings />
      {run.kind === 'too-big' ? <LabTooBig run={run as TooBig} /> : <LabStage run={run} lastMove={moves.length > 0 ? moves[moves.length - 1] : -1} />}
      <LabComparison />
    </div>
  );
}

/** Controls, tree and explanations of a run small enough to animate (any game); `lastMove`: the focus position's last move, -1 for none. */
export function LabStage({ run, lastMove, aside = null }: { run: LabReady<unknown>; lastMove: number; aside?: ReactNode }) {
  const index = useAppStore(selectLabFrameIndex);
  usePlayTimer();
  const main = useRef<HTMLDivElement>(null);
  useFillHeight(main);
  const frame = run.frames.at(index);
  // Presentation mode: the caption in a full-width strip above the tree, the rest of the side panel below it.
  const present = useAppStore(selectPresent);
  return (
    <div className="lab-stage">
      <LabControls index={index} total={run.frames.length} />
      <div className={present ? 'lab-main lab-main-present' : 'lab-main'} ref={main}>
        {present && <LabStepInfo run={run} frame={frame} show="caption" />}
        <LabTreeView run={run} frame={frame} lastMove={lastMove} />
        <div className="lab-side">
          <LabStepInfo run={run} frame={frame} show={present ? 'details' : 'all'} />
          {aside}
          {run.algorithm === 'alphabeta' && <LabCaseTable frame={frame} wording={run.wording} />}
          <LabLegend algorithm={run.algorithm} depthLimited={run.tree.maxDepth !== null} exact={run.exact} />
        </div>
      </div>
    </div>
  );
}
