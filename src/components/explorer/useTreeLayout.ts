import type { AppTree } from '../../store/appGame.ts';
import { useMemo } from 'react';
import { edgeSegments, layoutTree, type TreeLayout, type Segment } from '../../view/layout.ts';
import type { Settings } from '../../store/settings.ts';

/** The layout and edges of the visible subtree, recomputed only when its inputs change. */
export function useTreeLayout(tree: AppTree, focus: number, settings: Settings): { layout: TreeLayout; segments: Segment[] } {
  const { treeDepth, childOrder, mergeSymmetry, scoreMode } = settings;
  return useMemo(() => {
    const layout = layoutTree(tree, focus, { depth: treeDepth, order: childOrder, mergeSymmetry, mode: scoreMode });
    return { layout, segments: edgeSegments(layout) };
  }, [tree, focus, treeDepth, childOrder, mergeSymmetry, scoreMode]);
}
