/**
 * `solve-check <player> [--game G] [--shortest] [--json] [--limit N]`: the
 * strong-solve checker of a game whose whole tree fits. Visits every
 * unfinished position (4,520 in the opening game) and checks that
 * every move the player may choose is a best move (win/draw/loss scoring, or
 * shortest victory with --shortest). Progress on stderr; the verdict and the
 * first failing positions on stdout. Exit code 0 when solved, 1 when not.
 */
import { runChunks } from '../../ai/chunked.ts';
import { playerChoices } from '../../ai/registry.ts';
import { DEFAULT_SOLVE_CHUNK, SolveChecker, type SolveCheckResult } from '../../ai/solveCheck.ts';
import { flagText, parseArgs, parseIntArg, UsageError, type CliIO, type Command } from '../command.ts';
import { fullTreeGameOf, GAME_FLAG, gameOf, withFullTree } from '../games.ts';
import { cliProgress } from '../progress.ts';
import { playerArg } from './match.ts';

/** Failing positions listed in text output unless --limit says otherwise. */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 10_000;

const cellList = (cells: readonly number[]): string => cells.join(' ');

/** The verdict as text lines: one summary line, then up to `limit` failing positions. */
function formatSolveCheck(r: SolveCheckResult, limit: number): string[] {
  const scoring = r.mode === 'wdl' ? 'win/draw/loss scoring' : 'shortest-victory scoring';
  if (r.cancelled) return [`${r.player}: check cancelled after ${r.checked} of ${r.positions} positions (${scoring})`];
  if (r.passed) {
    return [`${r.player}: strongly solved: every move it may choose is a best move in all ${r.positions} unfinished positions (${scoring})`];
  }
  const n = r.failures.length;
  const out = [`${r.player}: not strongly solved: ${n} of ${r.positions} unfinished positions allow a move that is not best (${scoring})`];
  const shown = r.failures.slice(0, limit);
  if (shown.length > 0) {
    const rows = [['board', 'may play', 'not best', 'best'], ...shown.map((f) => [f.notation, cellList(f.choices), cellList(f.bad), cellList(f.best)])];
    const widths = rows[0].map((_, i) => Math.max(...rows.map((cols) => cols[i].length)));
    for (const cols of rows) out.push(cols.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
  }
  if (n > shown.length) out.push(`... and ${n - shown.length} more (--limit N to show more, --json for all)`);
  return out;
}

/** The solve-check command. */
export const solveCheckCommand: Command = {
  name: 'solve-check',
  usage: 'solve-check <player> [--game G] [--shortest] [--json] [--limit N]',
  summary: 'Checks that a player picks a best move in every unfinished position (exit 1 when it does not)',
  help: (m) => [
    `  <player>    ${playerChoices(m.game)} (exact names; case is ignored)`,
    '  --game G    a game whose whole tree fits (default: the opening game)',
    '  --shortest  a best move under shortest-victory scoring',
    `  --limit N   failing positions listed, 0 to ${MAX_LIMIT.toLocaleString('en-US')} (default ${DEFAULT_LIMIT})`,
    '  --json      the whole verdict as JSON, every failure included',
    'Visits every unfinished position (a few seconds at most), progress on stderr.',
  ],
  runsOn: withFullTree,
  run(args: readonly string[], io: CliIO): number {
    const { positional, flags } = parseArgs(args, { valued: ['limit', GAME_FLAG], booleans: ['shortest', 'json'] });
    const game = fullTreeGameOf('solve-check', gameOf(flags));
    if (positional.length !== 1) {
      throw new UsageError(`solve-check needs one player, got ${positional.length}: solve-check <player> (players: ${playerChoices(game)})`);
    }
    const player = playerArg(positional[0], game);
    const limitFlag = flagText(flags, 'limit');
    const limit = limitFlag !== undefined ? parseIntArg('limit', limitFlag, 0, MAX_LIMIT) : DEFAULT_LIMIT;
    const mode = flags.has('shortest') ? 'shortest' : 'wdl';
    const checker = new SolveChecker(game, player, { mode });
    const progress = cliProgress(io, checker.total, 'positions');
    const result = runChunks(checker, { onProgress: ({ done }) => progress.update(done) }, DEFAULT_SOLVE_CHUNK);
    progress.finish(result.checked);
    if (flags.has('json')) io.out(JSON.stringify(result, null, 2));
    else for (const line of formatSolveCheck(result, limit)) io.out(line);
    return result.passed ? 0 : 1;
  },
};
