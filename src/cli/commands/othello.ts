/**
 * `othello perft|search|match ...`: the Othello engine from the command line.
 * - `othello perft <depth> [--json]`: move sequences from the start (passes
 *   are plies, finished games leaves) and the time taken.
 * - `othello search <transcript> --depth N [--eval discs|weights|mobility]
 *   [--alphabeta] [--order none|weights|eval] [--tt] [--json]`: the value from
 *   black's point of view, the best moves and the nodes visited (`start` or
 *   `-` is the standard start).
 * - `othello match <playerA> <playerB> [--games N] [--seed S] [--openings K]
 *   [--json]`: N games per side with K random opening moves (default 4),
 *   progress on stderr, the table from A's point of view.
 */
import { OUTCOME } from '../../games/game.ts';
import { EVALUATIONS, othello, perft, type OthelloEvaluation } from '../../games/othello/index.ts';
import { runMatch } from '../../ai/arena.ts';
import { createProgressPrinter } from '../../ai/progress.ts';
import { parsePlayer, playerChoices } from '../../ai/registry.ts';
import { childValuesBySearch, search } from '../../search/alphaBeta.ts';
import type { MoveOrder } from '../../search/types.ts';
import { parseArgs, parseIntArg, UsageError, type CliIO, type Command } from '../command.ts';
import { formatMatchTable } from './match.ts';

const ORDERS: Readonly<Record<string, MoveOrder>> = { none: 'cell', weights: 'centre', eval: 'eval' };
const MAX_PERFT = 12;
const MAX_SEARCH_DEPTH = 12;

function evaluationArg(text: string | true | undefined): OthelloEvaluation {
  if (text === undefined) return EVALUATIONS[1];
  const e = EVALUATIONS.find((x) => x.id === text);
  if (!e) throw new UsageError(`--eval must be one of ${EVALUATIONS.map((x) => x.id).join(', ')}, got "${String(text)}"`);
  return e;
}

/** A value for people: a finished line's disc difference, or an estimate in the evaluation's units. */
function describeOthelloValue(value: number, e: OthelloEvaluation): string {
  const sign = (x: number) => (x > 0 ? `+${x}` : String(x));
  if (Math.abs(value) >= 1) return `${sign(value)} (finished game: black's discs minus white's)`;
  return `${sign(Number(value.toFixed(4)))} (estimated, ${e.id}: ${sign(Number((value * e.scale).toFixed(1)))})`;
}

function perftRun(args: readonly string[], io: CliIO): number {
  const { positional, flags } = parseArgs(args, { booleans: ['json'] });
  if (positional.length !== 1) throw new UsageError('othello perft needs one depth: othello perft <depth>');
  const depth = parseIntArg('depth', positional[0], 0, MAX_PERFT);
  const t = performance.now();
  const nodes = perft(othello.initial, depth);
  const ms = performance.now() - t;
  if (flags.has('json')) io.out(JSON.stringify({ depth, nodes, ms: Math.round(ms) }));
  else io.out(`perft(${depth}) = ${nodes.toLocaleString('en-US')} (${Math.round(ms)} ms)`);
  return 0;
}

function searchRun(args: readonly string[], io: CliIO): number {
  const { positional, flags } = parseArgs(args, { valued: ['depth', 'eval', 'order'], booleans: ['alphabeta', 'tt', 'json'] });
  if (positional.length !== 1) throw new UsageError('othello search needs one transcript (such as f5d6c3, or start)');
  const text = positional[0] === 'start' || positional[0] === '-' ? '' : positional[0];
  const line = othello.parseMoves(text);
  if (line.error) throw line.error;
  const depthFlag = flags.get('depth');
  if (typeof depthFlag !== 'string') throw new UsageError('othello search needs --depth N');
  const depth = parseIntArg('depth', depthFlag, 1, MAX_SEARCH_DEPTH);
  const e = evaluationArg(flags.get('eval'));
  const orderFlag = flags.get('order') ?? 'none';
  const order = typeof orderFlag === 'string' ? ORDERS[orderFlag] : undefined;
  if (!order || !Object.hasOwn(ORDERS, orderFlag as string)) throw new UsageError(`--order must be one of ${Object.keys(ORDERS).join(', ')}, got "${String(orderFlag)}"`);
  const s = line.state;
  const json = flags.has('json');
  if (othello.outcome(s) !== OUTCOME.playing) {
    const value = othello.terminalScore(s, 'wdl');
    if (json) io.out(JSON.stringify({ transcript: othello.formatMoves(line.moves), finished: true, value, bestMoves: [], nodes: 0 }));
    else io.out(`finished game: value ${describeOthelloValue(value, e)}`);
    return 0;
  }
  const options = { algorithm: flags.has('alphabeta') ? ('alphabeta' as const) : ('minimax' as const), depth, evaluate: e.evaluate, order, tt: flags.has('tt') };
  const r = search(othello, s, options);
  const children = childValuesBySearch(othello, s, options);
  const bestMoves = children.filter((c) => c.value === r.value).map((c) => othello.formatMove(c.move));
  const toMove = othello.sideNames[othello.toMove(s)];
  if (json) {
    const settings = { algorithm: options.algorithm, depth, evaluation: e.id, order: orderFlag, tt: options.tt };
    io.out(JSON.stringify({ transcript: othello.formatMoves(line.moves), toMove, ...settings, value: r.value, valueInUnits: Math.abs(r.value) >= 1 ? r.value : r.value * e.scale, bestMove: othello.formatMove(r.bestMove), bestMoves, nodes: r.counters.nodes, cutoffs: r.counters.cutoffs }));
    return 0;
  }
  io.out(`position: ${othello.formatMoves(line.moves) || 'the start'}, ${toMove} to move`);
  io.out(`search: ${options.algorithm}, depth ${depth}, evaluation ${e.id}, order ${orderFlag}${options.tt ? ', transposition table' : ''}`);
  io.out(`value (black's view): ${describeOthelloValue(r.value, e)}`);
  io.out(`best move${bestMoves.length === 1 ? '' : 's'}: ${bestMoves.join(', ')}`);
  io.out(`nodes: ${r.counters.nodes.toLocaleString('en-US')}`);
  return 0;
}

function matchRun(args: readonly string[], io: CliIO): number {
  const { positional, flags } = parseArgs(args, { valued: ['games', 'seed', 'openings'], booleans: ['json'] });
  if (positional.length !== 2) throw new UsageError(`othello match needs two players, got ${positional.length} (players: ${playerChoices(othello)})`);
  const [a, b] = positional.map((spec) => {
    const r = parsePlayer(othello, spec);
    if (!r.ok) throw new UsageError(r.error.message);
    return r.value;
  });
  const num = (name: string, fallback: number, min: number, max: number) => {
    const f = flags.get(name);
    return typeof f === 'string' ? parseIntArg(name, f, min, max) : fallback;
  };
  const games = num('games', 10, 1, 100_000);
  const seed = num('seed', 1, 0, 4294967295);
  const openingMoves = num('openings', 4, 0, 20);
  const progress = createProgressPrinter({ total: 2 * games, unit: 'games', now: () => performance.now(), tty: io.isTTY === true, raw: io.errRaw?.bind(io), line: (t) => io.err(t) });
  const result = runMatch(othello, a, b, { games, seed, openingMoves, chunkSize: 1, onProgress: ({ done }) => progress.update(done) });
  progress.finish(result.total.games);
  if (flags.has('json')) io.out(JSON.stringify(result, null, 2));
  else for (const line of formatMatchTable(result, othello.sideNames)) io.out(line);
  return 0;
}

/** The othello command. */
export const othelloCommand: Command = {
  name: 'othello',
  usage: 'othello perft|search|match ...',
  summary: 'Othello: perft <depth>; search <transcript> --depth N [--eval E] [--alphabeta] [--order O] [--tt]; match <A> <B> [--games N]',
  run(args: readonly string[], io: CliIO): number {
    const [sub, ...rest] = args;
    if (sub === 'perft') return perftRun(rest, io);
    if (sub === 'search') return searchRun(rest, io);
    if (sub === 'match') return matchRun(rest, io);
    throw new UsageError(`othello needs a subcommand: perft, search or match${sub === undefined ? '' : `, got "${sub}"`}`);
  },
};
