/**
 * Numeric game trees: abstract trees with a number at every leaf and MAX or
 * MIN to move at the root (the sides alternate by level), as homework and
 * exams draw them. Nodes are kept in preorder, root first; a node's id is
 * its path: '' for the root, then one character per edge, the child's index
 * ('0' for the first child): so a parent's path is its child's without the
 * last character. At most 10 children per node (TREE_LIMITS keeps 6).
 */
import type { Rng } from './engine.ts';

export interface NumNode {
  /** '' for the root; each edge appends the child's index as one digit. */
  readonly path: string;
  /** The parent's path; null for the root. */
  readonly parent: string | null;
  /** Child paths, left to right (the order a search visits them). */
  readonly children: readonly string[];
  /** A leaf's number; null for an inner node. */
  readonly leafValue: number | null;
  /** MAX to move here (MIN otherwise). */
  readonly max: boolean;
}

export interface NumTree {
  readonly rootMax: boolean;
  /** Preorder, root first. */
  readonly nodes: readonly NumNode[];
}

/** A tree as nested lists: a number is a leaf, a list an inner node with its children in order. */
export type Nested = number | readonly Nested[];

/** The tree of `nested` (a list: the root) with MAX (or MIN) at the root. O(nodes). */
export function treeOf(nested: readonly Nested[], rootMax: boolean): NumTree {
  const nodes: NumNode[] = [];
  const visit = (n: Nested, path: string, parent: string | null, max: boolean) => {
    if (typeof n === 'number') {
      nodes.push({ path, parent, children: [], leafValue: n, max });
      return;
    }
    nodes.push({ path, parent, children: n.map((_, i) => path + String(i)), leafValue: null, max });
    n.forEach((c, i) => visit(c, path + String(i), path, !max));
  };
  visit(nested, '', null, rootMax);
  return { rootMax, nodes };
}

/** The nested lists of `tree` (the inverse of treeOf). O(nodes). */
export function nestedOf(tree: NumTree): readonly Nested[] {
  const byPath = new Map(tree.nodes.map((n) => [n.path, n]));
  const build = (path: string): Nested => {
    const n = byPath.get(path);
    if (!n) throw new Error(`numeric tree: no node "${path}"`);
    return n.leafValue !== null ? n.leafValue : n.children.map(build);
  };
  return build('') as readonly Nested[];
}

/** How far below the root the deepest leaf is (edges). O(nodes). */
export function depthOf(tree: NumTree): number {
  return Math.max(...tree.nodes.map((n) => n.path.length));
}

/** The shape a random tree is drawn with. */
export interface TreeShape {
  /** Edges from the root to every leaf. */
  readonly depth: number;
  /** Children of an inner node, drawn uniformly in [minBranch, maxBranch]. */
  readonly minBranch: number;
  readonly maxBranch: number;
  /** Leaf values are whole numbers drawn uniformly in [-range, range]. */
  readonly range: number;
}

/** A random tree of `shape`, leaves all at its depth. Deterministic for a given rng state. O(nodes). */
export function randomTree(rng: Rng, shape: TreeShape, rootMax: boolean): NumTree {
  const draw = (depth: number): Nested => {
    if (depth === shape.depth) return rng.int(2 * shape.range + 1) - shape.range;
    const n = shape.minBranch + rng.int(shape.maxBranch - shape.minBranch + 1);
    return Array.from({ length: n }, () => draw(depth + 1));
  };
  return treeOf(draw(0) as readonly Nested[], rootMax);
}

/** The minimax value of every node, by path. O(nodes). */
export function minimaxValues(tree: NumTree): Map<string, number> {
  const values = new Map<string, number>();
  // Preorder reversed visits every child before its parent.
  for (let i = tree.nodes.length - 1; i >= 0; i--) {
    const n = tree.nodes[i];
    if (n.leafValue !== null) values.set(n.path, n.leafValue);
    else {
      const vs = n.children.map((c) => values.get(c) ?? NaN);
      values.set(n.path, n.max ? Math.max(...vs) : Math.min(...vs));
    }
  }
  return values;
}

/** The cut rule and the fail mode of a search (conventions.ts). */
export interface SearchRules {
  readonly cut: 'ge' | 'gt';
  readonly fail: 'soft' | 'hard';
}

/** An inner node the search entered. */
export interface Visit {
  readonly path: string;
  /** α and β on entry: the window its parent passed down (−∞, +∞ at the root). */
  readonly alpha: number;
  readonly beta: number;
  /** The values its searched children returned, in order. */
  readonly seen: readonly number[];
  /** Child paths skipped by its cut-off (empty when none). */
  readonly cut: readonly string[];
  /** What it returns: the best of `seen` (fail-soft) or that clamped to [α, β] on entry (fail-hard). */
  readonly value: number;
}

export interface NumericSearch {
  readonly value: number;
  /** Inner nodes entered, in the order they were entered. */
  readonly visits: readonly Visit[];
  /** The first edge of every skipped branch (child paths), in search order. */
  readonly cuts: readonly string[];
}

/**
 * Alpha-beta over `tree`, children left to right. A MAX node keeps
 * v = max of its children's values so far; after each child it cuts (skips
 * the rest) when v ≥ β (or v > β under the strict rule), else raises α to v;
 * MIN mirrors it (v ≤ α / v < α, lowers β). Leaves return their number.
 * Fail-soft returns v; fail-hard returns v clamped to the node's window on
 * entry. O(nodes).
 */
export function searchNumeric(tree: NumTree, rules: SearchRules): NumericSearch {
  const byPath = new Map(tree.nodes.map((n) => [n.path, n]));
  const visits: Visit[] = [];
  const cuts: string[] = [];
  const beyond = (v: number, bound: number, max: boolean) => (rules.cut === 'ge' ? (max ? v >= bound : v <= bound) : max ? v > bound : v < bound);
  const visit = (path: string, alpha: number, beta: number): number => {
    const n = byPath.get(path);
    if (!n) throw new Error(`numeric tree: no node "${path}"`);
    if (n.leafValue !== null) return n.leafValue;
    const at = visits.length;
    visits.push({ path, alpha, beta, seen: [], cut: [], value: NaN });
    const seen: number[] = [];
    let cut: string[] = [];
    let v = n.max ? -Infinity : Infinity;
    let a = alpha;
    let b = beta;
    for (let i = 0; i < n.children.length; i++) {
      const c = visit(n.children[i], a, b);
      seen.push(c);
      v = n.max ? Math.max(v, c) : Math.min(v, c);
      if (beyond(v, n.max ? b : a, n.max)) {
        cut = n.children.slice(i + 1);
        cuts.push(...cut);
        break;
      }
      if (n.max) a = Math.max(a, v);
      else b = Math.min(b, v);
    }
    const value = rules.fail === 'soft' ? v : Math.max(alpha, Math.min(beta, v));
    visits[at] = { path, alpha, beta, seen, cut, value };
    return value;
  };
  const value = visit('', -Infinity, Infinity);
  return { value, visits, cuts };
}
