/**
 * AI-versus-AI matches (seed 004's ai_match).
 *
 * A match of N games plays N games with player a seated first (moving
 * first), then N games with a seated second: N is *per side*, 2N games in all. One
 * mulberry32 stream seeded by `seed` drives every choice of both players in
 * that order, so a seed reproduces the whole table whatever the chunk size.
 * Results are from a's point of view: rows first / second / total, columns win / lose
 * / draw, as counts and ratios.
 *
 * Two engines give identical results for a seed:
 * - 'fast' (default): both players are compiled to per-position tables
 *   (policy.ts) and games run in the allocation-free loop of fastPlay.ts.
 * - 'reference': every move through the players' own `choose` (playGame.ts).
 * Compiling asks each player once per unfinished position, which for the
 * search-based players means 4,520 searches up front (cached per player).
 * Games whose whole tree does not fit (Othello) always use 'reference'.
 *
 * Openings (`openingMoves` k > 0, reference engine): game i of each seating
 * starts after k uniformly random plies drawn from a stream seeded by (seed,
 * i), so a's i-th game as first and its i-th game as second share their
 * opening and only the colours differ; the players' own choices still come
 * from the match stream.
 */
import { hasFullTree, OUTCOME, type Game } from '../games/game.ts';
import type { PositionTable } from '../tree/positions.ts';
import { runChunks, type ChunkOptions, type Progress, type Stepper } from './chunked.ts';
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
  /** Games per side (a first, then a second): 2 * games in all. A non-negative integer. */
  readonly games: number;
  /** Seed of the match's single rng stream (taken modulo 2^32). */
  readonly seed: number;
  /** Default 'fast'. */
  readonly engine?: MatchEngine;
  /** Default: the shared table (only games whose whole tree fits have one). */
  readonly table?: PositionTable<S>;
  /** Random plies before the players take over (see the module header); default 0. */
  readonly openingMoves?: number;
}

/** runMatch options: what to play plus chunking, progress and cancellation. */
export interface RunMatchOptions<S> extends MatchOptions<S>, ChunkOptions {}

/** One row of the result table, from a's point of view. Ratios are 0 when no games were played. */
export interface MatchRow {
  readonly side: 'first' | 'second' | 'total';
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
  /** Random opening plies per game (0: none). */
  readonly openingMoves: number;
  readonly asFirst: MatchRow;
  readonly asSecond: MatchRow;
  readonly total: MatchRow;
  /** True when stopped early: the rows then count the games played so far. */
  readonly cancelled: boolean;
}

/** Default games per chunk: ~5 ms of the fast engine; the reference engine is ~100x slower. */
export const DEFAULT_MATCH_CHUNK = { fast: 100_000, reference: 1_000 } as const;

/** A result row from its counts (ratios 0 when no games were played). */
export function matchRow(side: MatchRow['side'], win: number, lose: number, draw: number): MatchRow {
  const games = win + lose + draw;
  const ratio = (n: number): number => (games === 0 ? 0 : n / games);
  return { side, games, win, lose, draw, winRatio: ratio(win), loseRatio: ratio(lose), drawRatio: ratio(draw) };
}

/** The three rows of a result in table order: first, second, total. */
export function matchRows(result: MatchResult): readonly [MatchRow, MatchRow, MatchRow] {
  return [result.asFirst, result.asSecond, result.total];
}

/** A match played chunk by chunk: `step(maxGames)` plays the next games; `result()` tallies them. */
export class MatchRunner<S> implements Stepper<MatchResult> {
  readonly total: number;
  private playedFirst = 0;
  private playedSecond = 0;
  /** Tallies indexed by outcome code (1 first won, 2 second won, 3 draw), for a first and a second. */
  private readonly tallyFirst = new Float64Array(4);
  private readonly tallySecond = new Float64Array(4);
  private readonly rng: Mulberry32;
  private readonly engine: MatchEngine;
  private readonly openingMoves: number;
  private readonly outcome: Uint8Array;
  private readonly seated: { readonly aFirst: SeatedPolicy; readonly aSecond: SeatedPolicy } | null;

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
    this.openingMoves = options.openingMoves ?? 0;
    if (!Number.isSafeInteger(this.openingMoves) || this.openingMoves < 0) throw new RangeError(`openingMoves must be a non-negative integer, got ${String(options.openingMoves)}`);
    // The fast engine needs the position table, so only games whose whole tree fits have it; openings need the reference engine.
    this.engine = hasFullTree(game) && this.openingMoves === 0 ? (options.engine ?? 'fast') : 'reference';
    if (this.engine === 'fast' && hasFullTree(game)) {
      const table = options.table ?? sharedPositionTable(game);
      this.outcome = table.outcome;
      const pa = compilePolicy(a, table);
      const pb = compilePolicy(b, table);
      this.seated = { aFirst: seatPolicies(pa, pb), aSecond: seatPolicies(pb, pa) };
    } else {
      this.outcome = new Uint8Array(0);
      this.seated = null;
    }
  }

  /** Games played so far (both sides). */
  get done(): number {
    return this.playedFirst + this.playedSecond;
  }

  /** Plays up to `maxGames` more games (a first, then a second). */
  step(maxGames: number): Progress {
    const games = this.options.games;
    let budget = Math.max(0, Math.floor(maxGames));
    const asFirst = Math.min(budget, games - this.playedFirst);
    if (asFirst > 0) {
      this.play(true, asFirst);
      this.playedFirst += asFirst;
      budget -= asFirst;
    }
    const asSecond = Math.min(budget, games - this.playedSecond);
    if (asSecond > 0 && this.playedFirst === games) {
      this.play(false, asSecond);
      this.playedSecond += asSecond;
    }
    return { done: this.done, total: this.total };
  }

  private play(aIsFirst: boolean, games: number): void {
    const tally = aIsFirst ? this.tallyFirst : this.tallySecond;
    if (this.seated) {
      const policy = aIsFirst ? this.seated.aFirst : this.seated.aSecond;
      this.rng.state = playSeatedGames(policy, this.outcome, games, this.rng.state, tally);
      return;
    }
    const [first, second] = aIsFirst ? [this.a, this.b] : [this.b, this.a];
    const played = aIsFirst ? this.playedFirst : this.playedSecond;
    for (let g = 0; g < games; g++) tally[playGame(this.game, first, second, this.rng, this.opening(played + g)).outcome]++;
  }

  /** The start of game `index` of a seating: `openingMoves` random plies from a stream of (seed, index). */
  private opening(index: number): S {
    let s = this.game.initial;
    if (this.openingMoves === 0) return s;
    const rng = createRng(Math.imul(this.options.seed | 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b));
    const buf = new Int16Array(this.game.maxMoves);
    for (let i = 0; i < this.openingMoves && this.game.outcome(s) === OUTCOME.playing; i++) {
      s = this.game.play(s, buf[rng.int(this.game.legalMoves(s, buf, 0))]);
    }
    return s;
  }

  /** The tally so far; `cancelled` when not all games were played. */
  result(): MatchResult {
    const o = this.tallyFirst;
    const x = this.tallySecond;
    const asFirst = matchRow('first', o[1], o[2], o[3]);
    const asSecond = matchRow('second', x[2], x[1], x[3]);
    return {
      a: this.a.id,
      b: this.b.id,
      gamesPerSide: this.options.games,
      seed: this.options.seed,
      engine: this.engine,
      openingMoves: this.openingMoves,
      asFirst,
      asSecond,
      total: matchRow('total', asFirst.win + asSecond.win, asFirst.lose + asSecond.lose, asFirst.draw + asSecond.draw),
      cancelled: this.done < this.total,
    };
  }
}

/** Plays a whole match synchronously, in chunks (progress and cancellation between chunks). */
export function runMatch<S>(game: Game<S>, a: AiPlayer<S>, b: AiPlayer<S>, options: RunMatchOptions<S>): MatchResult {
  const runner = new MatchRunner(game, a, b, options);
  return runChunks(runner, options, DEFAULT_MATCH_CHUNK[options.engine ?? 'fast']);
}
