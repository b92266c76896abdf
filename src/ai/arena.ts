/**
 * AI-versus-AI matches (seed 004's ai_match).
 *
 * A match of N games plays N games with player a seated as o (moving first),
 * then N games with a seated as x: N is *per side*, 2N games in all. One
 * mulberry32 stream seeded by `seed` drives every choice of both players in
 * that order, so a seed reproduces the whole table whatever the chunk size.
 * Results are from a's point of view: rows o / x / total, columns win / lose
 * / draw, as counts and ratios.
 *
 * Two engines give identical results for a seed:
 * - 'fast' (default): both players are compiled to per-position tables
 *   (policy.ts) and games run in the allocation-free loop of fastPlay.ts.
 * - 'reference': every move through the players' own `choose` (playGame.ts).
 * Compiling asks each player once per unfinished position, which for the
 * search-based players means 4,520 searches up front (cached per player).
 */
import type { Game } from '../games/game.ts';
import type { PositionTable } from '../tree/positions.ts';
import { runChunks, runChunksAsync, type ChunkOptions, type Progress, type Stepper } from './chunked.ts';
import { playSeatedGames } from './fastPlay.ts';
import type { AiPlayer } from './player.ts';
import { playGame } from './playGame.ts';
import { compilePolicy, seatPolicies, type SeatedPolicy } from './policy.ts';
import { sharedPositionTable } from './positionTable.ts';
import { createRng, type Mulberry32 } from './rng.ts';

/** How games are played (see the module header). */
export type MatchEngine = 'fast' | 'reference';

/** What to play. */
export interface MatchOptions<S> {
  /** Games per side (a as o, then a as x): 2 * games in all. A non-negative integer. */
  readonly games: number;
  /** Seed of the match's single rng stream (taken modulo 2^32). */
  readonly seed: number;
  /** Default 'fast'. */
  readonly engine?: MatchEngine;
  /** Default: the shared table. */
  readonly table?: PositionTable<S>;
}

/** runMatch options: what to play plus chunking, progress and cancellation. */
export interface RunMatchOptions<S> extends MatchOptions<S>, ChunkOptions {}

/** One row of the result table, from a's point of view. Ratios are 0 when no games were played. */
export interface MatchRow {
  readonly side: 'o' | 'x' | 'total';
  readonly games: number;
  readonly win: number;
  readonly lose: number;
  readonly draw: number;
  readonly winRatio: number;
  readonly loseRatio: number;
  readonly drawRatio: number;
}

/** A match's outcome, from player a's point of view. */
export interface MatchResult {
  readonly a: string;
  readonly b: string;
  readonly gamesPerSide: number;
  readonly seed: number;
  readonly engine: MatchEngine;
  readonly asO: MatchRow;
  readonly asX: MatchRow;
  readonly total: MatchRow;
  /** True when stopped early: the rows then count the games played so far. */
  readonly cancelled: boolean;
}

/** Default games per chunk: ~5 ms of the fast engine; the reference engine is ~100x slower. */
export const DEFAULT_MATCH_CHUNK = { fast: 100_000, reference: 1_000 } as const;

function row(side: MatchRow['side'], win: number, lose: number, draw: number): MatchRow {
  const games = win + lose + draw;
  const ratio = (n: number): number => (games === 0 ? 0 : n / games);
  return { side, games, win, lose, draw, winRatio: ratio(win), loseRatio: ratio(lose), drawRatio: ratio(draw) };
}

/** The three rows of a result in table order: o, x, total. */
export function matchRows(result: MatchResult): readonly [MatchRow, MatchRow, MatchRow] {
  return [result.asO, result.asX, result.total];
}

/** A match played chunk by chunk: `step(maxGames)` plays the next games; `result()` tallies them. */
export class MatchRunner<S> implements Stepper<MatchResult> {
  readonly total: number;
  private playedO = 0;
  private playedX = 0;
  /** Tallies indexed by outcome code (1 o won, 2 x won, 3 draw), for a as o and a as x. */
  private readonly tallyO = new Float64Array(4);
  private readonly tallyX = new Float64Array(4);
  private readonly rng: Mulberry32;
  private readonly engine: MatchEngine;
  private readonly outcome: Uint8Array;
  private readonly seated: { readonly aAsO: SeatedPolicy; readonly aAsX: SeatedPolicy } | null;

  constructor(
    private readonly game: Game<S>,
    private readonly a: AiPlayer<S>,
    private readonly b: AiPlayer<S>,
    private readonly options: MatchOptions<S>,
  ) {
    const { games, seed } = options;
    if (!Number.isSafeInteger(games) || games < 0) throw new RangeError(`games must be a non-negative integer, got ${String(games)}`);
    if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${String(seed)}`);
    this.total = 2 * games;
    this.rng = createRng(seed);
    this.engine = options.engine ?? 'fast';
    const table = options.table ?? sharedPositionTable(game);
    this.outcome = table.outcome;
    if (this.engine === 'fast') {
      const pa = compilePolicy(a, table);
      const pb = compilePolicy(b, table);
      this.seated = { aAsO: seatPolicies(pa, pb), aAsX: seatPolicies(pb, pa) };
    } else {
      this.seated = null;
    }
  }

  /** Games played so far (both sides). */
  get done(): number {
    return this.playedO + this.playedX;
  }

  /** Plays up to `maxGames` more games (a as o first, then a as x). */
  step(maxGames: number): Progress {
    const games = this.options.games;
    let budget = Math.max(0, Math.floor(maxGames));
    const asO = Math.min(budget, games - this.playedO);
    if (asO > 0) {
      this.play(true, asO);
      this.playedO += asO;
      budget -= asO;
    }
    const asX = Math.min(budget, games - this.playedX);
    if (asX > 0 && this.playedO === games) {
      this.play(false, asX);
      this.playedX += asX;
    }
    return { done: this.done, total: this.total };
  }

  private play(aIsO: boolean, games: number): void {
    const tally = aIsO ? this.tallyO : this.tallyX;
    if (this.seated) {
      const policy = aIsO ? this.seated.aAsO : this.seated.aAsX;
      this.rng.state = playSeatedGames(policy, this.outcome, games, this.rng.state, tally);
      return;
    }
    const [o, x] = aIsO ? [this.a, this.b] : [this.b, this.a];
    for (let g = 0; g < games; g++) tally[playGame(this.game, o, x, this.rng).outcome]++;
  }

  /** The tally so far; `cancelled` when not all games were played. */
  result(): MatchResult {
    const o = this.tallyO;
    const x = this.tallyX;
    const asO = row('o', o[1], o[2], o[3]);
    const asX = row('x', x[2], x[1], x[3]);
    return {
      a: this.a.id,
      b: this.b.id,
      gamesPerSide: this.options.games,
      seed: this.options.seed,
      engine: this.engine,
      asO,
      asX,
      total: row('total', asO.win + asX.win, asO.lose + asX.lose, asO.draw + asX.draw),
      cancelled: this.done < this.total,
    };
  }
}

/** Plays a whole match synchronously, in chunks (progress and cancellation between chunks). */
export function runMatch<S>(game: Game<S>, a: AiPlayer<S>, b: AiPlayer<S>, options: RunMatchOptions<S>): MatchResult {
  const runner = new MatchRunner(game, a, b, options);
  return runChunks(runner, options, DEFAULT_MATCH_CHUNK[options.engine ?? 'fast']);
}

/** Plays a whole match, yielding to the event loop between chunks (for a worker). */
export function runMatchAsync<S>(game: Game<S>, a: AiPlayer<S>, b: AiPlayer<S>, options: RunMatchOptions<S>): Promise<MatchResult> {
  const runner = new MatchRunner(game, a, b, options);
  return runChunksAsync(runner, options, DEFAULT_MATCH_CHUNK[options.engine ?? 'fast']);
}
