import { useMemo } from 'react';
import type { TreeNode } from '../../../exercises/types.ts';
import type { LabLayoutOptions } from '../../../view/labLayout.ts';
import { layoutExerciseTree } from '../../../view/exerciseTree.ts';
import { MiniBoard } from '../../../components/MiniBoard.tsx';
import { TreeFigure, type TreeFigureProps } from './TreeFigure.tsx';

/** Geometry of the exercise trees: bigger boards than the lab, room for inputs beside them. */
export const TREE_VALUES: LabLayoutOptions = { board: 52, rowGap: 14, label: 46, link: 34, margin: 18 };
export const TREE_WINDOWS: LabLayoutOptions = { board: 52, rowGap: 14, label: 62, link: 52, margin: 18 };

interface Props extends Omit<TreeFigureProps<TreeNode>, 'layout' | 'shape' | 'extra'> {
  readonly tree: readonly TreeNode[];
  /** The move that reached the root (drawn red), -1 for none. */
  readonly lastMove: number;
  readonly options: LabLayoutOptions;
  /** Names a node for screen readers. */
  readonly nodeLabel: (n: TreeNode) => string;
}

/**
 * A small game tree drawn like the search lab draws it (root left, children
 * right in cell order, boards coloured by value where the value is known),
 * with HTML inputs and toggles laid over it at the nodes and edges.
 */
export function ExTree({ tree, lastMove, options, nodeLabel, ...figure }: Props) {
  const layout = useMemo(() => layoutExerciseTree(tree, options), [tree, options]);
  return (
    <TreeFigure
      {...figure}
      layout={layout}
      shape={(node) => <MiniBoard board={node.board} value={node.leafValue} lastMove={node.parent === null ? lastMove : node.move} size={options.board} label={nodeLabel(node)} />}
    />
  );
}
