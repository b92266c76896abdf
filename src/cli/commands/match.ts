/**
 * `match <playerA> <playerB> [--game G] [--games N] [--seed S] [--openings K]
 * [--time-limit S] [--json]`: AI against AI on any game. Plays N games with
 * A first and N with A second, shows a tqdm-style progress bar on stderr
 * (progress.ts) and prints the win / lose / draw table from A's point of
 * view on stdout (or the whole result as JSON with --json); --time-limit
 * stops earlier and prints the games played so far.
 *
 * The defaults follow the game's capability. A game whose whole tree fits
 * plays fast (about a million games a second): 1,000 games per side by
 * default, at most MAX_GAMES, no random openings, progress per chunk of
 * games. A searched game's players search at every move (a game takes
 * seconds): 10 games per side, at most MAX_SEARCHED_GAMES, 4 random opening
 * moves so that the games differ, progress before every move.
 */
import type { Game } from '../../games/game.ts';
import type { GameModule } from '../../games/module.ts';
import { DEFAULT_MATCH_CHUNK, MatchRunner, runMatch, type MatchResult, type MatchRow, matchRows } from '../../ai/arena.ts';
import { runChunks } from '../../ai/chunked.ts';
import type { AiPlayer } from '../../ai/player.ts';
import { parsePlayer, playerChoices } from '../../ai/registry.ts';
import { flagText, parseArgs, parseIntArg, quoteArg, UsageError, type CliIO, type Command, type ParsedArgs } from '../command.ts';
import { GAME_FLAG, gameOf } from '../games.ts';
import { clockOf, cliProgress, MAX_TIME_LIMIT_S, timeLimitMs } from '../progress.ts';

/** Default seed, so that two runs without --seed agree. */
const DEFAULT_SEED = 1;
const MAX_SEED = 4294967295;
const MAX_OPENINGS = 20;

/** A match's bounds and defaults on a game (see the module header). */
interface MatchLimits {
  readonly games: number;
  /** Most games per side: for a full-tree game ~15 s at ~1.3 million games a second (random vs random, a 2-core laptop); more adds nothing a table can show. */
  readonly maxGames: number;
  readonly openings: number;
  /** Players search at every move: progress before each move, games one at a time. */
  readonly searched: boolean;
}

const FULL_TREE_LIMITS: MatchLimits = { games: 1000, maxGames: 10_000_000, openings: 0, searched: false };
const SEARCHED_LIMITS: MatchLimits = { games: 10, maxGames: 100_000, openings: 4, searched: true };

const limitsOf = (game: Game<unknown>): MatchLimits => (game.fullTree ? FULL_TREE_LIMITS : SEARCHED_LIMITS);

/** A player of `game` from a spec, with an unknown spec turned into a UsageError (exit code 2) that quotes it. */
export function playerArg<S>(spec: string, game: Game<S>): AiPlayer<S> {
  const r = parsePlayer(game, spec);
  if (!r.ok) throw new UsageError(`${r.error.reason} ${quoteArg(r.error.spec)}: choose one of ${r.error.choices}`);
  return r.value;
}

/** How a match stopped by --time-limit is named in its table's title. */
const timeLimitNote = (limitMs: number): string => `stopped by --time-limit ${limitMs / 1000}`;

const percent = (r: number): string => `${(r * 100).toFixed(1)}%`;

/** The result table as text lines: a heading, then rows first / second / total (by the game's side names) with counts and percentages. */
export function formatMatchTable(r: MatchResult, sideNames: readonly [string, string] = ['first', 'second'], stopNote?: string): string[] {
  const names: Record<MatchRow['side'], string> = { first: sideNames[0], second: sideNames[1], total: 'total' };
  const head = ['as', 'win', 'lose', 'draw', 'win%', 'lose%', 'draw%'];
  const cells = (row: MatchRow): string[] => [
    names[row.side],
    String(row.win),
    String(row.lose),
    String(row.draw),
    percent(row.winRatio),
    percent(row.loseRatio),
    percent(row.drawRatio),
  ];
  const rows = [head, ...matchRows(r).map(cells)];
  const widths = head.map((_, i) => Math.max(...rows.map((cols) => cols[i].length)));
  const line = (cols: string[]): string => cols.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
  const games = `${r.gamesPerSide} ${r.gamesPerSide === 1 ? 'game' : 'games'} per side`;
  const openings = r.openingMoves > 0 ? `, ${r.openingMoves} random opening moves` : '';
  const stopped = !r.cancelled ? '' : stopNote ? ` (${stopNote} after ${r.total.games} of ${2 * r.gamesPerSide} games)` : ' (cancelled)';
  const title = `${r.a} vs ${r.b}: ${games}, seed ${r.seed}${openings}, from ${r.a}'s point of view${stopped}`;
  return [title, ...rows.map(line)];
}

/** Thrown by a player's move when the time limit has passed; ends the game in progress unplayed. */
class OutOfTime extends Error {}

/** `p` with `beforeMove` called before each of its moves (progress, the time limit). */
function announced<S>(p: AiPlayer<S>, beforeMove: () => void): AiPlayer<S> {
  const counted = p.choicesCounted;
  return {
    ...p,
    choose: (s, rng) => {
      beforeMove();
      return p.choose(s, rng);
    },
    ...(counted ? { choicesCounted: (s: S) => (beforeMove(), counted(s)) } : {}),
  };
}

interface MatchSettings {
  readonly games: number;
  readonly seed: number;
  readonly openingMoves: number;
  readonly limitMs: number;
}

/** A fast game's match: chunks of games, the time limit checked between chunks. */
function playFast<S>(game: Game<S>, a: AiPlayer<S>, b: AiPlayer<S>, m: MatchSettings, io: CliIO): MatchResult {
  const now = clockOf(io);
  const start = now();
  const total = 2 * m.games;
  const progress = cliProgress(io, total, 'games');
  const result = runMatch(game, a, b, {
    games: m.games,
    seed: m.seed,
    openingMoves: m.openingMoves,
    // ~100 chunks for a smooth bar, each at most 100,000 games (~5-10 ms).
    chunkSize: Math.max(1, Math.min(100_000, Math.ceil(total / 100))),
    onProgress: ({ done }) => progress.update(done),
    signal: { get aborted() { return now() - start >= m.limitMs; } },
  });
  progress.finish(result.total.games);
  return result;
}

/** A searched game's match: one game at a time, progress and the time limit before every move. */
function playSearched<S>(game: Game<S>, pa: AiPlayer<S>, pb: AiPlayer<S>, m: MatchSettings, io: CliIO): MatchResult {
  const now = clockOf(io);
  const start = now();
  const progress = cliProgress(io, 2 * m.games, 'games');
  const outOfTime = (): boolean => now() - start >= m.limitMs;
  let finished = 0; // games finished (chunks are one game)
  let ply = 0; // moves of the game in progress
  const beforeMove = () => {
    if (outOfTime()) throw new OutOfTime();
    ply++;
    progress.update(finished, `(game ${finished + 1}, move ${ply})`);
  };
  const onProgress = ({ done }: { done: number }) => {
    finished = done;
    ply = 0;
    progress.update(done);
  };
  const runner = new MatchRunner(game, announced(pa, beforeMove), announced(pb, beforeMove), { games: m.games, seed: m.seed, openingMoves: m.openingMoves });
  try {
    runChunks(runner, { chunkSize: 1, onProgress, signal: { get aborted() { return outOfTime(); } } }, DEFAULT_MATCH_CHUNK.reference);
  } catch (error) {
    if (!(error instanceof OutOfTime)) throw error;
  }
  const result = runner.result();
  progress.finish(result.total.games);
  return result;
}

function settingsOf(flags: ParsedArgs['flags'], limits: MatchLimits): MatchSettings {
  const num = (name: string, fallback: number, min: number, max: number) => {
    const f = flagText(flags, name);
    return f !== undefined ? parseIntArg(name, f, min, max) : fallback;
  };
  return {
    games: num('games', limits.games, 1, limits.maxGames),
    seed: num('seed', DEFAULT_SEED, 0, MAX_SEED),
    openingMoves: num('openings', limits.openings, 0, MAX_OPENINGS),
    limitMs: timeLimitMs(flags),
  };
}

function help(m: GameModule<unknown>): string[] {
  const l = limitsOf(m.game);
  const n = (x: number) => x.toLocaleString('en-US');
  return [
    `  <playerA> <playerB>  players: ${playerChoices(m.game)} (exact names; case is ignored)`,
    '  --game G             the game (default: the opening game)',
    `  --games N            games per side, 1 to ${n(l.maxGames)} (default ${n(l.games)}${l.searched ? '' : '; about 1.3 million games a second'})`,
    `  --seed S             0 to ${MAX_SEED} (default ${DEFAULT_SEED}): the same seed plays the same games`,
    `  --openings K         0 to ${MAX_OPENINGS} random opening moves before the players take over (default ${l.openings})`,
    `  --time-limit S       stop after S seconds (1 to ${MAX_TIME_LIMIT_S})${l.searched ? ' before the next move' : ''} and print the games played so far, marked as stopped`,
    '  --json               the whole result as JSON ("cancelled": true when stopped early)',
    `Progress on stderr${l.searched ? ', before every move' : ''}: a bar redrawn in place on a terminal (4 times a second), else a line per quarter and every 10 s.`,
  ];
}

/** The match command. */
export const matchCommand: Command = {
  name: 'match',
  usage: 'match <playerA> <playerB> [--game G] [--games N] [--seed S] [--openings K] [--time-limit S] [--json]',
  summary: "AI vs AI: N games with each side first, wins / losses / draws from playerA's point of view",
  help,
  run(args: readonly string[], io: CliIO): number {
    const { positional, flags } = parseArgs(args, { valued: ['games', 'seed', 'openings', 'time-limit', GAME_FLAG], booleans: ['json'] });
    const module = gameOf(flags);
    const game = module.game;
    if (positional.length !== 2) {
      throw new UsageError(`match needs two players, got ${positional.length}: match <playerA> <playerB> (players: ${playerChoices(game)})`);
    }
    const [a, b] = positional.map((spec) => playerArg(spec, game));
    const limits = limitsOf(game);
    const settings = settingsOf(flags, limits);
    const result = limits.searched ? playSearched(game, a, b, settings, io) : playFast(game, a, b, settings, io);
    if (flags.has('json')) io.out(JSON.stringify(result, null, 2));
    else for (const line of formatMatchTable(result, game.sideNames, timeLimitNote(settings.limitMs))) io.out(line);
    return 0;
  },
};
