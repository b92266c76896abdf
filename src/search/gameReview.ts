/**
 * A searched game's review, from the values of every legal move of every
 * position of its line (worked out in a worker): the value of each position
 * (the evaluation graph's points) and what each move lost against the best
 * move of its position (the game review), in the game's score units (Othello:
 * discs), first player's view for values, the mover's view for losses.
 *
 * How a position is analysed is planned here too: exactly where the game's
 * solver reaches (`withinReach`), else by a depth-limited search whose leaves
 * all lie on plies of one parity (`reviewDepth`): a disc count read after
 * Black's move and one read after White's differ by a move's worth of discs,
 * and alternating them draws a saw instead of a curve.
 *
 * Why units: an estimate is a value in (-1, 1) of the evaluation, read in its
 * units by `scale` (the disc count: 64); a value the search or the solver
 * found at the end of the game (|v| >= 1, and an exact 0) is a final score,
 * already in the score's units. Pure: runs in Node.
 */
import { OUTCOME, withinReach, type Game, type Side } from '../games/game.ts';

/** How one position of the line is analysed: by the solver (`depth` null) or a search of `depth` plies. */
export interface PositionPlan {
  readonly index: number;
  readonly depth: number | null;
}

/** A search of about `depth` plies from the position after `index` moves whose leaves lie on an even ply of the game: `depth` or `depth + 1`. */
export function reviewDepth(index: number, depth: number): number {
  return depth + ((index + depth) % 2);
}

/**
 * What the worker is asked for the positions `wanted` (indices into `positions`; finished ones are left out: their
 * value is their score): estimates first, from the start (cheap, so the graph fills at once), then exact solves from
 * the end (the smallest first). O(wanted).
 */
export function reviewPlan<S>(game: Game<S>, positions: readonly S[], wanted: readonly number[], depth: number): PositionPlan[] {
  const estimates: PositionPlan[] = [];
  const exact: PositionPlan[] = [];
  for (const index of [...wanted].sort((a, b) => a - b)) {
    const s = positions[index];
    if (s === undefined || game.outcome(s) !== OUTCOME.playing) continue;
    if (withinReach(game, s)) exact.push({ index, depth: null });
    else estimates.push({ index, depth: reviewDepth(index, depth) });
  }
  return [...estimates, ...exact.reverse()];
}

/** One move's value, the first player's view. */
export interface MoveValueIn {
  readonly move: number;
  readonly value: number;
}

/** A value of a search or a solve in the score's units (see the header); `scale` is the evaluation's. */
export function inUnits(v: number, scale: number): number {
  return Math.abs(v) >= 1 ? v : v * scale;
}

/** What is known of one position of the line. */
export interface PositionValues {
  /** The side to move; null when the game is over there. */
  readonly mover: Side | null;
  /** Every legal move's value in units, first player's view (empty when over). */
  readonly moves: readonly MoveValueIn[];
  /** The final score in units, first player's view, when over; else null. */
  readonly final: number | null;
  /** Exact (the solver's, or the end of the game); else an estimate at `depth`. */
  readonly exact: boolean;
  readonly depth: number | null;
}

/** A finished position's values: its final score, exact. */
export function finishedPosition(final: number): PositionValues {
  return { mover: null, moves: [], final, exact: true, depth: null };
}

/** The mover's best value among `moves` (first player's view) and the first move that has it; null when there are none. O(moves). */
function bestOf(mover: Side, moves: readonly MoveValueIn[]): MoveValueIn | null {
  let best: MoveValueIn | null = null;
  const sign = mover === 0 ? 1 : -1;
  for (const m of moves) if (best === null || sign * m.value > sign * best.value) best = m;
  return best;
}

/** The value of a position, first player's view, in units: its final score, or its mover's best move's value; null when unknown. */
export function positionValue(p: PositionValues | null): number | null {
  if (p === null) return null;
  if (p.mover === null) return p.final;
  return bestOf(p.mover, p.moves)?.value ?? null;
}

/** One move of the line, reviewed. */
export interface MoveReview {
  /** Its index in the line (0: the first move); it is played from position `index` and its number is `index + 1`. */
  readonly index: number;
  readonly side: Side;
  readonly move: number;
  /** A best move of the position (the first of the natural order among equals). */
  readonly best: number;
  /** The mover's value of the move played and of the best, in units (the mover's view: more is better for the mover). */
  readonly played: number;
  readonly bestValue: number;
  /** What the move lost against the best, in units, the mover's view: >= 0, 0 for a best move. */
  readonly loss: number;
  readonly exact: boolean;
  readonly depth: number | null;
}

/**
 * Every move of `line` reviewed from the values of its positions (`positions[i]`: the position after `i` moves),
 * null where its position is not known yet. O(total moves).
 */
export function reviewMoves(line: readonly number[], positions: readonly (PositionValues | null)[]): (MoveReview | null)[] {
  return line.map((move, index) => {
    const p = positions[index];
    if (!p || p.mover === null) return null;
    const sign = p.mover === 0 ? 1 : -1;
    const best = bestOf(p.mover, p.moves);
    const played = p.moves.find((m) => m.move === move);
    if (!best || !played) return null;
    const bestValue = sign * best.value + 0;
    const playedValue = sign * played.value + 0;
    return { index, side: p.mover, move, best: best.move, played: playedValue, bestValue, loss: Math.max(0, bestValue - playedValue), exact: p.exact, depth: p.depth };
  });
}

/**
 * The largest mistakes: the moves that lost at least `minLoss` units, the largest loss first (the earlier move
 * first among equals), at most `count`. O(moves log moves).
 */
export function largestMistakes(reviews: readonly (MoveReview | null)[], count = 5, minLoss = 1): MoveReview[] {
  return reviews
    .filter((r): r is MoveReview => r !== null && r.loss >= minLoss)
    .sort((a, b) => b.loss - a.loss || a.index - b.index)
    .slice(0, count);
}
