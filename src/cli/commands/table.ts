import { formatBoard, ticTacToe, toMove } from '../../games/tictactoe/index.ts';
import { bestMovesAt, buildPositionTable, stateAt } from '../../tree/positions.ts';
import { parseArgs, UsageError, type Command } from '../command.ts';

/**
 * `table [--shortest] [--json]`: value and best moves of every reachable
 * position (the seeds' bestmoves.dat as a data file).
 */
export const tableCommand: Command = {
  name: 'table',
  usage: 'table [--shortest] [--json]',
  summary: 'value and best moves of all 5,478 positions',
  run(args, io) {
    const { positional, flags } = parseArgs(args, { booleans: ['json', 'shortest'] });
    if (positional.length > 0) throw new UsageError(`table takes no arguments, got "${positional[0]}"`);
    const mode = flags.has('shortest') ? 'shortest' : 'wdl';
    const t = buildPositionTable(ticTacToe);
    const score = t.score[mode];
    const entries: [string, { toMove: 'o' | 'x'; score: number; bestMoves: number[] }][] = [];
    for (let p = 0; p < t.count; p++) {
      const b = stateAt(t, p);
      entries.push([formatBoard(b), { toMove: toMove(b), score: score[p], bestMoves: bestMovesAt(t, p, mode) }]);
    }
    entries.sort((a, b) => (a[0] < b[0] ? -1 : 1));
    if (flags.has('json')) {
      io.out(JSON.stringify(Object.fromEntries(entries)));
      return 0;
    }
    io.out(`# ${entries.length} positions, ${mode === 'wdl' ? 'win/draw/loss' : 'shortest victory'} scoring: board to-move score best-moves`);
    for (const [board, e] of entries) io.out(`${board} ${e.toMove} ${String(e.score).padStart(2)} ${e.bestMoves.join('') || '-'}`);
    return 0;
  },
};
