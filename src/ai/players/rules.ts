/**
 * Rule-based players, three levels. Each applies its rules in order and
 * plays uniformly at random among the cells the first matching rule allows:
 * - rule1: complete a line of your own if you can; else any empty cell.
 * - rule2: rule1, then block the opponent's immediate win (every cell where
 *   the opponent would complete a line); else any empty cell.
 * - rule3: rule2, then take the centre if empty, then an empty corner; else
 *   any empty cell (an edge).
 * None looks further ahead, so forks beat them.
 */
import { legalMask, oMask, toMove, xMask, type Board } from '../../games/tictactoe/board.ts';
import { winningCells } from '../cells.ts';
import { definePlayer, type AiPlayer } from '../player.ts';

/** The rule levels, 1 to 3. */
export type RuleLevel = 1 | 2 | 3;
/** All rule levels, weakest first. */
export const RULE_LEVELS: readonly RuleLevel[] = [1, 2, 3];

const CENTRE = 1 << 4;
const CORNERS = (1 << 0) | (1 << 2) | (1 << 6) | (1 << 8);

const DESCRIPTIONS: Record<RuleLevel, string> = {
  1: 'Completes a line when it can; otherwise plays at random.',
  2: 'Completes a line when it can, else blocks the opponent\u2019s immediate win; otherwise random.',
  3: 'Wins, else blocks, else takes the centre, else a corner; otherwise random.',
};

/** Cells the rule player of `level` may play (0 on a finished board). O(1). */
export function ruleMask(board: Board, level: RuleLevel): number {
  const empty = legalMask(board);
  if (empty === 0) return 0;
  const oToMove = toMove(board) === 'o';
  const own = oToMove ? oMask(board) : xMask(board);
  const win = winningCells(own) & empty;
  if (win !== 0) return win;
  if (level >= 2) {
    const block = winningCells(oToMove ? xMask(board) : oMask(board)) & empty;
    if (block !== 0) return block;
  }
  if (level >= 3) {
    if (empty & CENTRE) return CENTRE;
    if (empty & CORNERS) return empty & CORNERS;
  }
  return empty;
}

/** The rule-based player of a level (see the module header). */
export function createRulePlayer(level: RuleLevel): AiPlayer {
  return definePlayer({
    id: `rule${level}`,
    name: `Rules, level ${level}`,
    description: DESCRIPTIONS[level],
    params: { level },
    mask: (board) => ruleMask(board, level),
  });
}
