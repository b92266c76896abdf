import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { LabReady } from '../../store/labSlice.ts';
import { describeLabNode, describeLabNodeState, formatWordedValue } from '../../view/labCaption.ts';
import { cutBelow, disagrees, isEstimate } from '../../view/labEstimate.ts';
import { positionValue } from '../../tree/positions.ts';
import { selectPositions, selectScoreMode } from '../selectors.ts';
import type { AppState } from '../../store/appState.ts';
import type { AppPosition as Board } from '../../store/appGame.ts';

const selectPresent = (s: AppState) => s.present;
/** How much larger presentation mode draws the lab tree. */
export const LAB_PRESENT_SCALE = 2.4;
import type { LabFrame } from '../../view/labFrames.ts';
import { useAppStore, useAppStoreApi, useT } from '../StoreContext.tsx';
import { LabNode } from './LabNode.tsx';
import { estimatedPalette } from '../../view/shapes.ts';
import { paletteScale } from '../cpu/CpuTree.tsx';
import { selectHideValues } from '../../store/hideSlice.ts';
import { anyHidden, labKey, shownLabState } from '../../view/hideValues.ts';
import { pathKey } from '../../view/labTree.ts';

interface Props {
  readonly run: LabReady<unknown>;
  readonly frame: LabFrame;
  /** The focus position's last move (drawn red on the root), -1 for none. */
  readonly lastMove: number;
}

/** Keeps `[start, start + size]` visible in a scroll box along one axis. */
function reveal(scroll: number, view: number, start: number, size: number, pad: number): number {
  if (start - pad < scroll) return Math.max(0, start - pad);
  if (start + size + pad > scroll + view) return start + size + pad - view;
  return scroll;
}

/**
 * The lab's tree: root left, children right, every node a small board. The
 * box scrolls to keep the step's node in view; with the box focused, the
 * arrow keys step, Home / End jump and space plays or pauses.
 */
export function LabTreeView({ run, frame, lastMove }: Props) {
  const t = useT();
  const keysId = useId();
  const store = useAppStoreApi();
  const box = useRef<HTMLDivElement>(null);
  const { tree, layout, algorithm, wording } = run;
  const v = (x: number) => formatWordedValue(x, wording);
  const names = useMemo(() => tree.nodes.map((n) => describeLabNode(tree, n.index, t, wording)), [tree, t, wording]);
  const marks = useMemo(() => ({ pruned: t('lab.mark.pruned'), skipped: t('lab.mark.skipped'), table: t('lab.mark.table') }), [t]);
  const positions = useAppStore(selectPositions);
  // Presentation mode draws the same tree larger: its smallest labels (8.5 px) become 20 px and more.
  const k = useAppStore(selectPresent) ? LAB_PRESENT_SCALE : 1;
  const mode = useAppStore(selectScoreMode);
  const hide = useAppStore(selectHideValues);
  const keyOf = (i: number) => labKey(tree, pathKey(tree.nodes[i].moves));
  // Values hidden: a click on a board shows the value the search gave it.
  const onClick = (e: MouseEvent) => {
    const svg = (e.currentTarget as Element).querySelector('svg.lab-tree');
    if (!svg) return;
    const r = svg.getBoundingClientRect();
    const x = ((e.clientX - r.left) / r.width) * layout.width;
    const y = ((e.clientY - r.top) / r.height) * layout.height;
    const hit = layout.points.findIndex((p) => x >= p.x && x <= p.x + board && y >= p.y && y <= p.y + board);
    if (hit >= 0) store.getState().revealValue(keyOf(hit));
  };
  const cut = useMemo(() => cutBelow(tree), [tree]);
  // The exact value of every node from the full game tree, to set beside the estimates of a depth-limited search.
  const exact = useMemo(() => tree.nodes.map((n) => (positions && run.exact ? positionValue(positions, n.state as Board, mode) : null)), [tree, positions, mode, run.exact]);
  const palette = useMemo(() => (run.exact ? null : estimatedPalette(paletteScale(1 / run.unit))), [run.exact, run.unit]);
  const fresh = new Set(frame.fresh);
  const board = layout.options.board;

  const current = frame.current;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const p = layout.points[current];
    el.scrollTop = reveal(el.scrollTop, el.clientHeight, p.y * k, board * k, 28);
    el.scrollLeft = reveal(el.scrollLeft, el.clientWidth, p.x * k, board * k, 28);
  }, [current, layout, board, k]);

  const onKeyDown = (e: KeyboardEvent) => {
    const lab = store.getState();
    if (e.key === 'ArrowRight') lab.stepLab(1);
    else if (e.key === 'ArrowLeft') lab.stepLab(-1);
    else if (e.key === 'Home') lab.setLabFrame(0);
    else if (e.key === 'End') lab.setLabFrame(Infinity);
    else if (e.key === ' ') lab.setLabPlaying(!lab.labPlaying);
    else return;
    e.preventDefault();
  };

  return (
    <div className="lab-tree-wrap">
      <p id={keysId} className="lab-keys">
        {t('lab.keys')}
      </p>
      {anyHidden(hide) && <p className="lab-keys hide-help">{t('hide.labHelp')}</p>}
      <div ref={box} className="lab-tree-box" tabIndex={0} role="region" aria-label={t('lab.tree')} aria-describedby={keysId} onKeyDown={onKeyDown} onClick={onClick}>
        <svg className="lab-tree" width={layout.width * k} height={layout.height * k} viewBox={`0 0 ${layout.width} ${layout.height}`}>
          <g className="lab-edges">
            {layout.edges.map((e) => {
              const s = frame.nodes[e.child];
              const cls = s.status === 'pruned' || s.status === 'skipped' ? 'lab-edge-cut' : s.visit > 0 ? 'lab-edge-visited' : '';
              const active = frame.edge === e.child || (frame.current === e.child && s.status === 'open');
              return (
                <g key={e.child}>
                  <path className={`lab-edge ${cls}${active ? ' lab-edge-active' : ''}`} d={e.path} />
                  {algorithm === 'alphabeta' && s.entered && (
                    <text className="lab-edge-label" x={e.labelX} y={e.labelY}>
                      ({v(s.entered.alpha)}, {v(s.entered.beta)})
                    </text>
                  )}
                </g>
              );
            })}
          </g>
          <g className="lab-nodes">
            {tree.nodes.map((n) => {
              const s = shownLabState(hide, keyOf(n.index), frame.nodes[n.index]);
              const kept = s !== frame.nodes[n.index] && s.status === 'done';
              const isCurrent = current === n.index;
              const visit = s.visit > 0 ? `, ${t('lab.node.visit', { visit: s.visit })}` : '';
              const estimated = s.status === 'done' && s.result === 'exact' && s.value !== null && isEstimate(cut[n.index], s.value);
              const truth = estimated ? exact[n.index] : null;
              const horizon = truth !== null && s.value !== null && disagrees(s.value, truth);
              const truthWords = truth === null ? '' : `, ${t('lab.exactOf', { value: v(truth) })}${horizon ? `, ${t('lab.horizon')}` : ''}`;
              const label = `${names[n.index]}: ${kept ? t('hide.hidden') : describeLabNodeState(s, t, cut[n.index], wording)}${truthWords}${visit}${isCurrent ? `, ${t('lab.node.current')}` : ''}`;
              return (
                <LabNode
                  key={n.index}
                  x={layout.points[n.index].x}
                  y={layout.points[n.index].y}
                  board={n.state}
                  view={run.view}
                  wording={wording}
                  palette={palette}
                  lastMove={n.parent < 0 ? lastMove : n.move}
                  state={s}
                  current={isCurrent}
                  fresh={fresh.has(n.index)}
                  algorithm={algorithm}
                  options={layout.options}
                  label={label}
                  cutRoot={(s.status === 'pruned' || s.status === 'skipped') && (n.parent < 0 || frame.nodes[n.parent].status !== s.status)}
                  marks={marks}
                  estimate={estimated ? { exact: truth, horizon } : null}
                />
              );
            })}
          </g>
        </svg>
      </div>
    </div>
  );
}
