/**
 * What the explorer of a game solved on demand draws, apart from React: the
 * levels shown below the focus, the layout its stage uses, and each board's
 * label (its column and exact value: "4: +17"). The geometry test reads the
 * same layout and labels back.
 */
import type { Game } from '../../../games/game.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { classroomLabel, layoutTree, type TreeLayout } from '../../../view/layout.ts';
import type { SolvedTree } from '../../../view/solvedTree.ts';
import type { TreeSource } from '../../../view/treeSource.ts';
import { homeTransform } from '../../explorer/ui/treeView.ts';
import { searchedKey } from '../../../view/hideValues.ts';

/** Levels of moves solved and drawn below the focus where the stage holds them legibly. */
export const SOLVED_LEVELS = 2;

/** A board carries its label ("4: +17", or "+17" alone) when it is this many label sizes wide. */
const VALUE_BOARD_EMS = 3.4;

/**
 * The layout of the tree in a stage of `size` CSS px: two levels below the focus when the second level's boards
 * are wide enough for their value at the classroom's label size (16 px on a 1920×1080 screen; classroomLabel), else
 * one (a phone, a projected screen). O(boards).
 */
export function solvedTreeLayout(tree: SolvedTree<unknown>, size: { width: number; height: number }, present: boolean): TreeLayout {
  const minLabel = classroomLabel(size, present);
  const leastLeaf = VALUE_BOARD_EMS * minLabel;
  const layoutAt = (depth: number) => layoutTree(tree, tree.root, { depth, order: 'cell', mergeSymmetry: false, mode: 'shortest', viewport: size, minLabel, leastLeaf: depth > 1 ? leastLeaf : 0 });
  const depth = Math.max(1, Math.min(present || size.width < 700 ? 1 : SOLVED_LEVELS, tree.maxDepth));
  const layout = layoutAt(depth);
  if (depth < 2) return layout;
  const k = homeTransform(layout, size.width, size.height).k;
  const smallest = layout.items.reduce((m, it) => (it.level === depth ? Math.min(m, it.size * k) : m), Infinity);
  return smallest < leastLeaf ? layoutAt(depth - 1) : layout;
}

/** An exact value as written on a board: "+17", "−3" (a true minus sign), "0". */
export function signedValue(v: number): string {
  return v > 0 ? `+${v}` : v < 0 ? `\u2212${-v}` : '0';
}

/**
 * The label texts of each board, longest first: column and value ("4: +17"), the value alone, the column alone
 * (the painter writes the first that fits every board of its level). A board not solved yet (or its value hidden:
 * `tree` as "Hide values" shows it): its column; the focus: its value.
 */
export function solvedNodeLabels(tree: TreeSource<unknown>, game: Game<unknown>): (node: number) => readonly string[] {
  return (node) => {
    const move = node === tree.root ? '' : game.formatMove(tree.move(node));
    const v = tree.value(node, 'shortest');
    if (v === null) return move ? [move] : [];
    const value = signedValue(v);
    return move ? [`${move}: ${value}`, value, move] : [value];
  };
}

/**
 * How an exact value of a move of `state` reads (first player's view in): "Red wins in 3 moves" (the winner's own
 * moves from `state`, when the solver counts them: `ExactSolver.movesToWin`), "Red wins", "a draw". O(1).
 */
export function exactOutcome<S>(game: Game<S>, state: S, value: number, sides: readonly [string, string], t: Translate): string {
  const mover = game.toMove(state);
  const forMover = mover === 0 ? value : -value;
  if (forMover === 0) return t('solved.outcome.draw');
  const side = sides[forMover > 0 ? mover : 1 - mover];
  const count = game.exact?.movesToWin;
  return count ? t('solved.outcome.win', { side, n: count.call(game.exact, state, forMover) }) : t('solved.outcome.winNoCount', { side });
}

/** The "Hide values" key of the position after `moves` from the start (revealed one by one: view/hideValues.ts). */
export const solvedKey = (moves: readonly number[]): string => searchedKey(`solved:${moves.join('.')}`);
