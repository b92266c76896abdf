import { Fragment, useMemo, type ReactNode } from 'react';
import type { TreeNode } from '../../../exercises/types.ts';
import type { LabLayoutOptions } from '../../../view/labLayout.ts';
import { layoutExerciseTree, type ExercisePlacedEdge, type ExercisePlacedNode } from '../../../view/exerciseTree.ts';
import { MiniBoard } from '../../../components/MiniBoard.tsx';

/** Geometry of the exercise trees: bigger boards than the lab, room for inputs beside them. */
export const TREE_VALUES: LabLayoutOptions = { board: 52, rowGap: 14, label: 46, link: 34, margin: 18 };
export const TREE_WINDOWS: LabLayoutOptions = { board: 52, rowGap: 14, label: 62, link: 52, margin: 18 };

export type PlacedNode = ExercisePlacedNode;
export type PlacedEdge = ExercisePlacedEdge;

interface Props {
  readonly tree: readonly TreeNode[];
  /** The move that reached the root (drawn red), -1 for none. */
  readonly lastMove: number;
  readonly options: LabLayoutOptions;
  readonly label: string;
  /** Names a node for screen readers. */
  readonly nodeLabel: (n: TreeNode) => string;
  /** Text beside a node in the SVG (values shown), or null. */
  readonly nodeText?: (n: TreeNode) => { text: string; className: string; box?: boolean } | null;
  /** HTML laid over the tree beside a node (inputs). */
  readonly nodeOverlay?: (p: PlacedNode) => ReactNode;
  /** HTML laid over an edge (toggles). */
  readonly edgeOverlay?: (e: PlacedEdge) => ReactNode;
  /** Extra class of an edge's line (e.g. marked cut). */
  readonly edgeClass?: (child: TreeNode) => string;
  readonly className?: string;
}

/**
 * A small game tree drawn like the search lab draws it (root left, children
 * right in cell order, boards coloured by value where the value is known),
 * with HTML inputs and toggles laid over it at the nodes and edges.
 */
export function ExTree({ tree, lastMove, options, label, nodeLabel, nodeText, nodeOverlay, edgeOverlay, edgeClass, className }: Props) {
  const layout = useMemo(() => layoutExerciseTree(tree, options), [tree, options]);
  const b = options.board;
  const placed = layout.nodes;
  const edges = layout.edges;
  return (
    <div className={`ex-tree ${className ?? ''}`} style={{ width: layout.width, height: layout.height }}>
      <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} role="group" aria-label={label}>
        {edges.map((e) => (
          <path key={e.child.path} className="ex-edge" d={e.path} data-edge-of={e.child.path} />
        ))}
        {/* Marks drawn over the edge's own last segment only: the bracket above it is shared with its siblings. */}
        {edges.map((e) => {
          const cls = edgeClass?.(e.child) ?? '';
          return cls.trim() ? <path key={e.child.path} className={`ex-edge ${cls}`} d={e.own} /> : null;
        })}
        {placed.map(({ node, point }) => {
          const text = nodeText?.(node) ?? null;
          return (
            <g key={node.path} transform={`translate(${point.x},${point.y})`} data-node={node.path}>
              <MiniBoard board={node.board} value={node.leafValue} lastMove={node.parent === null ? lastMove : node.move} size={b} label={nodeLabel(node)} />
              {text?.box && <rect className="ex-box" x={b + 4} y={b / 2 - 11} width={options.label - 10} height={22} rx={2} />}
              {text && (
                <text className={`ex-node-text ${text.className}`} x={b + 5} y={b / 2 + 5}>
                  {text.text}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {nodeOverlay && placed.map((p) => <Fragment key={p.node.path}>{nodeOverlay(p)}</Fragment>)}
      {edgeOverlay && edges.map((e) => <Fragment key={e.child.path}>{edgeOverlay(e)}</Fragment>)}
    </div>
  );
}
