/**
 * `match <playerA> <playerB> [--games N] [--seed S] [--time-limit S]
 * [--json]`: seed 004's ai_match. Plays N games with A as o and N with A as
 * x, shows a tqdm-style progress bar on stderr (progress.ts) and prints the
 * win / lose / draw table from A's point of view on stdout (or the whole
 * result as JSON with --json). N is at most MAX_GAMES per side (~15 s);
 * --time-limit stops earlier and prints the games played so far.
 */
import type { Game } from '../../games/game.ts';
import { ticTacToe, type Board } from '../../games/tictactoe/index.ts';
import { runMatch, type MatchResult, type MatchRow, matchRows } from '../../ai/arena.ts';
import type { AiPlayer } from '../../ai/player.ts';
import { parsePlayer, playerChoices } from '../../ai/registry.ts';
import { flagText, parseArgs, parseIntArg, quoteArg, UsageError, type CliIO, type Command } from '../command.ts';
import { clockOf, cliProgress, MAX_TIME_LIMIT_S, timeLimitMs } from '../progress.ts';

/** Default games per side. */
const DEFAULT_GAMES = 1000;
/** Default seed, so that two runs without --seed agree. */
const DEFAULT_SEED = 1;
/** Most games per side: ~15 s at ~1.3 million games a second (random vs random, a 2-core laptop); more adds nothing a table can show. */
const MAX_GAMES = 10_000_000;
export const MAX_SEED = 4294967295;

/** A player of `game` from a spec, with an unknown spec turned into a UsageError (exit code 2) that quotes it. */
export function playerArg<S>(spec: string, game: Game<S>): AiPlayer<S>;
export function playerArg(spec: string): AiPlayer<Board>;
export function playerArg<S>(spec: string, game?: Game<S>): AiPlayer<S> | AiPlayer<Board> {
  const r = game ? parsePlayer(game, spec) : parsePlayer(ticTacToe, spec);
  if (!r.ok) throw new UsageError(`${r.error.reason} ${quoteArg(r.error.spec)}: choose one of ${r.error.choices}`);
  return r.value;
}

/** How a match stopped by --time-limit is named in its table's title. */
export const timeLimitNote = (limitMs: number): string => `stopped by --time-limit ${limitMs / 1000}`;

const percent = (r: number): string => `${(r * 100).toFixed(1)}%`;

/** Tic-tac-toe's names of the table's rows: o moves first. */
const SIDE_NAMES: Record<MatchRow['side'], string> = { first: 'o', second: 'x', total: 'total' };

/** The result table as text lines: a heading, then rows o / x / total (or the game's side names) with counts and percentages. */
export function formatMatchTable(r: MatchResult, sideNames: readonly [string, string] = [SIDE_NAMES.first, SIDE_NAMES.second], stopNote?: string): string[] {
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

/** The match command. */
export const matchCommand: Command = {
  name: 'match',
  usage: 'match <playerA> <playerB> [--games N] [--seed S] [--time-limit S] [--json]',
  summary: `AI vs AI: N games with each side first (default ${DEFAULT_GAMES}), wins / losses / draws from playerA's point of view`,
  help: [
    `  <playerA> <playerB>  players: ${playerChoices(ticTacToe)} (exact names; case is ignored)`,
    `  --games N            games per side, 1 to ${MAX_GAMES.toLocaleString('en-US')} (default ${DEFAULT_GAMES}; about 1.3 million games a second)`,
    `  --seed S             0 to ${MAX_SEED} (default ${DEFAULT_SEED}): the same seed plays the same games`,
    `  --time-limit S       stop after S seconds (1 to ${MAX_TIME_LIMIT_S}) and print the games played so far, marked as stopped`,
    '  --json               the whole result as JSON ("cancelled": true when stopped early)',
    'Progress on stderr: a bar redrawn in place on a terminal (4 times a second), else a line per quarter and every 10 s.',
  ],
  run(args: readonly string[], io: CliIO): number {
    const { positional, flags } = parseArgs(args, { valued: ['games', 'seed', 'time-limit'], booleans: ['json'] });
    if (positional.length !== 2) {
      throw new UsageError(`match needs two players, got ${positional.length}: match <playerA> <playerB> (players: ${playerChoices(ticTacToe)})`);
    }
    const a = playerArg(positional[0]);
    const b = playerArg(positional[1]);
    const gamesFlag = flagText(flags, 'games');
    const seedFlag = flagText(flags, 'seed');
    const games = gamesFlag !== undefined ? parseIntArg('games', gamesFlag, 1, MAX_GAMES) : DEFAULT_GAMES;
    const seed = seedFlag !== undefined ? parseIntArg('seed', seedFlag, 0, MAX_SEED) : DEFAULT_SEED;
    const limit = timeLimitMs(flags);
    const now = clockOf(io);
    const start = now();
    const total = 2 * games;
    const progress = cliProgress(io, total, 'games');
    const result = runMatch(ticTacToe, a, b, {
      games,
      seed,
      // ~100 chunks for a smooth bar, each at most 100,000 games (~5-10 ms).
      chunkSize: Math.max(1, Math.min(100_000, Math.ceil(total / 100))),
      onProgress: ({ done }) => progress.update(done),
      signal: { get aborted() { return now() - start >= limit; } },
    });
    progress.finish(result.total.games);
    if (flags.has('json')) io.out(JSON.stringify(result, null, 2));
    else for (const line of formatMatchTable(result, undefined, timeLimitNote(limit))) io.out(line);
    return 0;
  },
};
