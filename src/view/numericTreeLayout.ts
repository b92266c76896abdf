/**
 * Layout of a numeric tree (numericTree.ts): the exercise trees' layout
 * (root left, children right, in order) below a header row naming the side
 * to move in each column (MAX / MIN), so a class reads whose turn a level
 * is without counting. Pure: runs in Node, read back by the geometry test.
 */
import type { NumNode, NumTree } from '../exercises/numericTree.ts';
import { layoutExerciseTree, type ExerciseTreeLayout } from './exerciseTree.ts';
import type { LabLayoutOptions } from './labLayout.ts';

/** Height of the header row above the tree. */
export const HEADER = 24;

/** On screen: a box per node with its value typed inside, (α, β) typed in the block right of it. */
export const NUM_TREE: LabLayoutOptions = { board: 44, rowGap: 10, label: 60, link: 34, margin: 14 };
/** On paper: the same boxes, with a smaller block for α and β. */
export const NUM_SHEET: LabLayoutOptions = { board: 40, rowGap: 8, label: 54, link: 26, margin: 10 };

export interface NumericTreeLayout extends ExerciseTreeLayout<NumNode> {
  /** One header per column: the left of its boxes, its text's baseline, and whether MAX moves there. */
  readonly columns: readonly { readonly x: number; readonly y: number; readonly max: boolean }[];
}

/** Places `tree` with `options` below the header row; every point moves down by HEADER. O(nodes). */
export function layoutNumericTree(tree: NumTree, options: LabLayoutOptions): NumericTreeLayout {
  const base = layoutExerciseTree(tree.nodes, options);
  const down = (d: string) => d.replace(/([MV])(-?[\d.]+),?(-?[\d.]+)?/g, (_m, cmd: string, a: string, b?: string) => (cmd === 'V' ? `V${Number(a) + HEADER}` : `M${a},${Number(b) + HEADER}`));
  const nodes = base.nodes.map((p) => ({ node: p.node, point: { x: p.point.x, y: p.point.y + HEADER } }));
  const edges = base.edges.map((e) => ({ ...e, y: e.y + HEADER, path: down(e.path), own: down(e.own) }));
  const depth = Math.max(...tree.nodes.map((n) => n.path.length));
  const column = options.board + options.label + options.link;
  const columns = Array.from({ length: depth + 1 }, (_, d) => ({ x: options.margin + d * column, y: options.margin + HEADER - 10, max: (d % 2 === 0) === tree.rootMax }));
  return { ...base, nodes, edges, columns, height: base.height + HEADER };
}
