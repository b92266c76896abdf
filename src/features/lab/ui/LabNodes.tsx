import { useMemo } from 'react';
import type { LabReady } from '../state/labSlice.ts';
import { describeLabNode, describeLabNodeState } from '../../../view/labCaption.ts';
import { useLabWords } from './labWords.ts';
import { disagrees, isEstimate } from '../../../view/labEstimate.ts';
import type { LabAlgorithm, LabFrame } from '../../../view/labFrames.ts';
import type { LabScene } from '../../../view/labStage.ts';
import { positionValue } from '../../../tree/positions.ts';
import { estimatedPalette } from '../../../view/shapes.ts';
import { selectPositions, selectScoreMode } from '../../../components/selectors.ts';
import type { AppPosition as Board } from '../../../store/appGame.ts';
import { useAppStore, useT } from '../../../components/StoreContext.tsx';
import { paletteScale } from '../../play/ui/SearchTreeView.tsx';
import { LabNode } from './LabNode.tsx';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { labNodeKey, shownLabState } from '../../../view/hideValues.ts';

interface Props {
  readonly run: LabReady<unknown>;
  readonly frame: LabFrame;
  readonly scene: LabScene;
  /** Per node: a depth-limit leaf at or below it (labEstimate.cutBelow). */
  readonly cut: readonly boolean[];
  readonly lastMove: number;
  readonly algorithm: LabAlgorithm;
  readonly value: (x: number) => string;
  onToggle(node: number): void;
}

/** The edges and nodes of the visible part of the lab tree (world coordinates; the stage moves them). */
export function LabNodes({ run, frame, scene, cut, lastMove, algorithm, value: v, onToggle }: Props) {
  const t = useT();
  const { tree } = run;
  const wording = useLabWords(run.wording);
  const { layout, nodes } = scene;
  const marks = useMemo(() => ({ pruned: t('lab.mark.pruned'), skipped: t('lab.mark.skipped'), table: t('lab.mark.table') }), [t]);
  const positions = useAppStore(selectPositions);
  const mode = useAppStore(selectScoreMode);
  // The exact value of a node from the full game tree, to set beside the estimates of a depth-limited search.
  const exactOf = (n: number) => (positions && run.exact ? positionValue(positions, tree.states[n] as Board, mode) : null);
  const palette = useMemo(() => (run.exact ? null : estimatedPalette(paletteScale(1 / run.unit))), [run.exact, run.unit]);
  const fresh = new Set(frame.fresh);
  const hide = useAppStore(selectHideValues);
  return (
    <>
      <g className="lab-edges">
        {layout.edges.map((e) => {
          const child = nodes[e.child];
          const s = frame.state(child);
          const cls = s.status === 'pruned' || s.status === 'skipped' ? 'lab-edge-cut' : s.visit > 0 ? 'lab-edge-visited' : '';
          const active = frame.edge === child || (frame.current === child && s.status === 'open');
          return (
            <g key={child} data-parent={nodes[e.parent]} data-child={child}>
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
        {nodes.map((n, i) => {
          const real = frame.state(n);
          // Hide values: the value the search gave the node shows once it is revealed.
          const s = shownLabState(hide, labNodeKey(tree, n), real);
          const kept = s !== real && s.status === 'done';
          const isCurrent = frame.current === n;
          const name = describeLabNode(tree, n, t, wording);
          const visit = s.visit > 0 ? `, ${t('lab.node.visit', { visit: s.visit })}` : '';
          const estimated = s.status === 'done' && s.result === 'exact' && s.value !== null && isEstimate(cut[n], s.value);
          const truth = estimated ? exactOf(n) : null;
          const horizon = truth !== null && s.value !== null && disagrees(s.value, truth);
          const truthWords = truth === null ? '' : `, ${t('lab.exactOf', { value: v(truth) })}${horizon ? `, ${t('lab.horizon')}` : ''}`;
          const below = tree.subtreeSize[n] - 1;
          const folded = scene.collapsed[i] ? `, ${t('lab.node.below', { count: below })}` : '';
          const label = `${name}: ${kept ? t('hide.hidden') : describeLabNodeState(s, t, cut[n], wording)}${truthWords}${visit}${folded}${isCurrent ? `, ${t('lab.node.current')}` : ''}`;
          const parent = tree.parent[n];
          const toggle =
            scene.collapsed[i] || scene.opened[i]
              ? { open: scene.opened[i], count: below, label: scene.opened[i] ? t('lab.node.collapse', { node: name }) : t('lab.node.expand', { node: name, count: below }), onToggle }
              : null;
          return (
            <LabNode
              key={n}
              node={n}
              x={layout.points[i].x}
              y={layout.points[i].y}
              board={tree.states[n]}
              view={run.view}
              wording={wording}
              palette={palette}
              lastMove={parent < 0 ? lastMove : tree.move[n]}
              state={s}
              current={isCurrent}
              fresh={fresh.has(n)}
              algorithm={algorithm}
              options={layout.options}
              label={label}
              cutRoot={(s.status === 'pruned' || s.status === 'skipped') && (parent < 0 || frame.state(parent).status !== s.status)}
              marks={marks}
              estimate={estimated ? { exact: truth, horizon } : null}
              toggle={toggle}
            />
          );
        })}
      </g>
    </>
  );
}
