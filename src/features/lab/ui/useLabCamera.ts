import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { LabTree } from '../../../view/labTree.ts';
import { labFitCamera, labHomeCamera, type LabScene } from '../../../view/labStage.ts';
import { createZoomStage, GLIDE_MS, type ZoomStage } from '../../../components/zoomStage.ts';
import type { StageSize } from '../../explorer/ui/useStageSize.ts';

/** 'home': the camera follows the step (or shows the whole tree when it is legible); 'free': the person moved it. */
export type LabCameraMode = 'home' | 'free';

export interface LabCameraControls {
  readonly mode: LabCameraMode;
  /** What the camera shows: the home view's kind ('whole' / 'follow'), 'fit' after the whole-tree button, 'free' after a drag or zoom. */
  readonly shows: 'whole' | 'follow' | 'fit' | 'free';
  /** Back to the home view, following the step. */
  follow(): void;
  /** The whole drawn tree on screen, whatever the label size; the camera stops following. */
  showWhole(): void;
  zoomBy(factor: number): void;
}

/**
 * The lab tree's camera: the shared pan / zoom stage (../zoomStage.ts) on the
 * box, its transform written to the SVG group `group` outside React. In home
 * mode it moves to labHomeCamera after every step, resize and layout change;
 * a drag, wheel or pinch switches to free mode until `follow`.
 */
export function useLabCamera<S>(box: RefObject<HTMLDivElement | null>, group: RefObject<SVGGElement | null>, size: StageSize, tree: LabTree<S>, scene: LabScene, current: number, minLabelPx: number): LabCameraControls {
  const stage = useRef<ZoomStage | null>(null);
  const [mode, setMode] = useState<LabCameraMode>('home');
  const [shows, setShows] = useState<LabCameraControls['shows']>('follow');
  const placed = useRef(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const s = createZoomStage(el, (t, byUser) => {
      const g = group.current;
      if (g) g.setAttribute('transform', `translate(${t.x},${t.y}) scale(${t.k})`);
      // Read by the browser tests: the transform now.
      el.dataset.transform = `${t.x},${t.y},${t.k}`;
      if (byUser) {
        setMode('free');
        setShows('free');
      }
    }, { glide: 'linear' });
    stage.current = s;
    return () => {
      s.destroy();
      stage.current = null;
      placed.current = false;
    };
  }, [box, group]);
  // A new search (another tree) starts at home again.
  const [seenTree, setSeenTree] = useState(tree);
  if (seenTree !== tree) {
    setSeenTree(tree);
    setMode('home');
  }
  useLayoutEffect(() => {
    const s = stage.current;
    if (!s || mode !== 'home' || size.width === 0) return;
    const camera = labHomeCamera(tree, scene, current, size.width, size.height, minLabelPx);
    setShows(camera.kind);
    s.moveTo(camera.transform, placed.current ? GLIDE_MS / 2 : 0);
    placed.current = true;
  }, [mode, tree, scene, current, size, minLabelPx]);
  const follow = useCallback(() => setMode('home'), []);
  const showWhole = useCallback(() => {
    setMode('free');
    setShows('fit');
    if (stage.current && size.width > 0) stage.current.moveTo(labFitCamera(scene.layout, size.width, size.height), GLIDE_MS);
  }, [scene, size]);
  const zoomBy = useCallback((factor: number) => {
    setMode('free');
    setShows('free');
    stage.current?.zoomBy(factor);
  }, []);
  return { mode, shows, follow, showWhole, zoomBy };
}
