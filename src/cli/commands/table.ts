import { ticTacToe } from '../../games/tictactoe/index.ts';
import { bestMoveEntries, bestMoveTableJson } from '../../tree/bestMoveTable.ts';
import { buildPositionTable } from '../../tree/positions.ts';
import { parseArgs, quoteArg, UsageError, type Command } from '../command.ts';

/**
 * `table [--shortest] [--json]`: value and best moves of every reachable
 * position (the best-move table as a data file; the app downloads the same JSON).
 */
export const tableCommand: Command = {
  name: 'table',
  usage: 'table [--shortest] [--json]',
  summary: 'value and best moves of all 5,478 positions',
  help: ['  --shortest  shortest-victory scoring (win sooner, lose later) instead of win/draw/loss', '  --json      one JSON object keyed by board (the file the app downloads)'],
  run(args, io) {
    const { positional, flags } = parseArgs(args, { booleans: ['json', 'shortest'] });
    if (positional.length > 0) throw new UsageError(`table takes no arguments, got ${quoteArg(positional[0])}`);
    const mode = flags.has('shortest') ? 'shortest' : 'wdl';
    const t = buildPositionTable(ticTacToe);
    if (flags.has('json')) {
      io.out(bestMoveTableJson(ticTacToe, t, mode));
      return 0;
    }
    const entries = bestMoveEntries(ticTacToe, t, mode);
    io.out(`# ${entries.length} positions, ${mode === 'wdl' ? 'win/draw/loss' : 'shortest victory'} scoring: board to-move score best-moves`);
    for (const [board, e] of entries) io.out(`${board} ${e.toMove} ${String(e.score).padStart(2)} ${e.bestMoves.join('') || '-'}`);
    return 0;
  },
};
