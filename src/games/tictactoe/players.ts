/**
 * Tic-tac-toe's own rule-based players (the generic random, search and
 * perfect players come from src/ai):
 * - level 1: completes a line when it can; otherwise random;
 * - level 2: also blocks the opponent's immediate win;
 * - level 3: also takes the centre, else a corner.
 * Each is a choice set over cell masks, O(1) through one 512-entry table.
 */
import type { PlayerDefinition } from '../game.ts';
import { LINE_MASKS, legalMask, maskToCells, oMask, toMove, xMask, type Board } from './board.ts';

export type RuleLevel = 1 | 2 | 3;
const RULE_LEVELS: readonly RuleLevel[] = [1, 2, 3];

const CENTRE = 1 << 4;
const CORNERS = (1 << 0) | (1 << 2) | (1 << 6) | (1 << 8);

/** WIN_CELLS[own] = cells that would give the owner of 9-bit mask `own` three in a row (occupied or not). */
const WIN_CELLS = new Uint16Array(512);
for (let m = 0; m < 512; m++) {
  let win = 0;
  for (const line of LINE_MASKS) {
    const missing = line & ~m;
    // Exactly one cell of the line is missing: that cell completes it.
    if (missing !== 0 && (missing & (missing - 1)) === 0) win |= missing;
  }
  WIN_CELLS[m] = win;
}

/** Cells that complete a line for the owner of `own` (intersect with the empty cells yourself). O(1). */
export function winningCells(own: number): number {
  return WIN_CELLS[own & 0x1ff];
}


/** The cells a rule player of `level` may play on `board` (0 when finished). O(1). */
function ruleMask(board: Board, level: RuleLevel): number {
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

/** The rule players, weakest first. */
export const RULE_PLAYERS: readonly PlayerDefinition<Board>[] = RULE_LEVELS.map((level) => ({
  id: `rule${level}`,
  params: { level },
  choices: (board: Board) => maskToCells(ruleMask(board, level)),
}));
