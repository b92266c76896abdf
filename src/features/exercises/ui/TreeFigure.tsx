import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { ExercisePlacedEdge, ExercisePlacedNode, ExerciseTreeLayout, LaidNode } from '../../../view/exerciseTree.ts';

export interface TreeFigureProps<N extends LaidNode> {
  readonly layout: ExerciseTreeLayout<N>;
  readonly label: string;
  /** The node itself (a board, a box), drawn at its point in a box of the layout's board size. */
  readonly shape: (n: N) => ReactNode;
  /** Text beside a node in the SVG (values shown), or null. */
  readonly nodeText?: (n: N) => { text: string; className: string; box?: boolean } | null;
  /** HTML laid over the tree beside a node (inputs). */
  readonly nodeOverlay?: (p: ExercisePlacedNode<N>) => ReactNode;
  /** HTML laid over an edge (toggles). */
  readonly edgeOverlay?: (e: ExercisePlacedEdge<N>) => ReactNode;
  /** Extra class of an edge's line (e.g. marked cut). */
  readonly edgeClass?: (child: N) => string;
  /** More SVG drawn under the tree (column headers). */
  readonly extra?: ReactNode;
  readonly className?: string;
  /** More style on the figure's box (e.g. a CSS variable the print stylesheet reads). */
  readonly style?: CSSProperties;
}

/**
 * A laid-out exercise tree: edges as brackets, each node's shape at its
 * point with optional text beside it, and HTML inputs and toggles laid over
 * it at the nodes and edges. What a game tree (ExTree) and a numeric tree
 * (NumTree) share.
 */
export function TreeFigure<N extends LaidNode>({ layout, label, shape, nodeText, nodeOverlay, edgeOverlay, edgeClass, extra, className, style }: TreeFigureProps<N>) {
  const b = layout.options.board;
  return (
    <div className={`ex-tree ${className ?? ''}`} style={{ ...style, width: layout.width, height: layout.height }}>
      <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} role="group" aria-label={label}>
        {extra}
        {layout.edges.map((e) => (
          <path key={e.child.path} className="ex-edge" d={e.path} data-edge-of={e.child.path} />
        ))}
        {/* Marks drawn over the edge's own last segment only: the bracket above it is shared with its siblings. */}
        {layout.edges.map((e) => {
          const cls = edgeClass?.(e.child) ?? '';
          return cls.trim() ? <path key={e.child.path} className={`ex-edge ${cls}`} d={e.own} /> : null;
        })}
        {layout.nodes.map(({ node, point }) => {
          const text = nodeText?.(node) ?? null;
          return (
            <g key={node.path} transform={`translate(${point.x},${point.y})`} data-node={node.path}>
              {shape(node)}
              {text?.box && <rect className="ex-box" x={b + 4} y={b / 2 - 11} width={layout.options.label - 10} height={22} rx={2} />}
              {text && (
                <text className={`ex-node-text ${text.className}`} x={b + 5} y={b / 2 + 5}>
                  {text.text}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {nodeOverlay && layout.nodes.map((p) => <Fragment key={p.node.path}>{nodeOverlay(p)}</Fragment>)}
      {edgeOverlay && layout.edges.map((e) => <Fragment key={e.child.path}>{edgeOverlay(e)}</Fragment>)}
    </div>
  );
}
