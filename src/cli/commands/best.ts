import { OUTCOME } from '../../games/game.ts';
import { bestMovesAt, buildPositionTable, positionOf } from '../../tree/positions.ts';
import { parseArgs, UsageError, valueOrExit, type Command } from '../command.ts';
import { describeOutcome, describeValue, fullTreeGameOf, GAME_FLAG, gameOf, withFullTree } from '../games.ts';

/** `best <board> [--game G] [--shortest] [--json]`: value and best moves of one position of a game whose whole tree fits. */
export const bestCommand: Command = {
  name: 'best',
  usage: 'best <board> [--game G] [--shortest] [--json]',
  summary: 'value and best moves of one position, e.g. best xo.oxo...',
  help: (m) => [
    `  <board>     a position in the game's notation, as \`table\` lists them (the start: ${m.game.formatPosition(m.game.initial)})`,
    '  --game G    the game (default: the opening game)',
    '  --shortest  shortest-victory scoring instead of win/draw/loss',
    '  --json      one JSON object',
  ],
  runsOn: withFullTree,
  run(args, io) {
    const { positional, flags } = parseArgs(args, { valued: [GAME_FLAG], booleans: ['json', 'shortest'] });
    const game = fullTreeGameOf('best', gameOf(flags));
    if (positional.length !== 1) throw new UsageError(`best needs one board, e.g. best ${game.formatPosition(game.initial)} (a position in the game's notation)`);
    const board = valueOrExit(game.parsePosition(positional[0]));
    const mode = flags.has('shortest') ? 'shortest' : 'wdl';
    const t = buildPositionTable(game);
    const p = positionOf(t, board);
    const score = t.score[mode][p];
    const bestMoves = bestMovesAt(t, p, mode);
    const finished = game.outcome(board) !== OUTCOME.playing;
    const toMove = game.sideNames[game.toMove(board)];
    if (flags.has('json')) {
      io.out(JSON.stringify({ board: positional[0], toMove: finished ? null : toMove, finished, score, bestMoves }));
      return 0;
    }
    io.out(`board: ${positional[0]}`);
    io.out(finished ? `finished: ${describeOutcome(game, board)}` : `to move: ${toMove}`);
    io.out(`value: ${score} (${describeValue(game, score)}${finished ? '' : ' with best play'}; ${mode === 'wdl' ? 'win/draw/loss' : 'shortest victory'})`);
    io.out(`best moves: ${bestMoves.length > 0 ? bestMoves.join(', ') : 'none (the game is over)'}`);
    return 0;
  },
};
