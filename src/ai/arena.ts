/**
 * AI-versus-AI matches (source article 4's ai_match).
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
 * - 'reference': every move through the players' own choices, one draw per
 *   decision (MatchRunner.playCounted, which also counts cost).
 * Compiling asks each player once per unfinished position, which for the
 * search-based players means one search per position up front (cached per
 * player). Games whose whole tree does not fit always use 'reference'.
 *
 * Cost (search players, `AiPlayer.choicesCounted`): per player, the nodes
 * its search visited and the time it took, per move (mean and max over the
 * moves it played). Fast engine: each position's search runs once when the
 * player is compiled (policy.ts measures its nodes and its time there), the
 * loop counts the decisions taken at each position, and a move's cost is its
 * position's. Reference engine: every move's search is counted and timed as
 * it runs. Either way the nodes are those of the real search, not a model.
 *
 * Sample: the moves of the match's first game (a moving first), to replay.
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
import { childPosition, stateAt } from '../tree/positions.ts';
import { playSeatedGames, playSeatedGamesCounted, seatedGamePositions } from './fastPlay.ts';
import type { AiPlayer } from './player.ts';
import { compilePolicy, seatPolicies, type PositionCost, type SeatedPolicy } from './policy.ts';
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

/**
 * What a search player's moves cost in a match: over the `moves` it played,
 * nodes searched and milliseconds per move, mean and max. `timing` says how
 * the time was taken: 'per-position' (fast engine: each position's search
 * timed once, when the player was prepared) or 'per-move' (every move timed).
 */
export interface PlayerCost {
  readonly moves: number;
  readonly nodesMean: number;
  readonly nodesMax: number;
  readonly nodesTotal: number;
  readonly msMean: number;
  readonly msMax: number;
  readonly timing: 'per-position' | 'per-move';
}

/** One game of the match to replay: its moves from the start, a moving first. */
export interface MatchSample {
  readonly moves: readonly number[];
  /** Outcome code of the game (1 first player won, 2 second won, 3 draw). */
  readonly outcome: number;
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
  /** Each player's search cost (null: not a search player, or no move played yet). */
  readonly cost?: { readonly a: PlayerCost | null; readonly b: PlayerCost | null };
  /** The first game (a moving first), once played. */
  readonly sample?: MatchSample;
}

/** Running sums of a player's cost. */
class CostSum {
  moves = 0;
  nodes = 0;
  nodesMax = 0;
  ms = 0;
  msMax = 0;
  add(count: number, nodes: number, ms: number): void {
    if (count <= 0) return;
    this.moves += count;
    this.nodes += count * nodes;
    this.ms += count * ms;
    if (nodes > this.nodesMax) this.nodesMax = nodes;
    if (ms > this.msMax) this.msMax = ms;
  }
  result(timing: PlayerCost['timing']): PlayerCost | null {
    if (this.moves === 0) return null;
    return { moves: this.moves, nodesMean: this.nodes / this.moves, nodesMax: this.nodesMax, nodesTotal: this.nodes, msMean: this.ms / this.moves, msMax: this.msMax, timing };
  }
}

/** Default games per chunk: ~5 ms of the fast engine; the reference engine is ~100x slower. */
export const DEFAULT_MATCH_CHUNK = { fast: 100_000, reference: 1_000 } as const;

/** A result row from its counts (ratios 0 when no games were played). */
function matchRow(side: MatchRow['side'], win: number, lose: number, draw: number): MatchRow {
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
  /** Fast engine: the compiled players' per-position costs (search players only). */
  private readonly costA: PositionCost | undefined;
  private readonly costB: PositionCost | undefined;
  /** Fast engine with a search player: decisions taken per position, a first / a second. */
  private readonly visitsFirst: Float64Array | null = null;
  private readonly visitsSecond: Float64Array | null = null;
  /** Reference engine: cost sums of a and b, per move. */
  private readonly sumA = new CostSum();
  private readonly sumB = new CostSum();
  private sample: MatchSample | undefined;
  private readonly side: Uint8Array;

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
      this.costA = pa.cost;
      this.costB = pb.cost;
      this.side = table.side;
      if (pa.cost || pb.cost) {
        this.visitsFirst = new Float64Array(table.count);
        this.visitsSecond = new Float64Array(table.count);
      }
      if (games > 0) {
        // The first game, replayed from the match's first rng state on the same tables.
        const positions = seatedGamePositions(this.seated.aFirst, this.rng.state);
        const moves: number[] = [];
        const buf = new Int16Array(game.maxMoves);
        for (let i = 1; i < positions.length; i++) {
          const p = positions[i - 1];
          const n = game.legalMoves(stateAt(table, p), buf, 0);
          for (let k = 0; k < n; k++) if (childPosition(table, p, buf[k]) === positions[i]) moves.push(buf[k]);
        }
        this.sample = { moves, outcome: table.outcome[positions[positions.length - 1]] };
      }
    } else {
      this.outcome = new Uint8Array(0);
      this.seated = null;
      this.costA = undefined;
      this.costB = undefined;
      this.side = new Uint8Array(0);
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
      const visits = aIsFirst ? this.visitsFirst : this.visitsSecond;
      this.rng.state = visits
        ? playSeatedGamesCounted(policy, this.outcome, games, this.rng.state, tally, visits)
        : playSeatedGames(policy, this.outcome, games, this.rng.state, tally);
      return;
    }
    const played = aIsFirst ? this.playedFirst : this.playedSecond;
    for (let g = 0; g < games; g++) {
      const moves: number[] = [];
      const outcome = this.playCounted(aIsFirst, this.opening(played + g), moves);
      tally[outcome]++;
      if (aIsFirst && played + g === 0) this.sample = { moves, outcome };
    }
  }

  /**
   * One game of the reference engine (one draw per
   * decision, uniform among the choices), counting and timing each search
   * player's search as it runs. Appends the moves (after the opening) to `moves`.
   */
  private playCounted(aIsFirst: boolean, start: S, moves: number[]): number {
    const { game } = this;
    let state = start;
    while (game.outcome(state) === OUTCOME.playing) {
      const isA = (game.toMove(state) === 0) === aIsFirst;
      const player = isA ? this.a : this.b;
      let move: number;
      if (player.choicesCounted) {
        const t0 = performance.now();
        const c = player.choicesCounted(state);
        const ms = performance.now() - t0;
        if (c.moves.length === 0) throw new Error(`${player.id} has no move`);
        (isA ? this.sumA : this.sumB).add(1, c.nodes, ms);
        move = c.moves[this.rng.int(c.moves.length)];
      } else move = player.choose(state, this.rng);
      moves.push(move);
      state = game.play(state, move);
    }
    return game.outcome(state);
  }

  /** The cost of a search player (fast engine): its positions' costs weighted by the decisions taken there. O(positions). */
  private fastCost(cost: PositionCost | undefined, isA: boolean): PlayerCost | null {
    if (!cost || !this.visitsFirst || !this.visitsSecond) return null;
    const sum = new CostSum();
    // a moves at side 0 when seated first, at side 1 when seated second; b the other way round.
    for (let p = 0; p < this.side.length; p++) {
      const mine = this.side[p] === 0 ? (isA ? this.visitsFirst[p] : this.visitsSecond[p]) : isA ? this.visitsSecond[p] : this.visitsFirst[p];
      sum.add(mine, cost.nodes[p], cost.ms[p]);
    }
    return sum.result('per-position');
  }

  /** Each player's cost so far. */
  private costs(): { a: PlayerCost | null; b: PlayerCost | null } {
    if (this.seated) return { a: this.fastCost(this.costA, true), b: this.fastCost(this.costB, false) };
    return { a: this.sumA.result('per-move'), b: this.sumB.result('per-move') };
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
      cost: this.costs(),
      ...(this.sample && (this.seated || this.playedFirst > 0) ? { sample: this.sample } : {}),
    };
  }
}

/** Plays a whole match synchronously, in chunks (progress and cancellation between chunks). */
export function runMatch<S>(game: Game<S>, a: AiPlayer<S>, b: AiPlayer<S>, options: RunMatchOptions<S>): MatchResult {
  const runner = new MatchRunner(game, a, b, options);
  return runChunks(runner, options, DEFAULT_MATCH_CHUNK[options.engine ?? 'fast']);
}
