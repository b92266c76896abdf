/** Exercise words and steps in the UI language. */
import type { Translate } from '../../../i18n/translate.ts';
import { formatValue, nodeName } from '../../../exercises/common.ts';
import { formatMovesWithPlayers } from '../../../exercises/engine.ts';
import type { ExplainStep, Word } from '../../../exercises/types.ts';

/** A word of the exercises (players, outcomes, cases, orders) in the UI language. */
export function wordText(w: Word, t: Translate): string {
  return t(`ex.word.${w}`);
}

/** One step of a worked answer as a sentence. */
export function stepText(s: ExplainStep, t: Translate): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(s.params)) params[k] = typeof v !== 'object' ? v : 'word' in v ? wordText(v.word, t) : t('ex.num.node', { path: v.treeNode });
  const text = t(`ex.step.${s.key}`, params);
  // A sentence starting with a word gets a capital ("the position: …"); one starting with a move ("o:4 x:0: …") does not.
  return /^[a-z]{2}/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** A node name: the moves from the exercise's position, or "the position" for its root. */
function nodeText(name: string | { word: Word }, t: Translate): string {
  return typeof name === 'object' ? wordText(name.word, t) : name;
}

/** Names a tree node by its path from the exercise's position ("o:2 x:5"), or the root word. */
export function pathName(path: string, rootToMove: 'o' | 'x', t: Translate): string {
  return nodeText(nodeName(rootToMove, path), t);
}

/** The label of an exercise's board: "The position after o:4 x:0" (the app's move notation), or "The empty board". */
export function positionLabel(moves: readonly number[], t: Translate): string {
  return moves.length ? t('ex.position.label', { moves: formatMovesWithPlayers(moves) }) : t('ex.position.empty');
}

/** "The node x:2 o:5 of the search from the position after o:4 x:0." */
export function caseNodeText(moves: readonly number[], node: string, t: Translate): string {
  return moves.length ? t('ex.case.node', { moves: formatMovesWithPlayers(moves), node }) : t('ex.case.nodeFromEmpty', { node });
}

/** A value as the exercises write it (-∞, +∞, -1, 0, 1). */
export const valueText = formatValue;
