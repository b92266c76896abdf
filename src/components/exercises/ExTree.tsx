import { Fragment, useMemo, type ReactNode } from 'react';
import { GAME, type Board } from '../../exercises/engine.ts';
import type { TreeNode } from '../../exercises/types.ts';
import { layoutLabTree, type LabLayoutOptions, type LabPoint } from '../../view/labLayout.ts';
import { buildLabTree, pathKey } from '../../view/labTree.ts';
import { MiniBoard } from '../MiniBoard.tsx';

/** Geometry of the exercise trees: bigger boards than the lab, room for inputs beside them. */
export const TREE_VALUES: LabLayoutOptions = { board: 52, rowGap: 14, label: 46, link: 34, margin: 18 };
export const TREE_WINDOWS: LabLayoutOptions = { board: 52, rowGap: 14, label: 62, link: 52, margin: 18 };

export interface PlacedNode {
  readonly node: TreeNode;
  readonly point: LabPoint;
}
export interface PlacedEdge {
  readonly child: TreeNode;
  /** Middle of the horizontal segment into the child. */
  readonly x: number;
  readonly y: number;
}

interface Props {
  readonly tree: readonly TreeNode[];
  readonly root: Board;
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
export function ExTree({ tree, root, lastMove, options, label, nodeLabel, nodeText, nodeOverlay, edgeOverlay, edgeClass, className }: Props) {
  const lab = useMemo(() => buildLabTree(GAME, root, null), [root]);
  const layout = useMemo(() => layoutLabTree(lab, options), [lab, options]);
  const index = useMemo(() => new Map(lab.nodes.map((n) => [pathKey(n.moves), n.index])), [lab]);
  const b = options.board;
  const placed = tree.map((node) => ({ node, point: layout.points[index.get(node.path) ?? 0] }));
  const byPath = new Map(placed.map((p) => [p.node.path, p]));
  const edges = placed
    .filter((p) => p.node.parent !== null)
    .map((p) => {
      const parent = byPath.get(p.node.parent ?? '')?.point ?? p.point;
      const bracketX = parent.x + b + options.label + 8;
      const y = p.point.y + b / 2;
      return { child: p.node, x: (bracketX + p.point.x) / 2, y, path: `M${parent.x + b},${parent.y + b / 2}H${bracketX}V${y}H${p.point.x}`, own: `M${bracketX},${y}H${p.point.x}` };
    });
  return (
    <div className={`ex-tree ${className ?? ''}`} style={{ width: layout.width, height: layout.height }}>
      <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} role="group" aria-label={label}>
        {edges.map((e) => (
          <path key={e.child.path} className="ex-edge" d={e.path} />
        ))}
        {/* Marks drawn over the edge's own last segment only: the bracket above it is shared with its siblings. */}
        {edges.map((e) => {
          const cls = edgeClass?.(e.child) ?? '';
          return cls.trim() ? <path key={e.child.path} className={`ex-edge ${cls}`} d={e.own} /> : null;
        })}
        {placed.map(({ node, point }) => {
          const text = nodeText?.(node) ?? null;
          return (
            <g key={node.path} transform={`translate(${point.x},${point.y})`}>
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
