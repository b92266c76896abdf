import type { ScoreMode } from '../../../games/game.ts';
import type { GameWords } from '../../../games/module.ts';
import type { AppTree } from '../../../store/appGame.ts';
import type { Translate } from '../../../i18n/translate.ts';

import { movesTo, stateOf } from '../../../tree/query.ts';
import { describeValue } from '../../../components/valueWords.ts';

/** Accessible name of a tree node: its moves, board notation and value in words ("value hidden" when `hidden`). */
export function nodeName(t: Translate, words: GameWords, tree: AppTree, node: number, mode: ScoreMode, hidden = false): string {
  const game = tree.positions.game;
  const moves = movesTo(tree, node);
  const value = tree.scored ? tree.score[mode][node] : null;
  const said = hidden ? t('hide.hidden') : value === null ? t('value.unknown') : `${describeValue(t, words, value)} (${value})`;
  return t('explorer.itemName', { moves: moves.length ? game.formatLine(moves) : t('explorer.itemStart'), board: game.formatPosition(stateOf(tree, node)), value: said });
}
