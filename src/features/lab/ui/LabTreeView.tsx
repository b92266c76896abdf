import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { LabReady } from '../state/labSlice.ts';
import { formatWordedValue } from '../../../view/labCaption.ts';
import { cutBelow } from '../../../view/labEstimate.ts';
import type { LabFrame } from '../../../view/labFrames.ts';
import { searchPath } from '../../../view/labFrames.ts';
import { drawnWhole, LAB_MIN_LABEL_PX, LAB_MIN_LABEL_PX_PRESENT, labScene } from '../../../view/labStage.ts';
import type { AppState } from '../../../store/appState.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { useStageSize } from '../../explorer/ui/useStageSize.ts';
import { LabNodes } from './LabNodes.tsx';
import { LabViewBar } from './LabViewBar.tsx';
import { useLabCamera } from './useLabCamera.ts';
import { usePresentFill } from '../../present/ui/usePresentFill.ts';

const selectPresent = (s: AppState) => s.present;
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { anyHidden, labNodeKey } from '../../../view/hideValues.ts';

interface Props {
  readonly run: LabReady<unknown>;
  readonly frame: LabFrame;
  /** The focus position's last move (drawn red on the root), -1 for none. */
  readonly lastMove: number;
}

/**
 * The lab's tree: root left, children right, every node a small board, drawn
 * as SVG in a group the shared pan / zoom stage moves (useLabCamera). Big
 * trees are drawn collapsed around the search path (labStage.ts). With the
 * box focused, the arrow keys step, Home / End jump, space plays or pauses,
 * + / − zoom, W shows the whole tree and F follows the step.
 */
export function LabTreeView({ run, frame, lastMove }: Props) {
  const t = useT();
  const keysId = useId();
  const store = useAppStoreApi();
  const box = useRef<HTMLDivElement>(null);
  const group = useRef<SVGGElement>(null);
  const size = useStageSize(box);
  const present = useAppStore(selectPresent);
  // Presentation mode: the tree box reaches the bottom of the first screen.
  usePresentFill(box, present);
  const { tree, algorithm, wording } = run;
  const whole = drawnWhole(tree);
  // Subtrees the person opened, for this tree only.
  const [opened, setOpened] = useState<{ tree: unknown; nodes: ReadonlySet<number> }>({ tree, nodes: new Set() });
  const openNodes = opened.tree === tree ? opened.nodes : EMPTY;
  const path = whole ? '' : searchPath(tree, frame).join(',');
  const scene = useMemo(() => labScene(tree, path === '' ? [] : path.split(',').map(Number), openNodes, run.layoutOptions), [tree, path, openNodes, run.layoutOptions]);
  const camera = useLabCamera(box, group, size, tree, scene, frame.current, present ? LAB_MIN_LABEL_PX_PRESENT : LAB_MIN_LABEL_PX);
  const hide = useAppStore(selectHideValues);
  // Values hidden: a click on a board shows the value the search gave it (a click on its open / close button does not).
  const onClick = (e: MouseEvent) => {
    if (!anyHidden(hide) || !(e.target instanceof Element) || e.target.closest('button')) return;
    const node = e.target.closest('[data-node]')?.getAttribute('data-node');
    if (node != null) store.getState().revealValue(labNodeKey(tree, Number(node)));
  };
  const cut = useMemo(() => cutBelow(tree), [tree]);
  const toggle = useCallback(
    (n: number) =>
      setOpened((prev) => {
        const nodes = new Set(prev.tree === tree ? prev.nodes : []);
        if (!nodes.delete(n)) nodes.add(n);
        return { tree, nodes };
      }),
    [tree],
  );
  // Focus never lost: when a focused button inside the tree leaves the picture (its subtree folded at a step), the tree box takes focus.
  const focusInside = useRef(false);
  const onFocus = () => {
    focusInside.current = true;
  };
  const onBlur = (e: FocusEvent) => {
    if (e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) focusInside.current = false;
  };
  useLayoutEffect(() => {
    const el = box.current;
    if (el && focusInside.current && (document.activeElement === null || document.activeElement === document.body)) el.focus();
  }, [scene]);
  const onKeyDown = (e: KeyboardEvent) => {
    const lab = store.getState();
    if (e.target !== e.currentTarget && (e.key === 'Enter' || e.key === ' ')) return;
    if (e.key === 'ArrowRight') lab.stepLab(1);
    else if (e.key === 'ArrowLeft') lab.stepLab(-1);
    else if (e.key === 'Home') lab.setLabFrame(0);
    else if (e.key === 'End') lab.setLabFrame(Infinity);
    else if (e.key === ' ') lab.setLabPlaying(!lab.labPlaying);
    else if (e.key === '+' || e.key === '=') camera.zoomBy(1.4);
    else if (e.key === '-') camera.zoomBy(1 / 1.4);
    else if (e.key === 'w' || e.key === 'W') camera.showWhole();
    else if (e.key === 'f' || e.key === 'F') camera.follow();
    else return;
    e.preventDefault();
  };

  return (
    <div className="lab-tree-wrap">
      <div className="lab-tree-head">
        <LabViewBar camera={camera} />
      </div>
      <div ref={box} className="lab-tree-box" tabIndex={0} role="region" aria-label={t('lab.tree')} aria-describedby={keysId} onKeyDown={onKeyDown} onClick={onClick} onFocus={onFocus} onBlur={onBlur} data-nodes={scene.nodes.length} data-camera={camera.shows}>
        <svg className="lab-tree" width="100%" height="100%">
          <g ref={group} className="lab-zoom-group">
            <LabNodes run={run} frame={frame} scene={scene} cut={cut} lastMove={lastMove} onToggle={toggle} value={(x) => formatWordedValue(x, wording)} algorithm={algorithm} />
          </g>
        </svg>
      </div>
      {/* Below the picture, so that the picture starts as high as it can. */}
      <p id={keysId} className="lab-keys">
        {t('lab.keys')}
      </p>
      {anyHidden(hide) && <p className="lab-keys hide-help">{t('hide.labHelp')}</p>}
      {!whole && <p className="lab-note">{t('lab.collapsed.note')}</p>}
    </div>
  );
}

const EMPTY: ReadonlySet<number> = new Set();
