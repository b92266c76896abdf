import { ticTacToe } from '../../games/tictactoe/index.ts';
import { buildGameTree } from '../../tree/build.ts';
import { treeStats } from '../../tree/stats.ts';
import { parseArgs, quoteArg, UsageError, type Command } from '../command.ts';

/** `stats [--json]`: facts about the whole tree. */
export const statsCommand: Command = {
  name: 'stats',
  usage: 'stats [--json]',
  summary: 'nodes per depth, games and outcomes, positions, value counts',
  help: ['  --json  the same facts as one JSON object', 'Builds the whole tic-tac-toe tree (549,946 nodes, about a second).'],
  run(args, io) {
    const { positional, flags } = parseArgs(args, { booleans: ['json'] });
    if (positional.length > 0) throw new UsageError(`stats takes no arguments, got ${quoteArg(positional[0])}`);
    const s = treeStats(buildGameTree(ticTacToe));
    if (flags.has('json')) {
      io.out(JSON.stringify(s, null, 2));
      return 0;
    }
    const n = (x: number) => x.toLocaleString('en-US');
    io.out(`nodes (move sequences): ${n(s.nodes)}`);
    io.out('nodes per depth:');
    s.nodesPerDepth.forEach((c, d) => io.out(`  depth ${d}: ${n(c).padStart(7)}   finished games ${n(s.gamesPerDepth[d]).padStart(7)}`));
    io.out(`finished games: ${n(s.games)} (o wins ${n(s.firstWins)}, x wins ${n(s.secondWins)}, draws ${n(s.draws)})`);
    io.out(`positions: ${n(s.positions)} reachable, ${n(s.terminalPositions)} finished; ${n(s.canonicalPositions)} up to symmetry (${n(s.canonicalTerminalPositions)} finished)`);
    io.out(`root value: ${s.rootValue.wdl} (win/draw/loss), ${s.rootValue.shortest} (shortest victory)`);
    for (const mode of ['wdl', 'shortest'] as const) {
      const parts = Object.entries(s.valueCounts[mode]).map(([v, c]) => `${v}: ${n(c)}`);
      io.out(`node values (${mode === 'wdl' ? 'win/draw/loss' : 'shortest victory'}): ${parts.join(', ')}`);
    }
    return 0;
  },
};
