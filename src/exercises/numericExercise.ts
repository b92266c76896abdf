/**
 * What the numeric-tree kinds share (minimax and alpha-beta by hand on
 * abstract trees): the tree a level draws, node names and the leaf-value
 * domains. The levels differ in the size of the tree: easy depth 3 with 2–3
 * children per node, medium depth 3 with 2–4 children and more leaves,
 * hard depth 4 with 2–3 children (figures: test/exercises/numericKinds.test.ts).
 */
import { formatValue, pick } from './common.ts';
import type { Rng } from './engine.ts';
import { randomTree, type NumTree, type TreeShape } from './numericTree.ts';
import type { Level, Word } from './types.ts';

/** Leaf values of generated trees: whole numbers in [-RANGE, RANGE]. */
const RANGE = 20;

const SHAPES: Record<Level, TreeShape> = {
  easy: { depth: 3, minBranch: 2, maxBranch: 3, range: RANGE },
  medium: { depth: 3, minBranch: 2, maxBranch: 4, range: RANGE },
  hard: { depth: 4, minBranch: 2, maxBranch: 3, range: RANGE },
};
/** Leaves a level's tree may have: [fewest, most] (a picture that fits a column and a screen). */
const LEAVES: Record<Level, readonly [number, number]> = { easy: [6, 12], medium: [13, 20], hard: [18, 26] };
const MAX_TRIES = 500;

/**
 * A tree for `level`: MAX or MIN at the root (drawn), its shape and leaf
 * count the level's, and `accept` true of it. Deterministic for a given rng
 * state; throws (a programming error) if none is found in MAX_TRIES draws.
 */
export function drawTree(rng: Rng, level: Level, accept: (t: NumTree) => boolean = () => true): NumTree {
  const rootMax = pick(rng, [true, false]);
  const [lo, hi] = LEAVES[level];
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const tree = randomTree(rng, SHAPES[level], rootMax);
    const leaves = tree.nodes.filter((n) => n.leafValue !== null).length;
    if (leaves >= lo && leaves <= hi && accept(tree)) return tree;
  }
  throw new Error(`no ${level} numeric tree found`);
}

/** A node's name in the worked answer: the root's word, or the node's child numbers from the root (written "node 2.1"). */
export function numNodeName(path: string): { word: Word } | { treeNode: string } {
  return path === '' ? { word: 'tree-root' } : { treeNode: numPathText(path) };
}

/** The child numbers from the root, 1-based and dotted ("2.1" for the first child of the second child); '' for the root. */
export function numPathText(path: string): string {
  return [...path].map((c) => Number(c) + 1).join('.');
}

/** What a node's value can be typed as: whole numbers within the teacher's limit. */
export const NUM_VALUES: readonly number[] = Array.from({ length: 199 }, (_, i) => i - 99);
/** What α and β can be: those, and ±∞. */
export const NUM_WINDOW: readonly number[] = [-Infinity, ...NUM_VALUES, Infinity];

/** Values listed in a step: "3, -2, 5". */
export const listValues = (vs: readonly number[]) => vs.map(formatValue).join(', ');
