/**
 * `search <board|moves> [--game G] ...`: runs the search engine (src/search)
 * on one position of any game and prints the value, the move and the
 * counters, or one JSON object with --json. The position is a line of moves
 * from the start or a position in the game's notation (games.ts positionArg).
 * What the search can do follows the game's capability:
 * - a game whose whole tree fits (here): the exact search the lab teaches,
 *   alpha-beta to the end of the game by default, with a window, a
 *   transposition table and the symmetric forms sharing it. `--symmetry`
 *   implies `--tt` (symmetric forms sharing table entries means nothing
 *   without a table), and the output says so. `--minimax` always computes the
 *   exact value, so it refuses --alpha/--beta.
 * - a searched game (depthSearch.ts): depth-limited minimax or alpha-beta
 *   with one of its evaluations, within a node budget.
 */
import { hasFullTree, OUTCOME, type FullTreeGame } from '../../games/game.ts';
import type { GameModule } from '../../games/module.ts';
import { search } from '../../search/alphaBeta.ts';
import { MOVE_ORDERS } from '../../search/order.ts';
import { classifyResult } from '../../search/trace.ts';
import type { MoveOrder, SearchOptions } from '../../search/types.ts';
import { buildPositionTable } from '../../tree/positions.ts';
import { flagText, parseArgs, parseIntArg, quoteArg, UsageError, type CliIO, type Command } from '../command.ts';
import { describeValue, GAME_FLAG, gameOfArgs, positionArg } from '../games.ts';
import { DEPTH_SEARCH_HELP, depthSearch } from './depthSearch.ts';

const FULL_TREE_USAGE = '[--order cell|centre|best] [--tt] [--symmetry] [--shortest] [--depth N] [--minimax] [--alpha A --beta B] [--json]';
const USAGE = 'search <board|moves> [--game G] [--depth N] [--order O] [--tt] [--json] [...]';

/** Parses a window bound: a decimal number, or inf / -inf. */
function parseBound(name: string, text: string): number {
  const t = text.toLowerCase();
  if (t === 'inf' || t === '+inf' || t === 'infinity' || t === '+infinity') return Infinity;
  if (t === '-inf' || t === '-infinity') return -Infinity;
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t)) throw new UsageError(`--${name} must be a number (or inf / -inf), got ${quoteArg(text)}`);
  return Number(t);
}

function formatNumber(v: number): string {
  if (v === Infinity) return '+inf';
  if (v === -Infinity) return '-inf';
  return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(4)));
}

/** JSON has no infinities: bounds become "inf" / "-inf". */
function jsonBound(v: number): number | string {
  return v === Infinity ? 'inf' : v === -Infinity ? '-inf' : v;
}

function parseOrder(text: string): MoveOrder {
  const found = MOVE_ORDERS.find((o) => o === text);
  if (found === undefined) throw new UsageError(`--order must be one of ${MOVE_ORDERS.join(', ')}, got ${quoteArg(text)}`);
  return found;
}

/** The exact search of a game whose whole tree fits (see the module header). */
function fullTreeSearch(game: FullTreeGame<unknown>, args: readonly string[], io: CliIO): number {
  const { positional, flags } = parseArgs(args, {
    valued: ['order', 'depth', 'alpha', 'beta', GAME_FLAG],
    booleans: ['tt', 'symmetry', 'shortest', 'minimax', 'json'],
  });
  if (positional.length === 0) throw new UsageError(`missing board: ${USAGE}`);
  if (positional.length > 1) throw new UsageError(`expected one board, got ${positional.length} arguments: ${USAGE}`);
  const board = positionArg(game, positional[0], 'position').state;
  const str = (name: string): string | undefined => flagText(flags, name);
  const order = parseOrder(str('order') ?? 'cell');
  const depthText = str('depth');
  const depth = depthText === undefined ? undefined : parseIntArg('depth', depthText, 1, game.maxPlies);
  const minimax = flags.has('minimax');
  const alphaText = str('alpha');
  const betaText = str('beta');
  if (minimax && (alphaText !== undefined || betaText !== undefined)) {
    throw new UsageError('--minimax computes the exact value and takes no window: drop --alpha/--beta');
  }
  const alpha = alphaText === undefined ? -Infinity : parseBound('alpha', alphaText);
  const beta = betaText === undefined ? Infinity : parseBound('beta', betaText);
  if (!(alpha < beta)) throw new UsageError(`the window needs alpha < beta, got (${formatNumber(alpha)}, ${formatNumber(beta)})`);
  const symmetry = flags.has('symmetry');
  const tt = flags.has('tt') || symmetry;
  const mode = flags.has('shortest') ? 'shortest' : 'wdl';
  const options: SearchOptions<unknown> = {
    algorithm: minimax ? 'minimax' : 'alphabeta',
    order,
    tt,
    symmetry,
    mode,
    depth,
    alpha,
    beta,
    table: order === 'best' ? buildPositionTable(game) : undefined,
  };
  const r = search(game, board, options);
  const over = game.outcome(board) !== OUTCOME.playing;
  const toMove = game.sideNames[game.toMove(board)];
  const result = classifyResult(r.value, alpha, beta);
  const c = r.counters;
  if (flags.has('json')) {
    io.out(
      JSON.stringify({
        board: game.formatPosition(board),
        toMove: over ? null : toMove,
        algorithm: options.algorithm,
        order,
        tt,
        symmetry,
        mode,
        depth: depth ?? null,
        alpha: jsonBound(alpha),
        beta: jsonBound(beta),
        value: r.value,
        result,
        bestMove: r.bestMove,
        counters: { ...c },
      }),
    );
    return 0;
  }
  io.out(`board: ${game.formatPosition(board)}${over ? ' (game over)' : ` (${toMove} to move)`}`);
  const settings = [
    minimax ? 'minimax' : 'alpha-beta',
    `order ${order}`,
    tt ? (symmetry ? 'tt with symmetry' : 'tt') : 'no tt',
    mode === 'wdl' ? 'win/draw/loss scoring' : 'shortest-victory scoring',
    depth === undefined ? 'full depth' : `depth ${depth}`,
  ];
  if (!minimax) settings.push(`window (${formatNumber(alpha)}, ${formatNumber(beta)})`);
  io.out(`search: ${settings.join(', ')}`);
  const meaning =
    result === 'fail-low'
      ? `fail low: the value is at most ${formatNumber(r.value)}`
      : result === 'fail-high'
        ? `fail high: the value is at least ${formatNumber(r.value)}`
        : depth === undefined || depth >= game.pliesLeftAtMost(board)
          ? describeValue(game, r.value)
          : 'depth-limited estimate';
  io.out(`value: ${formatNumber(r.value)} (${meaning})`);
  io.out(`move: ${r.bestMove < 0 ? 'none (the game is over)' : String(r.bestMove)}`);
  io.out(`nodes: ${c.nodes}`);
  io.out(`cutoffs: ${c.cutoffs}`);
  if (tt) {
    io.out(`tt hits: exact ${c.ttExact}, upper ${c.ttUpper}, lower ${c.ttLower}, narrowed ${c.ttNarrowed}`);
    io.out(`tt stores: ${c.ttStores}`);
  }
  return 0;
}

function run(args: readonly string[], io: CliIO): number {
  const module = gameOfArgs(args);
  const game = module.game;
  return hasFullTree(game) ? fullTreeSearch(game, args, io) : depthSearch(module, args, io);
}

const FULL_TREE_HELP = (m: GameModule<unknown>): string[] => [
    `On a game whose whole tree fits: search <board|moves> ${FULL_TREE_USAGE}`,
    `  <board>                   a position in the game's notation (the start: ${m.game.formatPosition(m.game.initial)}), or the moves from the start`,
    '  --game G                  the game (default: the opening game)',
    '  --order cell|centre|best  move order (best: known values first)',
    `  --tt, --symmetry          transposition table (with symmetry: the ${m.game.symmetryCount} symmetric forms share entries; implies --tt)`,
    '  --shortest                shortest-victory scoring instead of win/draw/loss',
    `  --depth N                 depth limit, 1 to ${m.game.maxPlies} plies (default: to the end of the game)`,
    '  --minimax                 plain minimax (no window, no pruning)',
    '  --alpha A --beta B        the initial window (numbers, inf or -inf)',
    '  --json                    one JSON object',
    'At most the whole tree (minimax from the start), well under a second for a tree of half a million nodes.',
];

/** The `search` command (see the module header). */
export const searchCommand: Command = {
  name: 'search',
  usage: USAGE,
  summary: 'search one position with alpha-beta or minimax: value, chosen move and node counts',
  help: (m) => (hasFullTree(m.game) ? FULL_TREE_HELP(m) : DEPTH_SEARCH_HELP(m)),
  run,
};
