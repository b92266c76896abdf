/**
 * What the AI's search tree on screen is drawn from, apart from React: the
 * levels shown below the focus, the layout the stage uses, and each board's
 * label (its move and value: "d3 +25 pts", shorter when the board is small).
 * The geometry test reads the same layout and labels back.
 */
import { TREE_LEVELS } from '../state/searchTreeOwner.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { searchValueText, formatSearchValue, type SearchValueContext } from '../../../view/searchValue.ts';
import { layoutTree, type TreeLayout } from '../../../view/layout.ts';
import { homeTransform } from '../../explorer/ui/treeView.ts';
import type { SearchTree } from '../../../view/searchTreeSource.ts';
import type { TreeSource } from '../../../view/treeSource.ts';

/** Presentation mode: value texts at least this large (CSS px). */
export const PRESENT_MIN_LABEL = 24;
/** Otherwise (the back row at 1920x1080 and a laptop alike). */
export const MIN_LABEL = 14;

/** Levels shown below the focus: one on a phone or a projected screen (large enough for the back row), else two; never below the search depth. */
function searchTreeLevels(tree: SearchTree<unknown>, focus: number, width: number, present: boolean): number {
  const oneLevel = present || (width > 0 && width < 700);
  return Math.max(1, Math.min(oneLevel ? 1 : TREE_LEVELS, tree.searchDepth - tree.depth(focus)));
}

/**
 * A board carries its value ("−18" or "+120": up to 4 characters of bold text and its padding, read in Chromium's
 * sans) when it is this many label sizes wide; the deepest level then shows values and may leave out the moves
 * (each board rings its move).
 */
const VALUE_BOARD_EMS = 3.4;

/**
 * The layout of the search tree in a stage of `size` CSS px, as the stage draws it: two levels below the focus
 * (searchTreeLevels) when the second level's boards are wide enough to carry their value at the minimum label
 * size on the home view, else one. O(boards).
 */
export function searchTreeLayout(tree: SearchTree<unknown>, focus: number, size: { width: number; height: number }, present: boolean): TreeLayout {
  const minLabel = present ? PRESENT_MIN_LABEL : MIN_LABEL;
  const leastLeaf = VALUE_BOARD_EMS * minLabel;
  const layoutAt = (depth: number) => layoutTree(tree as TreeSource, focus, { depth, order: 'cell', mergeSymmetry: false, mode: 'wdl', viewport: size, minLabel, leastLeaf: depth > 1 ? leastLeaf : 0 });
  const depth = searchTreeLevels(tree, focus, size.width, present);
  const layout = layoutAt(depth);
  if (depth < 2) return layout;
  const k = homeTransform(layout, size.width, size.height).k;
  const smallest = layout.items.reduce((m, it) => (it.level === depth ? Math.min(m, it.size * k) : m), Infinity);
  return smallest < leastLeaf ? layoutAt(depth - 1) : layout;
}

/** Levels below the focus in a layout. */
export function levelsOf(layout: TreeLayout): number {
  return layout.items.reduce((m, it) => Math.max(m, it.level), 0);
}

/** A node's move in the game's notation ("d3"; a pass in words); empty for the root. */
export function searchMoveName(tree: SearchTree<unknown>, node: number, t: Translate): string {
  if (node === tree.root) return '';
  const name = tree.moveName(node).split(':').slice(1).join(':');
  return name === 'pass' ? t('searched.move.pass') : name;
}

/**
 * The label texts of each board, longest first: move and value with its unit, move and signed value, the signed
 * value alone (a small board: the value is what the tree teaches, and the board rings its move), then the move
 * alone (the painter draws the first that fits every board of the level). The root has no move: its value alone.
 */
export function searchNodeLabels(tree: SearchTree<unknown>, ctx: SearchValueContext, t: Translate, valuesHidden = false): (node: number) => readonly string[] {
  return (node) => {
    const move = searchMoveName(tree, node, t);
    const v = valuesHidden ? null : tree.value(node, 'wdl');
    if (v === null) return move ? [move] : [];
    const withUnit = searchValueText(v, ctx, t, 'short');
    const bare = formatSearchValue(v, ctx.scale);
    return move ? [`${move} ${withUnit}`, `${move} ${bare}`, bare, move] : [withUnit, bare];
  };
}
