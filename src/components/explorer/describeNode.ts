import { formatBoard, formatMovesWithPlayers } from '../../games/tictactoe/index.ts';
import type { ScoreMode } from '../../games/game.ts';
import type { AppTree } from '../../store/appGame.ts';
import type { Translate } from '../../i18n/translate.ts';

import { movesTo, stateOf } from '../../tree/query.ts';
import { describeValueKey } from '../valueWords.ts';

/** Accessible name of a tree node: its moves, board notation and value in words ("value hidden" when `hidden`). */
export function nodeName(t: Translate, tree: AppTree, node: number, mode: ScoreMode, hidden = false): string {
  const moves = movesTo(tree, node);
  const value = tree.scored ? tree.score[mode][node] : null;
  const words = hidden ? t('hide.hidden') : value === null ? t('value.unknown') : `${t(describeValueKey(value))} (${value})`;
  return t('explorer.itemName', { moves: moves.length ? formatMovesWithPlayers(moves) : t('explorer.itemStart'), board: formatBoard(stateOf(tree, node)), value: words });
}
