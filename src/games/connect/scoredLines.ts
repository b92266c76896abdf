/**
 * Lines of the Connect Four test sets of Pascal Pons's solver series
 * ("moves score": column digits 1..W from the empty board, a space, the exact
 * score for the side to move), parsed for the solver's benchmark and the
 * command line. A line's moves must be legal and leave the game unfinished.
 */
import { GameError, OUTCOME, type Result } from '../game.ts';
import { parseMoveLine } from './notation.ts';
import type { ConnectRules } from './rules.ts';

export interface ScoredLine {
  /** The moves as written. */
  readonly line: string;
  /** 0-based columns. */
  readonly moves: readonly number[];
  readonly score: number;
}

/** A move sequence the solver can take: legal, the game not over; the 0-based columns, or why not. `-` is the empty board. */
export function parseUnfinishedMoves(rules: ConnectRules, text: string): Result<readonly number[]> {
  const parsed = parseMoveLine(rules, text === '-' ? '' : text);
  if (parsed.error) return { ok: false, error: parsed.error };
  const o = rules.outcome(parsed.state);
  if (o !== OUTCOME.playing) return { ok: false, error: new GameError('game-over', `the moves end the game (${rules.describeOutcome(o)}): there is nothing to solve`) };
  return { ok: true, value: parsed.moves };
}

/** One line "moves score" on the rules' board, or why not. */
export function parseScoredLine(rules: ConnectRules, text: string): Result<ScoredLine> {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2 || !/^[+-]?\d{1,3}$/.test(parts[1])) {
    return { ok: false, error: new GameError('length', 'a line is the moves (column digits) and the score, separated by a space') };
  }
  const moves = parseUnfinishedMoves(rules, parts[0]);
  if (!moves.ok) return moves;
  return { ok: true, value: { line: parts[0], moves: moves.value, score: Number(parts[1]) } };
}
