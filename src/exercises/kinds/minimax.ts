/** "Minimax by hand": the value of every inner node of a small tree, bottom-up. */
import { toMove, valueOf, type Rng } from '../engine.ts';
import { formatValue, nodeName, opWord, randomLine, step, VALUES } from '../common.ts';
import { buildSubtree } from '../subtree.ts';
import type { ExerciseKind, ExerciseOf } from '../kind.ts';
import type { Blank, ExplainStep, Level, TreeNode } from '../types.ts';

/** What the kind shows besides the position. */
export interface MinimaxShown {
  readonly kind: 'minimax';
  readonly tree: readonly TreeNode[];
  /** Inner node values given as hints (path -> value). */
  readonly given: Readonly<Record<string, number>>;
}

const EMPTY: Record<Level, number> = { easy: 3, medium: 4, hard: 4 };

/** The blank id of a node's value. */
export const valueBlank = (path: string) => `v:${path}`;

/** Inner nodes whose children are all finished games (the bottom row of the work). */
function bottomInner(tree: readonly TreeNode[]): Set<string> {
  const byPath = new Map(tree.map((n) => [n.path, n]));
  return new Set(tree.filter((n) => n.leafValue === null && n.children.every((c) => byPath.get(c)?.leafValue !== null)).map((n) => n.path));
}

/**
 * A "minimax by hand" exercise drawn with `rng`: a position with 3 (easy) or
 * 4 empty cells whose tree has an inner node below the root. Medium gives the
 * values of the inner nodes just above the finished games as hints. Answers
 * are the position table's values; the explanation goes bottom-up.
 */
function generateMinimax(rng: Rng, level: Level, seed: number): Omit<ExerciseOf<'minimax', MinimaxShown>, 'rules'> {
  const { moves, board } = randomLine(rng, EMPTY[level], (l) => buildSubtree(l.board).some((n) => n.parent !== null && n.leafValue === null));
  const tree = buildSubtree(board);
  const hinted = level === 'medium' ? bottomInner(tree) : new Set<string>();
  const given: Record<string, number> = {};
  const blanks: Blank[] = [];
  for (const n of tree) {
    if (n.leafValue !== null) continue;
    if (hinted.has(n.path)) given[n.path] = valueOf(n.board);
    else blanks.push({ id: valueBlank(n.path), type: 'value', domain: VALUES, answer: valueOf(n.board) });
  }
  const byPath = new Map(tree.map((n) => [n.path, n]));
  const valueOfNode = (p: string) => byPath.get(p)?.leafValue ?? valueOf(byPath.get(p)?.board ?? 0);
  // Bottom-up: deepest nodes first, cell order within a depth.
  const inner = tree.filter((n) => n.leafValue === null && !hinted.has(n.path));
  inner.sort((a, b) => b.path.length - a.path.length);
  const steps: ExplainStep[] = inner.map((n) =>
    step(
      'inner',
      {
        node: nodeName(toMove(board), n.path),
        side: { word: toMove(n.board) },
        op: { word: opWord(n.board) },
        values: n.children.map((c) => formatValue(valueOfNode(c))).join(', '),
        value: formatValue(valueOf(n.board)),
      },
      [valueBlank(n.path)],
    ),
  );
  return { kind: 'minimax', level, seed, moves, board, shown: { kind: 'minimax', tree, given }, blanks, steps, openIn: { tab: 'lab', algorithm: 'minimax', order: 'cell', tt: false }, traps: [] };
}

/** The kind "minimax". */
export const minimax: ExerciseKind<'minimax', MinimaxShown> = { id: 'minimax', rules: {}, generate: generateMinimax };
