/**
 * `match <playerA> <playerB> [--games N] [--seed S] [--json]`: seed 004's
 * ai_match. Plays N games with A as o and N with A as x, shows a tqdm-style
 * progress bar on stderr and prints the win / lose / draw table from A's
 * point of view on stdout (or the whole result as JSON with --json).
 */
import { ticTacToe, type Board } from '../../games/tictactoe/index.ts';
import { runMatch, type MatchResult, type MatchRow, matchRows } from '../../ai/arena.ts';
import type { AiPlayer } from '../../ai/player.ts';
import { createProgressPrinter } from '../../ai/progress.ts';
import { parsePlayer, playerChoices } from '../../ai/registry.ts';
import { parseArgs, parseIntArg, UsageError, type CliIO, type Command } from '../command.ts';

/** Default games per side. */
const DEFAULT_GAMES = 1000;
/** Default seed, so that two runs without --seed agree. */
const DEFAULT_SEED = 1;
const MAX_GAMES = 1_000_000_000;
const MAX_SEED = 4294967295;

/** createPlayer, with an unknown spec turned into a UsageError (exit code 2). */
export function playerArg(spec: string): AiPlayer<Board> {
  const r = parsePlayer(ticTacToe, spec);
  if (!r.ok) throw new UsageError(r.error.message);
  return r.value;
}

const percent = (r: number): string => `${(r * 100).toFixed(1)}%`;

/** Tic-tac-toe's names of the table's rows: o moves first. */
const SIDE_NAMES: Record<MatchRow['side'], string> = { first: 'o', second: 'x', total: 'total' };

/** The result table as text lines: a heading, then rows o / x / total (or the game's side names) with counts and percentages. */
export function formatMatchTable(r: MatchResult, sideNames: readonly [string, string] = [SIDE_NAMES.first, SIDE_NAMES.second]): string[] {
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
  const title = `${r.a} vs ${r.b}: ${games}, seed ${r.seed}${openings}, from ${r.a}'s point of view${r.cancelled ? ' (cancelled)' : ''}`;
  return [title, ...rows.map(line)];
}

/** The match command. */
export const matchCommand: Command = {
  name: 'match',
  usage: 'match <playerA> <playerB> [--games N] [--seed S] [--json]',
  summary: `AI vs AI: N games with each side first (default ${DEFAULT_GAMES}), wins / losses / draws from playerA's point of view`,
  run(args: readonly string[], io: CliIO): number {
    const { positional, flags } = parseArgs(args, { valued: ['games', 'seed'], booleans: ['json'] });
    if (positional.length !== 2) {
      throw new UsageError(`match needs two players, got ${positional.length}: match <playerA> <playerB> (players: ${playerChoices(ticTacToe)})`);
    }
    const a = playerArg(positional[0]);
    const b = playerArg(positional[1]);
    const gamesFlag = flags.get('games');
    const seedFlag = flags.get('seed');
    const games = typeof gamesFlag === 'string' ? parseIntArg('games', gamesFlag, 1, MAX_GAMES) : DEFAULT_GAMES;
    const seed = typeof seedFlag === 'string' ? parseIntArg('seed', seedFlag, 0, MAX_SEED) : DEFAULT_SEED;
    const total = 2 * games;
    const progress = createProgressPrinter({
      total,
      unit: 'games',
      now: () => performance.now(),
      tty: io.isTTY === true,
      raw: io.errRaw?.bind(io),
      line: (text) => io.err(text),
    });
    const result = runMatch(ticTacToe, a, b, {
      games,
      seed,
      // ~100 chunks for a smooth bar, each at most 100,000 games (~5-10 ms).
      chunkSize: Math.max(1, Math.min(100_000, Math.ceil(total / 100))),
      onProgress: ({ done }) => progress.update(done),
    });
    progress.finish(result.total.games);
    if (flags.has('json')) io.out(JSON.stringify(result, null, 2));
    else for (const line of formatMatchTable(result)) io.out(line);
    return 0;
  },
};
