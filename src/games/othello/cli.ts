/**
 * Othello's own part of the command line (src/cli/games.ts finds this file):
 * its fast perft (bitboards) for the generic `perft`, and `othello solve`,
 * the exact endgame solver from the command line, one JSON
 * object per position on stdout (best move, exact score from the side to
 * move's view with the empties to the winner, every legal move's score,
 * nodes, milliseconds), node progress on stderr.
 * - `othello solve <board> <side> [--best]`: a board of 64 characters a1..h8
 *   row by row (`X` black, `O` white, `-` empty) and the side to move (X/O).
 * - `othello solve --obf FILE [--lines a-b] [--best]`: the FFO-style lines of
 *   FILE (1-based line numbers a to b, default all); each object also has the
 *   listed scores' verdict (`agrees`), and the exit code is 1 when any
 *   solved score differs from the listed one.
 * `--best` solves only the best move (several times faster than every move).
 * Bad input (a bad board, an unreadable file, a bad line, too many empties)
 * exits 2 with one line.
 */
import { flagText, parseArgs, quoteArg, UsageError, type CliIO, type Command, type GameCommandLine } from '../../cli/command.ts';
import { fileLineRange } from '../../cli/files.ts';
import { clockOf, cliProgress, formatCount } from '../../cli/progress.ts';
import { othello, parseObfLine, perft, solveAllMoves, solveExact, type OthelloState } from './index.ts';

/** Most empty squares a solve takes (each more costs about x3; 24 empties take minutes). */
const MAX_SOLVE_EMPTIES = 30;

const sign = (x: number) => (x > 0 ? `+${x}` : String(x));

function emptiesOf(s: OthelloState): number {
  return othello.formatPosition(s).slice(0, 64).split('-').length - 1;
}

interface Solved {
  readonly best: { readonly move: string | null; readonly score: number };
  readonly moves?: readonly { readonly move: string; readonly score: number }[];
  readonly nodes: number;
  readonly ms: number;
}

function solveOne(s: OthelloState, bestOnly: boolean, io: CliIO, label: string): Solved {
  const empties = emptiesOf(s);
  if (empties > MAX_SOLVE_EMPTIES) throw new UsageError(`${label} has ${empties} empty squares: the solver takes at most ${MAX_SOLVE_EMPTIES} (each one more costs about x3)`);
  const now = clockOf(io);
  const t = now();
  const progress = cliProgress(io, Infinity, 'nodes', (done, ms) => formatCount(done, ms, 'nodes', ` (${label})`));
  const onPoll = (n: number) => progress.update(n);
  try {
    if (bestOnly) {
      const r = solveExact(s, { onPoll });
      progress.finish(r.nodes);
      return { best: { move: r.bestMove === null ? null : othello.formatMove(r.bestMove), score: r.score }, nodes: r.nodes, ms: Math.round(now() - t) };
    }
    const all = solveAllMoves(s, { onPoll });
    progress.finish(all.nodes);
    const best = all.moves.length > 0 ? { move: othello.formatMove(all.moves[0].move), score: all.moves[0].score } : { move: null, score: solveExact(s).score };
    return { best, moves: all.moves.map((m) => ({ move: othello.formatMove(m.move), score: m.score })), nodes: all.nodes, ms: Math.round(now() - t) };
  } catch (error) {
    progress.finish(0);
    throw error;
  }
}

function toMove(s: OthelloState): string {
  return othello.sideNames[othello.toMove(s)];
}

/** Runs `othello solve ...` (args after `solve`). */
function solveRun(args: readonly string[], io: CliIO): number {
  // A board may start with "--" (empty a1, b1): board characters with a disc among them are never an option.
  const isBoard = (a: string) => /^[XO.-]+$/i.test(a) && /[XO]/i.test(a);
  const parsed0 = parseArgs(
    args.filter((a) => !isBoard(a)),
    { valued: ['obf', 'lines'], booleans: ['best'] },
  );
  const flags = parsed0.flags;
  const boards = args.filter(isBoard);
  const positional = [...boards, ...parsed0.positional];
  const bestOnly = flags.has('best');
  const file = flagText(flags, 'obf');
  if (file === undefined) {
    if (flags.has('lines')) throw new UsageError('--lines goes with --obf FILE');
    if (positional.length !== 2) throw new UsageError(`othello solve needs a board of 64 characters (X, O, -) and the side to move (X or O), got ${positional.length} argument${positional.length === 1 ? '' : 's'}`);
    const pos = othello.parsePosition(`${positional[0]} ${positional[1]}`);
    if (!pos.ok) throw pos.error;
    const s = pos.value;
    io.out(JSON.stringify({ position: othello.formatPosition(s), toMove: toMove(s), empties: emptiesOf(s), ...solveOne(s, bestOnly, io, 'the position') }));
    return 0;
  }
  if (positional.length > 0) throw new UsageError(`othello solve --obf FILE takes no board, got ${quoteArg(positional[0])}`);
  const { lines, from, to } = fileLineRange(file, flagText(flags, 'lines'));
  const parsed = lines.slice(from - 1, to).map((l, i) => {
    const r = parseObfLine(l);
    if (!r.ok) throw new UsageError(`line ${from + i}: ${r.error.message}`);
    return r.value;
  });
  let differs = false;
  parsed.forEach((line, i) => {
    const s = line.state;
    const r = solveOne(s, bestOnly, io, `line ${from + i}`);
    const listedBest = line.scores.length > 0 ? Math.max(...line.scores.map((m) => m.score)) : null;
    const wrong = line.scores.filter((m) => {
      const name = othello.formatMove(m.move);
      if (r.moves) return r.moves.find((x) => x.move === name)?.score !== m.score;
      return name === r.best.move && m.score !== r.best.score;
    });
    const agrees = wrong.length === 0 && (listedBest === null || listedBest === r.best.score);
    if (!agrees) differs = true;
    const listed = line.scores.map((m) => ({ move: othello.formatMove(m.move), score: m.score }));
    io.out(JSON.stringify({ line: from + i, position: othello.formatPosition(s), toMove: toMove(s), empties: emptiesOf(s), ...r, listed, agrees }));
    if (!agrees) io.err(`line ${from + i}: solved ${r.best.move ?? 'none'} ${sign(r.best.score)}, differs from the listed scores (${wrong.map((m) => `${othello.formatMove(m.move)} ${sign(m.score)}`).join(', ') || `best ${sign(listedBest ?? 0)}`})`);
  });
  return differs ? 1 : 0;
}

/** `othello solve`: Othello's exact endgame solver. */
const solveCommand: Command = {
  name: 'solve',
  usage: 'solve <board> <side> [--best] | solve --obf FILE [--lines a-b] [--best]',
  summary: 'the exact endgame: best move and every move\'s exact score (JSON); FFO-style test sets with --obf',
  help: [
    `  <board> <side>   board of 64 characters a1..h8 row by row (X black, O white, - empty), side X or O;`,
    `                   JSON: best move, exact score (side to move's view, empties to the winner), every move's score, nodes, ms;`,
    `  --best           solves the best move only (faster); at most ${MAX_SOLVE_EMPTIES} empty squares (20 take seconds, 24 minutes)`,
    `  --obf FILE [--lines a-b]  every FFO-style line of FILE (or lines a to b), one JSON object each with the listed`,
    `                   scores' verdict ("agrees"); exit code 1 when a solved score differs from the file`,
    'Progress on stderr: the node count, redrawn in place on a terminal (4 times a second), else a line per quarter and every 10 s.',
  ],
  run: solveRun,
};

/** What Othello adds to the command line (see GameCommandLine). */
export const commandLine: GameCommandLine = {
  game: othello.id,
  perft: (s, depth) => perft(s as OthelloState, depth),
  subcommands: [solveCommand],
};
