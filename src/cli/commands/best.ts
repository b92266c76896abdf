import { describeOutcome, describeValue, outcomeOf, parseBoard, ticTacToe, toMove } from '../../games/tictactoe/index.ts';
import { bestMovesAt, buildPositionTable, positionOf } from '../../tree/positions.ts';
import { parseArgs, UsageError, valueOrExit, type Command } from '../command.ts';

/** `best <board> [--shortest] [--json]`: value and best moves of one position. */
export const bestCommand: Command = {
  name: 'best',
  usage: 'best <board> [--shortest] [--json]',
  summary: 'value and best moves of one position, e.g. best xo.oxo...',
  help: ['  <board>     9 characters of o, x and ., row by row from the top left (o moves first)', '  --shortest  shortest-victory scoring instead of win/draw/loss', '  --json      one JSON object'],
  run(args, io) {
    const { positional, flags } = parseArgs(args, { booleans: ['json', 'shortest'] });
    if (positional.length !== 1) throw new UsageError('best needs one board, e.g. best xo.oxo... (9 characters of o, x and .)');
    const board = valueOrExit(parseBoard(positional[0]));
    const mode = flags.has('shortest') ? 'shortest' : 'wdl';
    const t = buildPositionTable(ticTacToe);
    const p = positionOf(t, board);
    const score = t.score[mode][p];
    const bestMoves = bestMovesAt(t, p, mode);
    const outcome = outcomeOf(board);
    const finished = outcome !== 'playing';
    if (flags.has('json')) {
      io.out(JSON.stringify({ board: positional[0], toMove: finished ? null : toMove(board), finished, score, bestMoves }));
      return 0;
    }
    io.out(`board: ${positional[0]}`);
    io.out(finished ? `finished: ${describeOutcome(outcome)}` : `to move: ${toMove(board)}`);
    io.out(`value: ${score} (${describeValue(score)}${finished ? '' : ' with best play'}; ${mode === 'wdl' ? 'win/draw/loss' : 'shortest victory'})`);
    io.out(`best moves: ${bestMoves.length > 0 ? bestMoves.join(', ') : 'none (the game is over)'}`);
    return 0;
  },
};
