/**
 * The connect folder's own part of the command line (src/cli/games.ts finds
 * this file): `connect4 solve|analyze|bench|count ...`, the strong Connect
 * Four solver
 * from the command line (src/games/connect/solver.ts), JSON on stdout,
 * progress on stderr. Scores are the side to move's: a win is worth
 * (W·H + 1 - n) / 2 rounded down, n the discs before the winning move (on
 * 7×6, 22 minus the winner's discs), a draw 0, a loss the negative.
 * - `connect4 solve <moves> [--size WxH]`: the exact score and the nodes
 *   searched; moves are column digits 1..W from the empty board (`4453`),
 *   `-` for the empty board.
 * - `connect4 analyze <moves> [--size WxH]`: every column's exact score (null
 *   for a full column) and the best columns.
 * - `connect4 bench <file> [--lines a-b] [--size WxH]`: every line "moves
 *   score" of a test set (Pascal Pons's format) solved with an empty table:
 *   total and mean time, mean nodes, nodes per second, wrong scores; exit
 *   code 1 when a score differs from the file.
 * - `connect4 count <W>x<H>`: every position reachable in play (play stops
 *   at a win) with its exact score, for boards of at most 31 bits (4×4,
 *   5×4, ...): the count per number of discs and the empty board's score.
 * Bad input (moves, size, file, line) exits 2 with one line.
 */
import { flagText, parseArgs, quoteArg, UsageError, valueOrExit, type CliIO, type Command, type GameCommandLine } from '../../cli/command.ts';
import { fileLineRange } from '../../cli/files.ts';
import { clockOf, cliProgress, formatCount } from '../../cli/progress.ts';
import { boardSizeError, createRules, createSolver, parseScoredLine, parseUnfinishedMoves, solveAll, solveAllSizeError, type ScoredLine } from './index.ts';
import { CONNECT4_ID } from './connect4.ts';

interface Size {
  readonly width: number;
  readonly height: number;
}

/** `WxH` (or W×H): a board the solver takes. */
function sizeArg(text: string, label: string): Size {
  const m = /^(\d{1,2})[x×](\d{1,2})$/.exec(text);
  if (!m) throw new UsageError(`${label} must be columns x rows such as 7x6, got ${quoteArg(text)}`);
  const size = { width: Number(m[1]), height: Number(m[2]) };
  const bad = boardSizeError(size.width, size.height);
  if (bad) throw new UsageError(`${label} ${text}: ${bad}`);
  return size;
}

const sizeName = (s: Size) => `${s.width}x${s.height}`;
const rulesOf = (s: Size) => createRules({ width: s.width, height: s.height, inRow: 4 });
const ms = (t: number) => Math.round(t * 10) / 10;

/** The one positional argument (moves) and the size of `connect4 <sub>`. */
function movesAndSize(sub: string, args: readonly string[]): { moves: readonly number[]; text: string; size: Size } {
  const { positional, flags } = parseArgs(args, { valued: ['size'] });
  if (positional.length !== 1) throw new UsageError(`connect4 ${sub} needs one move sequence (column digits such as 4453, or - for the empty board), got ${positional.length} arguments`);
  const size = sizeArg(flagText(flags, 'size') ?? '7x6', '--size');
  const moves = valueOrExit(parseUnfinishedMoves(rulesOf(size), positional[0]));
  return { moves, text: positional[0] === '-' ? '' : positional[0], size };
}

/** A solver whose polls feed a node count on stderr. */
function solverWithProgress(size: Size, io: CliIO, label: string) {
  const progress = cliProgress(io, Infinity, 'nodes', (done, elapsed) => formatCount(done, elapsed, 'nodes', ` (${label})`));
  const solver = createSolver(size.width, size.height, { onPoll: (n) => progress.update(n) });
  return { solver, progress };
}

function solveRun(args: readonly string[], io: CliIO): number {
  const { moves, text, size } = movesAndSize('solve', args);
  const now = clockOf(io);
  const { solver, progress } = solverWithProgress(size, io, 'solving');
  const t = now();
  const r = solver.solve(moves);
  progress.finish(r.nodes);
  io.out(JSON.stringify({ moves: text, size: sizeName(size), discs: moves.length, score: r.score, result: r.score > 0 ? 'win' : r.score < 0 ? 'loss' : 'draw', nodes: r.nodes, ms: ms(now() - t) }));
  return 0;
}

function analyzeRun(args: readonly string[], io: CliIO): number {
  const { moves, text, size } = movesAndSize('analyze', args);
  const now = clockOf(io);
  const { solver, progress } = solverWithProgress(size, io, 'analysing');
  const t = now();
  const r = solver.analyze(moves);
  progress.finish(r.nodes);
  const played = r.scores.filter((s): s is number => s !== null);
  const top = Math.max(...played);
  const best = r.scores.flatMap((s, c) => (s === top ? [c + 1] : []));
  io.out(JSON.stringify({ moves: text, size: sizeName(size), scores: r.scores, best, score: top, nodes: r.nodes, ms: ms(now() - t) }));
  return 0;
}

function benchRun(args: readonly string[], io: CliIO): number {
  const { positional, flags } = parseArgs(args, { valued: ['lines', 'size'] });
  if (positional.length !== 1) throw new UsageError(`connect4 bench needs one file of lines "moves score", got ${positional.length} arguments`);
  const file = positional[0];
  const size = sizeArg(flagText(flags, 'size') ?? '7x6', '--size');
  const { lines: all, from, to } = fileLineRange(file, flagText(flags, 'lines'));
  if (all.length === 0) throw new UsageError(`the file ${quoteArg(file)} has no lines`);
  const rules = rulesOf(size);
  const lines: ScoredLine[] = all.slice(from - 1, to).map((l, i) => {
    const r = parseScoredLine(rules, l);
    if (!r.ok) throw new UsageError(`line ${from + i}: ${r.error.message}`);
    return r.value;
  });
  const now = clockOf(io);
  const progress = cliProgress(io, lines.length, 'positions');
  const solver = createSolver(size.width, size.height);
  const wrong: { line: number; moves: string; listed: number; solved: number }[] = [];
  let nodes = 0;
  let total = 0;
  lines.forEach((l, i) => {
    solver.reset();
    const t = now();
    const r = solver.solve(l.moves);
    total += now() - t;
    nodes += r.nodes;
    if (r.score !== l.score) {
      wrong.push({ line: from + i, moves: l.line, listed: l.score, solved: r.score });
      io.err(`line ${from + i}: ${l.line} solved ${r.score}, the file says ${l.score}`);
    }
    progress.update(i + 1);
  });
  progress.finish(lines.length);
  const n = lines.length;
  io.out(
    JSON.stringify({
      file,
      size: sizeName(size),
      positions: n,
      totalMs: ms(total),
      meanMs: ms(total / n),
      meanNodes: Math.round((nodes / n) * 10) / 10,
      nodesPerSecond: total > 0 ? Math.round(nodes / (total / 1000)) : null,
      wrong: wrong.length,
      wrongLines: wrong,
    }),
  );
  return wrong.length > 0 ? 1 : 0;
}

function countRun(args: readonly string[], io: CliIO): number {
  const { positional } = parseArgs(args, {});
  if (positional.length !== 1) throw new UsageError(`connect4 count needs one board size such as 4x4, got ${positional.length} arguments`);
  const m = /^(\d{1,2})[x×](\d{1,2})$/.exec(positional[0]);
  if (!m) throw new UsageError(`the board size must be columns x rows such as 4x4, got ${quoteArg(positional[0])}`);
  const size = { width: Number(m[1]), height: Number(m[2]) };
  const bad = solveAllSizeError(size.width, size.height);
  if (bad) throw new UsageError(bad);
  const now = clockOf(io);
  const progress = cliProgress(io, Infinity, 'positions', (done, elapsed) => formatCount(done, elapsed, 'positions'));
  const t = now();
  const r = solveAll(size.width, size.height, { onProgress: (k) => progress.update(k) });
  progress.finish(r.positions);
  io.out(JSON.stringify({ size: sizeName(size), positions: r.positions, perDepth: r.perDepth, score: r.score, ms: ms(now() - t) }));
  return 0;
}

/** Shared help: the moves and the score. */
const MOVES_HELP = [
  '  <moves>: column digits 1..W from the empty board (4453), - for the empty board; --size WxH: the board (7x6 by default, 4 to 9 columns)',
  '  score: a win is worth (W·H + 1 - n) / 2 rounded down, n the discs before the winning move (7×6: 22 minus the winner\'s discs),',
  '  a draw 0, a loss the negative; positions with few discs take seconds to minutes (the empty 7×6 board much longer)',
];
const PROGRESS_HELP = 'Progress on stderr: redrawn in place on a terminal (4 times a second), else a line per quarter and every 10 s.';

/** Connect Four's own subcommands, `connect4 <name> ...` (beside the generic ones a searched game runs). */
const SUBCOMMANDS: readonly Command[] = [
  {
    name: 'solve',
    usage: 'solve <moves> [--size WxH]',
    summary: 'the exact score for the side to move and the nodes searched',
    help: [...MOVES_HELP, PROGRESS_HELP],
    run: solveRun,
  },
  {
    name: 'analyze',
    usage: 'analyze <moves> [--size WxH]',
    summary: 'every column\'s exact score (null: full) and the best columns',
    help: [...MOVES_HELP, PROGRESS_HELP],
    run: analyzeRun,
  },
  {
    name: 'bench',
    usage: 'bench <file> [--lines a-b] [--size WxH]',
    summary: 'every line "moves score" of a test set (Pascal Pons\'s format), each with an empty table: total and mean time, mean nodes, nodes/s, wrong scores; exit code 1 on a wrong score',
    help: [PROGRESS_HELP],
    run: benchRun,
  },
  {
    name: 'count',
    usage: 'count <W>x<H>',
    summary: 'every position reachable in play (play stops at a win) with its exact score: the count per number of discs and the empty board\'s score; boards of at most 31 bits (4x4: 161,029; 5x4: 3,945,711)',
    help: [PROGRESS_HELP],
    run: countRun,
  },
];

/**
 * What the connect folder adds to the command line: Connect Four's solver on any board it takes, as the app's
 * Connect Four's own subcommands (`connect4 solve ...`; see GameCommandLine).
 */
export const commandLine: GameCommandLine = {
  game: CONNECT4_ID,
  subcommands: SUBCOMMANDS,
};
