import { useMemo } from 'react';
import type { Settings } from '../../../store/settings.ts';
import { layoutTree, type TreeLayout } from '../../../view/layout.ts';
import type { TreeSource } from '../../../view/treeSource.ts';
import type { StageSize } from './useStageSize.ts';

/**
 * The layout of the visible subtree for the stage's size, recomputed only when its inputs change (null before the stage is measured).
 * `minLabel`: smallest value text (px) on the focus and the two levels below it (see classroomLabel).
 */
export function useTreeLayout(source: TreeSource, focus: number, settings: Settings, size: StageSize, minLabel?: number): TreeLayout | null {
  const { treeDepth, childOrder, mergeSymmetry, scoreMode } = settings;
  const { width, height } = size;
  return useMemo(
    () => (width > 0 && height > 0 ? layoutTree(source, focus, { depth: treeDepth, order: childOrder, mergeSymmetry, mode: scoreMode, viewport: { width, height }, minLabel }) : null),
    [source, focus, treeDepth, childOrder, mergeSymmetry, scoreMode, width, height, minLabel],
  );
}
