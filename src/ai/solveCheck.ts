/**
 * The strong-solve check (source article 2): a player is strongly solved when, in
 * every one of the 4,520 unfinished reachable positions, every move it may
 * choose (its `choices`) is a best move. Checking the whole choice set, not a
 * sampled move, makes the verdict and the failure count independent of luck.
 */
import type { FullTreeGame, ScoreMode } from '../games/game.ts';
import { bestMovesAt, stateAt, type PositionTable } from '../tree/positions.ts';
import type { Progress, Stepper } from './chunked.ts';
import type { AiPlayer } from './player.ts';
import { sharedPositionTable } from './positionTable.ts';

export interface SolveFailure {
  /** The position's key (the state is game.fromKey(key)). */
  readonly key: number;
  /** The position in the game's notation (`Game.formatPosition`). */
  readonly notation: string;
  /** Everything the player may play here. */
  readonly choices: readonly number[];
  /** The choices that are not best moves. */
  readonly bad: readonly number[];
  /** The best moves. */
  readonly best: readonly number[];
  /** Minimax value of the position (first player's view) in the check's scoring mode. */
  readonly value: number;
}

/** What to check. */
export interface SolveCheckOptions<S> {
  /** Which best moves count: 'wdl' (default) or 'shortest' (shortest victory). */
  readonly mode?: ScoreMode;
  readonly table?: PositionTable<S>;
}

/** The verdict. */
export interface SolveCheckResult {
  readonly player: string;
  readonly mode: ScoreMode;
  /** Unfinished reachable positions (4,520). */
  readonly positions: number;
  /** Positions checked so far. */
  readonly checked: number;
  /** True when all positions were checked and none failed. */
  readonly passed: boolean;
  /** Failing positions in table order (by piece count, then discovery). */
  readonly failures: readonly SolveFailure[];
  readonly cancelled: boolean;
}

/** Default positions per chunk (search-based players search once per position). */
export const DEFAULT_SOLVE_CHUNK = 250;

/** Table indices of the unfinished positions, in table order. O(P). */
export function unfinishedPositions<S>(table: PositionTable<S>): Int32Array {
  const out: number[] = [];
  for (let p = 0; p < table.count; p++) if (table.outcome[p] === 0) out.push(p);
  return Int32Array.from(out);
}

/** The check, chunk by chunk: `step(max)` checks the next positions. */
export class SolveChecker<S> implements Stepper<SolveCheckResult> {
  readonly total: number;
  done = 0;
  private readonly mode: ScoreMode;
  private readonly table: PositionTable<S>;
  private readonly order: Int32Array;
  private readonly failures: SolveFailure[] = [];

  constructor(
    game: FullTreeGame<S>,
    private readonly player: AiPlayer<S>,
    options: SolveCheckOptions<S> = {},
  ) {
    this.mode = options.mode ?? 'wdl';
    this.table = options.table ?? sharedPositionTable(game);
    this.order = unfinishedPositions(this.table);
    this.total = this.order.length;
  }

  /** Checks up to `max` more positions. */
  step(max: number): Progress {
    const end = Math.min(this.total, this.done + Math.max(0, Math.floor(max)));
    for (let i = this.done; i < end; i++) {
      const p = this.order[i];
      const state = stateAt(this.table, p);
      const best = bestMovesAt(this.table, p, this.mode);
      const choices = this.player.choices(state);
      const bad = choices.filter((c) => !best.includes(c));
      if (bad.length > 0) {
        this.failures.push({ key: this.table.key[p], notation: this.table.game.formatPosition(state), choices: [...choices], bad, best, value: this.table.score[this.mode][p] });
      }
    }
    this.done = end;
    return { done: this.done, total: this.total };
  }

  /** The verdict so far. */
  result(): SolveCheckResult {
    const cancelled = this.done < this.total;
    return {
      player: this.player.id,
      mode: this.mode,
      positions: this.total,
      checked: this.done,
      passed: !cancelled && this.failures.length === 0,
      failures: [...this.failures],
      cancelled,
    };
  }
}
