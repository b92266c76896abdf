import { bestMoveEntries, bestMoveTableJson } from '../../tree/bestMoveTable.ts';
import { buildPositionTable } from '../../tree/positions.ts';
import { parseArgs, quoteArg, UsageError, type Command } from '../command.ts';
import { fullTreeGameOf, GAME_FLAG, gameOf, withFullTree } from '../games.ts';

/**
 * `table [--game G] [--shortest] [--json]`: value and best moves of every
 * reachable position of a game whose whole tree fits (the best-move table as
 * a data file; the app downloads the same JSON).
 */
export const tableCommand: Command = {
  name: 'table',
  usage: 'table [--game G] [--shortest] [--json]',
  summary: 'value and best moves of every reachable position (a game whose whole tree fits)',
  help: ['  --game G    the game (default: the opening game)', '  --shortest  shortest-victory scoring (win sooner, lose later) instead of win/draw/loss', '  --json      one JSON object keyed by position (the file the app downloads)'],
  runsOn: withFullTree,
  run(args, io) {
    const { positional, flags } = parseArgs(args, { valued: [GAME_FLAG], booleans: ['json', 'shortest'] });
    if (positional.length > 0) throw new UsageError(`table takes no arguments, got ${quoteArg(positional[0])}`);
    const game = fullTreeGameOf('table', gameOf(flags));
    const mode = flags.has('shortest') ? 'shortest' : 'wdl';
    const t = buildPositionTable(game);
    if (flags.has('json')) {
      io.out(bestMoveTableJson(game, t, mode));
      return 0;
    }
    const entries = bestMoveEntries(game, t, mode);
    io.out(`# ${entries.length} positions, ${mode === 'wdl' ? 'win/draw/loss' : 'shortest victory'} scoring: board to-move score best-moves`);
    for (const [board, e] of entries) io.out(`${board} ${e.toMove} ${String(e.score).padStart(2)} ${e.bestMoves.join('') || '-'}`);
    return 0;
  },
};
