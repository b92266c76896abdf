/**
 * `search` on a searched game (one whose whole tree does not fit):
 * `search <moves> --depth N [--game G] [--eval E] [--alphabeta]
 * [--order none|weights|eval] [--tt] [--max-nodes N] [--json]` prints the
 * value from the first player's point of view, the best moves and the nodes
 * visited (`start` or `-` is the start). Minimax unless --alphabeta. The
 * search and the searches of the root's children (for the list of best
 * moves) share one budget of nodes; past it the command stops with exit code 2.
 */
import { OUTCOME, type Game, type NamedEvaluation } from '../../games/game.ts';
import type { GameModule } from '../../games/module.ts';
import { childValuesBySearch, search } from '../../search/alphaBeta.ts';
import type { MoveOrder } from '../../search/types.ts';
import { flagText, parseArgs, parseIntArg, quoteArg, UsageError, type CliIO } from '../command.ts';
import { GAME_FLAG, positionArg } from '../games.ts';
import { cliProgress, formatCount } from '../progress.ts';

/** The move orders by their command-line names: the game's natural order, its static move priorities, its evaluation. */
const ORDERS: Readonly<Record<string, MoveOrder>> = { none: 'cell', weights: 'centre', eval: 'eval' };
/** Deepest search. */
const MAX_SEARCH_DEPTH = 12;
/** Node budget of a search by default: ~20 s at ~5 million nodes a second (minimax to depth 8 of a game with ~10 moves a position needs ~49 million). */
const DEFAULT_MAX_NODES = 100_000_000;
/** Largest --max-nodes: about half an hour. */
const MAX_MAX_NODES = 10_000_000_000;

const DEPTH_SEARCH_USAGE = '--depth N [--eval E] [--alphabeta] [--order none|weights|eval] [--tt] [--max-nodes N] [--json]';

/** The game's evaluation for an unfinished state: a named one, or its only one (`evaluate`, scale 1). */
function evaluationsOf(game: Game<unknown>): readonly NamedEvaluation<unknown>[] {
  return game.evaluations ?? [{ id: 'default', evaluate: (s) => game.evaluate(s), scale: 1 }];
}

function evaluationArg(module: GameModule<unknown>, text: string | undefined): NamedEvaluation<unknown> {
  const all = evaluationsOf(module.game);
  const id = text ?? module.defaults.evaluation;
  const e = all.find((x) => x.id === id) ?? (text === undefined ? all[0] : undefined);
  if (!e) throw new UsageError(`--eval must be one of ${all.map((x) => x.id).join(', ')}, got ${quoteArg(text ?? '')}`);
  return e;
}

const sign = (x: number) => (x > 0 ? `+${x}` : String(x));

/** A value for people: a finished line's final score, or an estimate in the evaluation's units. */
function describeEstimate(game: Game<unknown>, value: number, e: NamedEvaluation<unknown>): string {
  if (Math.abs(value) >= 1) return `${sign(value)} (finished game: its final score, ${game.sideNames[0]}'s view)`;
  return `${sign(Number(value.toFixed(4)))} (estimated, ${e.id}: ${sign(Number((value * e.scale).toFixed(1)))})`;
}

/** Thrown through a search by the metered game when the budget is spent. */
class OutOfNodes extends Error {}

/**
 * The game with every `play` counted (the search visits a node per play):
 * each 1,024th play reports progress and, past `maxNodes`, throws
 * OutOfNodes through the search (which passes errors other than its own stop).
 */
function meteredGame<S>(game: Game<S>, maxNodes: number, onCount: (nodes: number) => void): { game: Game<S>; nodes: () => number } {
  let nodes = 0;
  const metered: Game<S> = {
    ...game,
    play: (s, m) => {
      nodes++;
      if ((nodes & 1023) === 0) {
        if (nodes > maxNodes) throw new OutOfNodes();
        onCount(nodes);
      }
      return game.play(s, m);
    },
  };
  return { game: metered, nodes: () => nodes };
}

/** Runs `search` on a searched game (see the module header). */
export function depthSearch(module: GameModule<unknown>, args: readonly string[], io: CliIO): number {
  const game = module.game;
  const { positional, flags } = parseArgs(args, { valued: ['depth', 'eval', 'order', 'max-nodes', GAME_FLAG], booleans: ['alphabeta', 'tt', 'json'] });
  if (positional.length !== 1) throw new UsageError('search needs one line of moves (such as the moves in the address), or start');
  const at = positionArg(game, positional[0], 'moves');
  const depthFlag = flagText(flags, 'depth');
  if (depthFlag === undefined) throw new UsageError(`search needs --depth N (1 to ${MAX_SEARCH_DEPTH}) on a game whose whole tree does not fit`);
  const depth = parseIntArg('depth', depthFlag, 1, MAX_SEARCH_DEPTH);
  const e = evaluationArg(module, flagText(flags, 'eval'));
  const orderFlag = flagText(flags, 'order') ?? 'none';
  if (!Object.hasOwn(ORDERS, orderFlag)) throw new UsageError(`--order must be one of ${Object.keys(ORDERS).join(', ')}, got ${quoteArg(orderFlag)}`);
  const order = ORDERS[orderFlag];
  const maxNodesFlag = flagText(flags, 'max-nodes');
  const maxNodes = maxNodesFlag === undefined ? DEFAULT_MAX_NODES : parseIntArg('max-nodes', maxNodesFlag, 1, MAX_MAX_NODES);
  const s = at.state;
  const where = at.moves ? { transcript: game.formatMoves(at.moves) } : { position: game.formatPosition(s) };
  const json = flags.has('json');
  if (game.outcome(s) !== OUTCOME.playing) {
    const value = game.terminalScore(s, 'wdl');
    if (json) io.out(JSON.stringify({ ...where, finished: true, value, bestMoves: [], nodes: 0 }));
    else io.out(`finished game: value ${describeEstimate(game, value, e)}`);
    return 0;
  }
  const options = { algorithm: flags.has('alphabeta') ? ('alphabeta' as const) : ('minimax' as const), depth, evaluate: e.evaluate, order, tt: flags.has('tt') };
  const limit = `of at most ${maxNodes.toLocaleString('en-US')}`;
  const progress = cliProgress(io, maxNodes, 'nodes', (done, ms) => formatCount(done, ms, 'nodes', ` (${limit})`));
  const metered = meteredGame(game, maxNodes, (n) => progress.update(n));
  let r: ReturnType<typeof search<unknown>>;
  let children: ReturnType<typeof childValuesBySearch>;
  try {
    r = search(metered.game, s, options);
    children = childValuesBySearch(metered.game, s, options);
  } catch (error) {
    if (!(error instanceof OutOfNodes)) throw error;
    throw new UsageError(
      `the search passed its limit of ${maxNodes.toLocaleString('en-US')} nodes (--max-nodes, at most ${MAX_MAX_NODES.toLocaleString('en-US')}): search less deep, add --alphabeta, or raise --max-nodes`,
    );
  } finally {
    progress.finish(metered.nodes());
  }
  const bestMoves = children.filter((c) => c.value === r.value).map((c) => game.formatMove(c.move));
  const toMove = game.sideNames[game.toMove(s)];
  if (json) {
    const settings = { algorithm: options.algorithm, depth, evaluation: e.id, order: orderFlag, tt: options.tt };
    io.out(JSON.stringify({ ...where, toMove, ...settings, value: r.value, valueInUnits: Math.abs(r.value) >= 1 ? r.value : r.value * e.scale, bestMove: game.formatMove(r.bestMove), bestMoves, nodes: r.counters.nodes, cutoffs: r.counters.cutoffs }));
    return 0;
  }
  const from = at.moves ? game.formatMoves(at.moves) || 'the start' : game.formatPosition(s);
  io.out(`position: ${from}, ${toMove} to move`);
  io.out(`search: ${options.algorithm}, depth ${depth}, evaluation ${e.id}, order ${orderFlag}${options.tt ? ', transposition table' : ''}`);
  io.out(`value (${game.sideNames[0]}'s view): ${describeEstimate(game, r.value, e)}`);
  io.out(`best move${bestMoves.length === 1 ? '' : 's'}: ${bestMoves.join(', ')}`);
  io.out(`nodes: ${r.counters.nodes.toLocaleString('en-US')}`);
  return 0;
}

/** The lines of `search --help` for a searched game. */
export const DEPTH_SEARCH_HELP = (m: GameModule<unknown>): string[] => [
  `On a game whose whole tree does not fit: search <moves> ${DEPTH_SEARCH_USAGE}`,
  "  <moves>           the moves from the start as the address writes them, or start (or a position in the game's notation)",
  '  --game G          the game (default: the opening game)',
  `  --depth N         depth limit, 1 to ${MAX_SEARCH_DEPTH} plies (needed: the whole tree does not fit)`,
  `  --eval E          the evaluation at the depth limit: ${evaluationsOf(m.game).map((x) => x.id).join(', ')} (default ${m.defaults.evaluation ?? evaluationsOf(m.game)[0].id})`,
  '  --alphabeta       alpha-beta instead of plain minimax (the same value, fewer nodes)',
  "  --order O         none (the game's natural order), weights (its static move priorities) or eval (by the evaluation)",
  '  --tt              a transposition table',
  `  --max-nodes N     stop with exit code 2 past N nodes (default ${DEFAULT_MAX_NODES.toLocaleString('en-US')}, about 20 s; at most ${MAX_MAX_NODES.toLocaleString('en-US')})`,
  "  --json            one JSON object; the value is from the first player's view, also in the evaluation's units",
  'Progress on stderr: the node count, redrawn in place on a terminal (4 times a second), else a line per quarter and every 10 s.',
];
