/**
 * `perft <depth> [--game G] [--json]`: the move sequences of `depth` plies
 * from the start (passes are plies, a game that ends sooner is one leaf) and
 * the time taken, on any game. A game's folder may offer a faster count of
 * its own (GameCommandLine.perft); the generic one plays every move through
 * the seam. Depth at most MAX_PERFT (and the game's longest game); progress
 * counts the subtrees below the first plies.
 */
import { OUTCOME, type Game } from '../../games/game.ts';
import type { GameModule } from '../../games/module.ts';
import { parseArgs, parseIntArg, UsageError, type CliIO, type Command } from '../command.ts';
import { commandLineOf, GAME_FLAG, gameOf } from '../games.ts';
import { clockOf, cliProgress } from '../progress.ts';

/** Deepest perft: a searched game's tree grows about tenfold a ply (a perft(12) of two billion sequences takes seconds of one core with a game's own count). */
const MAX_PERFT = 12;

const maxDepthOf = (game: Game<unknown>): number => Math.min(MAX_PERFT, game.maxPlies);

/** The move sequences of `depth` plies from `s`, each move played through the seam; a finished game is one leaf. */
function perftGeneric<S>(game: Game<S>, s: S, depth: number): number {
  if (depth === 0 || game.outcome(s) !== OUTCOME.playing) return 1;
  const buf = new Int16Array(game.maxMoves);
  const n = game.legalMoves(s, buf, 0);
  let count = 0;
  for (let i = 0; i < n; i++) count += perftGeneric(game, game.play(s, buf[i]), depth - 1);
  return count;
}

/**
 * The positions `ply` plies below `s` (one entry per move sequence, so their
 * perfts add up to perft(s, ply + d)); a finished game stays a leaf. Perft's
 * work split into subtrees, for progress.
 */
export function perftFrontier<S>(game: Game<S>, s: S, ply: number): S[] {
  if (ply === 0 || game.outcome(s) !== OUTCOME.playing) return [s];
  const buf = new Int16Array(game.maxMoves);
  const n = game.legalMoves(s, buf, 0);
  const out: S[] = [];
  for (let i = 0; i < n; i++) out.push(...perftFrontier(game, game.play(s, buf[i]), ply - 1));
  return out;
}

/** Plies to split perft at: the subtrees 4 plies down from depth 8 on, none below depth 5. */
const splitPly = (depth: number): number => Math.max(0, Math.min(4, depth - 4));

function run(args: readonly string[], io: CliIO): number {
  const { positional, flags } = parseArgs(args, { valued: [GAME_FLAG], booleans: ['json'] });
  const module = gameOf(flags);
  const game = module.game;
  const max = maxDepthOf(game);
  if (positional.length !== 1) throw new UsageError(`perft needs one depth, 0 to ${max}: perft <depth>`);
  const depth = parseIntArg('depth', positional[0], 0, max, 'the perft depth');
  const count = commandLineOf(game.id)?.perft ?? ((s: unknown, d: number) => perftGeneric(game, s, d));
  const now = clockOf(io);
  const t = now();
  const ply = splitPly(depth);
  const subtrees = perftFrontier(game, game.initial, ply);
  const progress = cliProgress(io, subtrees.length, 'subtrees');
  let nodes = 0;
  subtrees.forEach((s, i) => {
    nodes += count(s, depth - ply);
    progress.update(i + 1, `(${nodes.toLocaleString('en-US')} sequences so far)`);
  });
  progress.finish(subtrees.length);
  const ms = now() - t;
  if (flags.has('json')) io.out(JSON.stringify({ depth, nodes, ms: Math.round(ms) }));
  else io.out(`perft(${depth}) = ${nodes.toLocaleString('en-US')} (${Math.round(ms)} ms)`);
  return 0;
}

/** The perft command (see the module header). */
export const perftCommand: Command = {
  name: 'perft',
  usage: 'perft <depth> [--game G] [--json]',
  summary: 'move sequences of a number of plies from the start, and the time taken',
  help: (m: GameModule<unknown>) => [
    `  <depth>   plies from the start, depth 0 to ${maxDepthOf(m.game)} (passes are plies; a game that ends sooner is one sequence)`,
    '  --game G  the game (default: the opening game)',
    '  --json    one JSON object: depth, nodes, ms',
    'Progress on stderr per subtree below the first plies: redrawn in place on a terminal, else a line per quarter and every 10 s.',
  ],
  run,
};
