import { buildGameTree } from '../../tree/build.ts';
import { treeStats } from '../../tree/stats.ts';
import { parseArgs, quoteArg, UsageError, type Command } from '../command.ts';
import { fullTreeGameOf, GAME_FLAG, gameOf, withFullTree } from '../games.ts';

/** `stats [--game G] [--json]`: facts about the whole tree of a game whose whole tree fits. */
export const statsCommand: Command = {
  name: 'stats',
  usage: 'stats [--game G] [--json]',
  summary: 'nodes per depth, games and outcomes, positions, value counts (a game whose whole tree fits)',
  help: (m) => ['  --game G  the game (default: the opening game)', '  --json    the same facts as one JSON object', `Builds the whole tree of ${m.game.id} (about half a million nodes a second).`],
  runsOn: withFullTree,
  run(args, io) {
    const { positional, flags } = parseArgs(args, { valued: [GAME_FLAG], booleans: ['json'] });
    if (positional.length > 0) throw new UsageError(`stats takes no arguments, got ${quoteArg(positional[0])}`);
    const game = fullTreeGameOf('stats', gameOf(flags));
    const s = treeStats(buildGameTree(game));
    if (flags.has('json')) {
      io.out(JSON.stringify(s, null, 2));
      return 0;
    }
    const [first, second] = game.sideNames;
    const n = (x: number) => x.toLocaleString('en-US');
    io.out(`nodes (move sequences): ${n(s.nodes)}`);
    io.out('nodes per depth:');
    s.nodesPerDepth.forEach((c, d) => io.out(`  depth ${d}: ${n(c).padStart(7)}   finished games ${n(s.gamesPerDepth[d]).padStart(7)}`));
    io.out(`finished games: ${n(s.games)} (${first} wins ${n(s.firstWins)}, ${second} wins ${n(s.secondWins)}, draws ${n(s.draws)})`);
    io.out(`positions: ${n(s.positions)} reachable, ${n(s.terminalPositions)} finished; ${n(s.canonicalPositions)} up to symmetry (${n(s.canonicalTerminalPositions)} finished)`);
    io.out(`root value: ${s.rootValue.wdl} (win/draw/loss), ${s.rootValue.shortest} (shortest victory)`);
    for (const mode of ['wdl', 'shortest'] as const) {
      const parts = Object.entries(s.valueCounts[mode]).map(([v, c]) => `${v}: ${n(c)}`);
      io.out(`node values (${mode === 'wdl' ? 'win/draw/loss' : 'shortest victory'}): ${parts.join(', ')}`);
    }
    return 0;
  },
};
