/**
 * "Negamax signs": one function for both sides. Every node's value is from
 * the point of view of the side to move there: a finished game is -1 for the
 * side to move when the other side has just won (0 for a draw), and an inner
 * node is the maximum over its children of minus the child's value. The
 * student fills in every inner node of a small real tree, then marks where
 * a search that forgets the flip goes wrong: one that counts every finished
 * game for the side to move at the root, whoever is to move there, as the
 * source article's Othello search counts the AI's discs at every leaf
 * (src/games/othello/asWritten.ts). Its sign is wrong at the finished games
 * where the other side is to move and nobody drew; the worked answer then
 * shows the move that search plays and whether it is best.
 *
 * The levels grow in the tree (easy: 3 empty cells; medium: 4 empty cells
 * and at most MEDIUM_NODES nodes; hard: 4 empty cells and more). Every tree
 * has a finished game of each kind (a wrong sign, and a win with the right
 * sign), so neither "mark none" nor "mark every win" is ever right.
 */
import { bestMovesOf, play, toMove, valueOf, type Board, type Rng } from '../engine.ts';
import { formatValue, nodeName, outcomeWord, randomLine, step } from '../common.ts';
import { buildSubtree } from '../subtree.ts';
import type { ExerciseKind, ExerciseOf, Trap } from '../kind.ts';
import type { Blank, ExplainStep, Level, TreeNode } from '../types.ts';

/** What the kind shows besides the position: the tree (finished games valued from o's point of view, as drawn). */
export interface NegamaxShown {
  readonly kind: 'negamax';
  readonly tree: readonly TreeNode[];
}

const EMPTY: Record<Level, number> = { easy: 3, medium: 4, hard: 4 };
/** Medium's trees have at most this many nodes, hard's more. */
const MEDIUM_NODES = 36;

/** The blank id of a node's negamax value. */
export const negamaxBlank = (path: string) => `n:${path}`;
/** The blank of the finished games whose sign the unflipped search gets wrong. */
export const FLIP_BLANK = 'flip';

/** +1 for o, -1 for x: turns o's score into the side's. */
const sign = (side: 'o' | 'x') => (side === 'o' ? 1 : -1);

/** A node's value from the side to move's point of view (negamax), from the position table. O(1). */
function moverValue(b: Board): number {
  return valueOf(b) * sign(toMove(b)) || 0;
}

/**
 * The unflipped search's value of every node (path -> value): a finished
 * game counts `rootSide`'s score whoever is to move there; an inner node is
 * the maximum of minus its children. O(nodes).
 */
function unflippedValues(tree: readonly TreeNode[], rootSide: 'o' | 'x'): Map<string, number> {
  const out = new Map<string, number>();
  // Preorder: walking backwards settles every child before its parent.
  for (let i = tree.length - 1; i >= 0; i--) {
    const n = tree[i];
    out.set(n.path, n.leafValue !== null ? n.leafValue * sign(rootSide) : Math.max(...n.children.map((c) => -(out.get(c) as number))));
  }
  return out;
}

/** The first child in cell order with the largest -value (the search keeps a move only on a strict improvement). */
function firstBest(root: TreeNode, values: (path: string) => number): number {
  let best = -Infinity;
  let move = -1;
  for (const c of root.children) {
    const v = -values(c);
    if (v > best) {
      best = v;
      move = Number(c.slice(-1));
    }
  }
  return move;
}

/** The finished games where the unflipped leaf has the wrong sign: not a draw, and the other side than the root's to move. */
function wrongSigns(tree: readonly TreeNode[], rootSide: 'o' | 'x'): string[] {
  return tree.filter((n) => n.leafValue !== null && n.leafValue !== 0 && toMove(n.board) !== rootSide).map((n) => n.path);
}

/** The finished games that are not draws. */
const decided = (tree: readonly TreeNode[]) => tree.filter((n) => n.leafValue !== null && n.leafValue !== 0).map((n) => n.path);

function accept(board: Board, level: Level): boolean {
  const tree = buildSubtree(board);
  if (!tree.some((n) => n.parent !== null && n.leafValue === null)) return false;
  if (level === 'medium' && tree.length > MEDIUM_NODES) return false;
  if (level === 'hard' && tree.length <= MEDIUM_NODES) return false;
  const wrong = wrongSigns(tree, toMove(board)).length;
  return wrong > 0 && wrong < decided(tree).length;
}

/** The worked answer: bottom-up, each inner node's children (for the side to move there) negated, the maximum; then the unflipped search. */
function explain(board: Board, tree: readonly TreeNode[]): ExplainStep[] {
  const rootSide = toMove(board);
  const byPath = new Map(tree.map((n) => [n.path, n]));
  const value = (p: string) => moverValue((byPath.get(p) as TreeNode).board);
  const inner = tree.filter((n) => n.leafValue === null).sort((a, b) => b.path.length - a.path.length);
  const steps: ExplainStep[] = inner.map((n) =>
    step(
      'nm-node',
      {
        node: nodeName(rootSide, n.path),
        side: { word: toMove(n.board) },
        values: n.children.map((c) => formatValue(value(c))).join(', '),
        negated: n.children.map((c) => formatValue(-value(c) || 0)).join(', '),
        value: formatValue(value(n.path)),
      },
      [negamaxBlank(n.path)],
    ),
  );
  steps.push(step('nm-flip', { side: { word: rootSide }, leaves: wrongSigns(tree, rootSide).map((p) => nodeName(rootSide, p)).join('; ') }, [FLIP_BLANK]));
  const wrong = unflippedValues(tree, rootSide);
  const move = firstBest(tree[0], (p) => wrong.get(p) as number);
  const root = tree[0];
  steps.push(step('nm-bug', { values: root.children.map((c) => `${c.slice(-1)}: ${formatValue(-(wrong.get(c) as number) || 0)}`).join(', '), cell: move }));
  const best = bestMovesOf(board);
  const outcome = { word: outcomeWord(valueOf(play(board, move))) };
  if (best.includes(move)) steps.push(step('nm-bug-best', { cell: move, outcome }));
  else steps.push(step('nm-bug-wrong', { cell: move, outcome, cells: best.join(', '), best: { word: outcomeWord(valueOf(board)) } }));
  return steps;
}

/**
 * A "negamax signs" exercise drawn with `rng`: a position of the level whose
 * tree has an inner node below the root and finished games of both kinds
 * (accept). Blanks: every inner node's value, and the set of wrong signs.
 */
function generateNegamax(rng: Rng, level: Level, seed: number): Omit<ExerciseOf<'negamax', NegamaxShown>, 'rules'> {
  const { moves, board } = randomLine(rng, EMPTY[level], (l) => accept(l.board, level));
  const tree = buildSubtree(board);
  const rootSide = toMove(board);
  const blanks: Blank[] = [];
  const traps: Trap[] = [];
  for (const n of tree) {
    if (n.leafValue !== null) continue;
    const v = moverValue(n.board);
    blanks.push({ id: negamaxBlank(n.path), type: 'value', domain: [-1, 0, 1], answer: v });
    // o's score where x is to move: the minimax habit, not negamax.
    if (toMove(n.board) === 'x' && v !== 0) traps.push({ blank: negamaxBlank(n.path), answer: -v, mistake: 'nm-o-view' });
  }
  const leaves = tree.filter((n) => n.leafValue !== null).map((n) => n.path);
  blanks.push({ id: FLIP_BLANK, type: 'set', options: leaves, answer: wrongSigns(tree, rootSide) });
  traps.push({ blank: FLIP_BLANK, answer: decided(tree), mistake: 'nm-flip-all' });
  return {
    kind: 'negamax',
    level,
    seed,
    moves,
    board,
    shown: { kind: 'negamax', tree },
    blanks,
    steps: explain(board, tree),
    openIn: { tab: 'lab', algorithm: 'minimax', order: 'cell', tt: false },
    traps,
  };
}

/** The kind "negamax". */
export const negamax: ExerciseKind<'negamax', NegamaxShown> = { id: 'negamax', rules: {}, generate: generateNegamax };
