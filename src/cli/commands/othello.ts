/**
 * `othello perft|search|match ...`: the Othello engine from the command line.
 * - `othello perft <depth> [--json]`: move sequences from the start (passes
 *   are plies, finished games leaves) and the time taken. Depth at most
 *   MAX_PERFT; progress counts the subtrees below the first plies.
 * - `othello search <transcript> --depth N [--eval discs|weights|mobility]
 *   [--alphabeta] [--order none|weights|eval] [--tt] [--max-nodes N]
 *   [--json]`: the value from black's point of view, the best moves and the
 *   nodes visited (`start` or `-` is the standard start). The search and the
 *   searches of the root's children (for the list of best moves) share one
 *   budget of nodes; past it the command stops with exit code 2.
 * - `othello match <playerA> <playerB> [--games N] [--seed S] [--openings K]
 *   [--time-limit S] [--json]`: N games per side with K random opening moves
 *   (default 4), progress on stderr after every move, the table from A's
 *   point of view; --time-limit stops before the next move and prints the
 *   games finished so far.
 * - `othello solve <board> <side> | --obf FILE [--lines a-b] [--best]`: the
 *   exact endgame solver (othelloSolve.ts).
 */
import { OUTCOME, type Game } from '../../games/game.ts';
import { EVALUATIONS, othello, perft, type OthelloEvaluation, type OthelloState } from '../../games/othello/index.ts';
import { MatchRunner, DEFAULT_MATCH_CHUNK } from '../../ai/arena.ts';
import { runChunks } from '../../ai/chunked.ts';
import type { AiPlayer } from '../../ai/player.ts';
import { playerChoices } from '../../ai/registry.ts';
import { childValuesBySearch, search } from '../../search/alphaBeta.ts';
import type { MoveOrder } from '../../search/types.ts';
import { flagText, parseArgs, parseIntArg, quoteArg, UsageError, type CliIO, type Command } from '../command.ts';
import { clockOf, cliProgress, formatCount, MAX_TIME_LIMIT_S, timeLimitMs } from '../progress.ts';
import { formatMatchTable, MAX_SEED, playerArg, timeLimitNote } from './match.ts';
import { MAX_SOLVE_EMPTIES, solveRun } from './othelloSolve.ts';

const ORDERS: Readonly<Record<string, MoveOrder>> = { none: 'cell', weights: 'centre', eval: 'eval' };
/** Deepest perft: perft(12) = 1,939,886,636 takes ~40 s of one core (x8-10 per ply; perft(13) would take ~6 min). */
const MAX_PERFT = 12;
/** Deepest search. */
const MAX_SEARCH_DEPTH = 12;
/** Node budget of a search by default: ~20 s at ~5 million nodes a second (minimax, weights; minimax to depth 8 from f5d6c3d3c4 needs ~49 million). */
const DEFAULT_MAX_NODES = 100_000_000;
/** Largest --max-nodes: about half an hour. */
const MAX_MAX_NODES = 10_000_000_000;
/** Most games per side of a match. */
const MAX_OTHELLO_GAMES = 100_000;
const MAX_OPENINGS = 20;

function evaluationArg(text: string | undefined): OthelloEvaluation {
  if (text === undefined) return EVALUATIONS[1];
  const e = EVALUATIONS.find((x) => x.id === text);
  if (!e) throw new UsageError(`--eval must be one of ${EVALUATIONS.map((x) => x.id).join(', ')}, got ${quoteArg(text)}`);
  return e;
}

/** A value for people: a finished line's disc difference, or an estimate in the evaluation's units. */
function describeOthelloValue(value: number, e: OthelloEvaluation): string {
  const sign = (x: number) => (x > 0 ? `+${x}` : String(x));
  if (Math.abs(value) >= 1) return `${sign(value)} (finished game: black's discs minus white's)`;
  return `${sign(Number(value.toFixed(4)))} (estimated, ${e.id}: ${sign(Number((value * e.scale).toFixed(1)))})`;
}

/**
 * The positions `ply` plies below `s` (one entry per move sequence, so their
 * perfts add up to perft(s, ply + d)); a finished game stays a leaf. Perft's
 * work split into subtrees, for progress.
 */
export function perftFrontier(s: OthelloState, ply: number): OthelloState[] {
  if (ply === 0 || othello.outcome(s) !== OUTCOME.playing) return [s];
  const buf = new Int16Array(othello.maxMoves);
  const n = othello.legalMoves(s, buf, 0);
  const out: OthelloState[] = [];
  for (let i = 0; i < n; i++) out.push(...perftFrontier(othello.play(s, buf[i]), ply - 1));
  return out;
}

/** Plies to split perft at: 244 subtrees (ply 4) from depth 8 on, none below depth 5. */
const splitPly = (depth: number): number => Math.max(0, Math.min(4, depth - 4));

function perftRun(args: readonly string[], io: CliIO): number {
  const { positional, flags } = parseArgs(args, { booleans: ['json'] });
  if (positional.length !== 1) throw new UsageError(`othello perft needs one depth, 0 to ${MAX_PERFT}: othello perft <depth>`);
  const depth = parseIntArg('depth', positional[0], 0, MAX_PERFT, 'the perft depth');
  const now = clockOf(io);
  const t = now();
  const ply = splitPly(depth);
  const subtrees = perftFrontier(othello.initial, ply);
  const progress = cliProgress(io, subtrees.length, 'subtrees');
  let nodes = 0;
  subtrees.forEach((s, i) => {
    nodes += perft(s, depth - ply);
    progress.update(i + 1, `(${nodes.toLocaleString('en-US')} sequences so far)`);
  });
  progress.finish(subtrees.length);
  const ms = now() - t;
  if (flags.has('json')) io.out(JSON.stringify({ depth, nodes, ms: Math.round(ms) }));
  else io.out(`perft(${depth}) = ${nodes.toLocaleString('en-US')} (${Math.round(ms)} ms)`);
  return 0;
}

/** Thrown through a search by the metered game when the budget is spent. */
class OutOfNodes extends Error {}

/**
 * The game with every `play` counted (the search visits a node per play):
 * each 1,024th play reports progress and, past `maxNodes`, throws
 * OutOfNodes through the search (which passes errors other than its own stop).
 */
function meteredGame(maxNodes: number, onCount: (nodes: number) => void): { game: Game<OthelloState>; nodes: () => number } {
  let nodes = 0;
  const game: Game<OthelloState> = {
    ...othello,
    play: (s, m) => {
      nodes++;
      if ((nodes & 1023) === 0) {
        if (nodes > maxNodes) throw new OutOfNodes();
        onCount(nodes);
      }
      return othello.play(s, m);
    },
  };
  return { game, nodes: () => nodes };
}

function searchRun(args: readonly string[], io: CliIO): number {
  const { positional, flags } = parseArgs(args, { valued: ['depth', 'eval', 'order', 'max-nodes'], booleans: ['alphabeta', 'tt', 'json'] });
  if (positional.length !== 1) throw new UsageError('othello search needs one transcript (such as f5d6c3, or start)');
  const text = positional[0] === 'start' || positional[0] === '-' ? '' : positional[0];
  const line = othello.parseMoves(text);
  if (line.error) throw line.error;
  const depthFlag = flagText(flags, 'depth');
  if (depthFlag === undefined) throw new UsageError(`othello search needs --depth N (1 to ${MAX_SEARCH_DEPTH})`);
  const depth = parseIntArg('depth', depthFlag, 1, MAX_SEARCH_DEPTH);
  const e = evaluationArg(flagText(flags, 'eval'));
  const orderFlag = flagText(flags, 'order') ?? 'none';
  if (!Object.hasOwn(ORDERS, orderFlag)) throw new UsageError(`--order must be one of ${Object.keys(ORDERS).join(', ')}, got ${quoteArg(orderFlag)}`);
  const order = ORDERS[orderFlag];
  const maxNodesFlag = flagText(flags, 'max-nodes');
  const maxNodes = maxNodesFlag === undefined ? DEFAULT_MAX_NODES : parseIntArg('max-nodes', maxNodesFlag, 1, MAX_MAX_NODES);
  const s = line.state;
  const json = flags.has('json');
  if (othello.outcome(s) !== OUTCOME.playing) {
    const value = othello.terminalScore(s, 'wdl');
    if (json) io.out(JSON.stringify({ transcript: othello.formatMoves(line.moves), finished: true, value, bestMoves: [], nodes: 0 }));
    else io.out(`finished game: value ${describeOthelloValue(value, e)}`);
    return 0;
  }
  const options = { algorithm: flags.has('alphabeta') ? ('alphabeta' as const) : ('minimax' as const), depth, evaluate: e.evaluate, order, tt: flags.has('tt') };
  const limit = `of at most ${maxNodes.toLocaleString('en-US')}`;
  const progress = cliProgress(io, maxNodes, 'nodes', (done, ms) => formatCount(done, ms, 'nodes', ` (${limit})`));
  const metered = meteredGame(maxNodes, (n) => progress.update(n));
  let r: ReturnType<typeof search<OthelloState>>;
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

/** Thrown by a player's move when the time limit has passed; ends the game in progress unplayed. */
class OutOfTime extends Error {}

/** `p` with `beforeMove` called before each of its moves (progress, the time limit). */
function announced<S>(p: AiPlayer<S>, beforeMove: () => void): AiPlayer<S> {
  const counted = p.choicesCounted;
  return {
    ...p,
    choose: (s, rng) => {
      beforeMove();
      return p.choose(s, rng);
    },
    ...(counted ? { choicesCounted: (s: S) => (beforeMove(), counted(s)) } : {}),
  };
}

function matchRun(args: readonly string[], io: CliIO): number {
  const { positional, flags } = parseArgs(args, { valued: ['games', 'seed', 'openings', 'time-limit'], booleans: ['json'] });
  if (positional.length !== 2) throw new UsageError(`othello match needs two players, got ${positional.length} (players: ${playerChoices(othello)})`);
  const num = (name: string, fallback: number, min: number, max: number) => {
    const f = flagText(flags, name);
    return f !== undefined ? parseIntArg(name, f, min, max) : fallback;
  };
  const players = positional.map((spec) => playerArg(spec, othello));
  const games = num('games', 10, 1, MAX_OTHELLO_GAMES);
  const seed = num('seed', 1, 0, MAX_SEED);
  const openingMoves = num('openings', 4, 0, MAX_OPENINGS);
  const limit = timeLimitMs(flags);
  const now = clockOf(io);
  const start = now();
  const progress = cliProgress(io, 2 * games, 'games');
  const outOfTime = (): boolean => now() - start >= limit;
  let finished = 0; // games finished (chunks are one game)
  let ply = 0; // moves of the game in progress
  const beforeMove = () => {
    if (outOfTime()) throw new OutOfTime();
    ply++;
    progress.update(finished, `(game ${finished + 1}, move ${ply})`);
  };
  const onProgress = ({ done }: { done: number }) => {
    finished = done;
    ply = 0;
    progress.update(done);
  };
  const [a, b] = players.map((p) => announced(p, beforeMove));
  const runner = new MatchRunner(othello, a, b, { games, seed, openingMoves });
  try {
    runChunks(runner, { chunkSize: 1, onProgress, signal: { get aborted() { return outOfTime(); } } }, DEFAULT_MATCH_CHUNK.reference);
  } catch (error) {
    if (!(error instanceof OutOfTime)) throw error;
  }
  const result = runner.result();
  progress.finish(result.total.games);
  if (flags.has('json')) io.out(JSON.stringify(result, null, 2));
  else for (const line of formatMatchTable(result, othello.sideNames, timeLimitNote(limit))) io.out(line);
  return 0;
}

/** The othello command. */
export const othelloCommand: Command = {
  name: 'othello',
  usage: 'othello perft|search|match|solve ...',
  summary: 'Othello: perft <depth>; search <transcript> --depth N [--eval E] [--alphabeta] [--order O] [--tt] [--max-nodes N]; match <A> <B> [--games N] [--time-limit S]; solve <board> <side> | --obf FILE [--lines a-b]',
  help: [
    `  perft <depth> [--json]    move sequences from the start, depth 0 to ${MAX_PERFT} (perft(10) about a second, 11 about 5 s, 12 under a minute)`,
    `  search <transcript> --depth N [--eval discs|weights|mobility] [--alphabeta] [--order none|weights|eval] [--tt] [--max-nodes N] [--json]`,
    `                            value from black's view and the best moves; transcript like f5d6c3, or start; depth 1 to ${MAX_SEARCH_DEPTH};`,
    `                            stops with exit code 2 past --max-nodes (default ${DEFAULT_MAX_NODES.toLocaleString('en-US')}, about 20 s; at most ${MAX_MAX_NODES.toLocaleString('en-US')})`,
    `  match <A> <B> [--games N] [--seed S] [--openings K] [--time-limit S] [--json]`,
    `                            N games per side (1 to ${MAX_OTHELLO_GAMES.toLocaleString('en-US')}, default 10) from K random opening moves (0 to ${MAX_OPENINGS}, default 4);`,
    `                            --time-limit S (1 to ${MAX_TIME_LIMIT_S}) stops before the next move and prints the games finished so far`,
    `                            players: ${playerChoices(othello)}`,
    `  solve <board> <side> [--best]  the exact endgame: board of 64 characters a1..h8 row by row (X black, O white, - empty), side X or O;`,
    `                            JSON: best move, exact score (side to move's view, empties to the winner), every move's score, nodes, ms;`,
    `                            --best solves the best move only (faster); at most ${MAX_SOLVE_EMPTIES} empty squares (20 take seconds, 24 minutes)`,
    `  solve --obf FILE [--lines a-b] [--best]  every FFO-style line of FILE (or lines a to b), one JSON object each with the listed`,
    `                            scores' verdict ("agrees"); exit code 1 when a solved score differs from the file`,
    'Progress on stderr: redrawn in place on a terminal (4 times a second), else a line per quarter and every 10 s.',
  ],
  run(args: readonly string[], io: CliIO): number {
    const [sub, ...rest] = args;
    if (sub === 'perft') return perftRun(rest, io);
    if (sub === 'search') return searchRun(rest, io);
    if (sub === 'match') return matchRun(rest, io);
    if (sub === 'solve') return solveRun(rest, io);
    throw new UsageError(`othello needs a subcommand: perft, search, match or solve${sub === undefined ? '' : `, got ${quoteArg(sub)}`}`);
  },
};
