/**
 * Othello behind the seam: the `Game` every generic layer uses. A state is an
 * immutable object of bitboard halves (state.ts); moves are squares 0..63
 * (a1 = 0, h8 = 63, row by row from the top-left) and PASS = 64; black is
 * the first player. The whole tree does not fit, so keys are Zobrist hashes
 * (zobrist.ts) for the hashed transposition table, and search is depth
 * limited with an evaluation (evaluate.ts; `weights` is the default).
 * Finished games score black's discs minus white's in every scoring mode.
 *
 * This file is the game's public face: outside src/games/othello/, code
 * imports only from here.
 */
import { OUTCOME, type ExactSolver, type Game, type OutcomeCode } from '../game.ts';
import type { GameModule } from '../module.ts';
import { words } from './words.ts';
import { perftBits } from './bitboard.ts';
import { EVALUATIONS, evaluateWeights, squarePriority } from './evaluate.ts';
import { cellsOf, formatLine, formatPosition, formatSquare, formatTranscript, fromCells, parsePosition, parseSetup, parseTranscript, positionError, tryMove } from './notation.ts';
import { RULE_PLAYERS } from './players.ts';
import { discDifference, emptyCount, INITIAL, playMove, STATUS, writeMoves, type OthelloState } from './state.ts';
import { zobristKey } from './zobrist.ts';
import { othelloView } from './view.ts';
import { asWrittenLeafValue } from './asWritten.ts';
import { solveAllMoves } from './endgame.ts';
import { EndgameStopped } from './endgameSearch.ts';
import { exactCore, loadEndgameCore, wasmPerft } from './endgameWasm.ts';
import { HORIZON_POSITIONS } from './horizonPositions.ts';

function outcome(s: OthelloState): OutcomeCode {
  if (s.status !== STATUS.over) return OUTCOME.playing;
  const d = discDifference(s);
  return d > 0 ? OUTCOME.firstWon : d < 0 ? OUTCOME.secondWon : OUTCOME.draw;
}

/**
 * The limit of empty squares the app solves exactly: a solve of every legal
 * move takes well under a second there (docs/manual.md, "exact endgame": the
 * figures that chose it).
 */
const EXACT_EMPTIES = 14;

/** The lesson "where the whole tree returns" solves on a button up to this many empties (docs/manual.md: its measured times). */
const LESSON_EMPTIES = 16;

/**
 * "Solve exactly" is offered up to this many empties: FFO #40 (20 empties) takes ~10 s in a Chromium worker here and
 * each empty square more about doubles it or worse, so 22 stays within about a minute; at 57 it would never end.
 */
const ASK_EMPTIES = 22;

/** The exact endgame (endgame.ts; on the WebAssembly core once loadOthello has loaded it, endgameWasm.ts) as the seam's solver: scores are final disc differences, side to move's view, empties to the winner. */
const exact: ExactSolver<OthelloState> = {
  limit: EXACT_EMPTIES,
  lessonLimit: LESSON_EMPTIES,
  askLimit: ASK_EMPTIES,
  remaining: emptyCount,
  solveMoves(s, poll) {
    try {
      const r = solveAllMoves(s, { onPoll: poll?.onPoll && ((nodes) => poll.onPoll?.(nodes)), shouldStop: poll?.shouldStop, pollEvery: 4096, core: exactCore() });
      poll?.onDone?.(r.nodes);
      return r.moves;
    } catch (e) {
      if (e instanceof EndgameStopped) return null;
      throw e;
    }
  },
};

export const othello: Game<OthelloState> = {
  id: 'othello',
  initial: INITIAL,
  // at most one move per empty square (a pass is alone)
  maxMoves: 60,
  // 60 discs, each preceded by at most one pass
  maxPlies: 120,
  keySpace: Infinity,
  fullTree: false,
  symmetryCount: 1,
  sideNames: ['black', 'white'],
  players: RULE_PLAYERS,
  evaluations: EVALUATIONS,
  exact,
  // Set up a position: a board string or an FFO-style line pasted, or discs placed on the 8 × 8 board.
  setup: { rows: 8, columns: 8, parse: parseSetup, format: formatPosition, cells: cellsOf, fromCells },
  toMove: (s) => s.side,
  legalMoves: writeMoves,
  play: playMove,
  outcome,
  terminalScore: discDifference,
  evaluate: evaluateWeights,
  movePriority: squarePriority,
  key: zobristKey,
  canonicalKey: zobristKey,
  pliesLeftAtMost: (s) => (s.status === STATUS.over ? 0 : 2 * emptyCount(s)),
  stateError: positionError,
  tryPlay: tryMove,
  parseMoves: parseTranscript,
  formatMoves: formatTranscript,
  formatMove: formatSquare,
  formatLine,
  parsePosition,
  formatPosition,
};

/**
 * Othello as the app sees it: rules, board, words; the AI searches with
 * the strong evaluation by principal-variation search by default (it scored
 * 86 % against square weights at 50 ms a move: docs/manual.md, "stronger
 * midgame"), the arena's first match pits weights against
 * the disc count, and the source article's search as written (the disc count
 * from the CPU's side at every leaf) is the lab's lesson.
 */
export const othelloModule: GameModule<OthelloState> = {
  game: othello,
  view: othelloView,
  words,
  defaults: { evaluation: 'strong', arenaPlayers: ['alphabeta-d3-weights', 'alphabeta-d3-discs'] },
  // The article's example: after 1. f5 the CPU (White) looks 3 plies ahead; as written it plays f6, correct negamax d6.
  // Three positions where the depth-4 search picks a losing move the exact solve avoids (horizonPositions.ts).
  extras: { asWritten: { leaf: asWrittenLeafValue, evaluation: 'discs', player: 'as-written', example: { transcript: 'f5', depth: 3 } }, horizon: HORIZON_POSITIONS },
};

/**
 * The module as the registry loads it (entry.ts): with the exact solver's
 * WebAssembly core loaded first (endgame.wasm, ~10 KB, with the game's code,
 * in the page and in each worker that loads Othello); where WebAssembly is
 * missing or the file fails to load, the TypeScript search solves alike, slower.
 */
export async function loadOthello(): Promise<GameModule<OthelloState>> {
  await loadEndgameCore(new URL('./endgame.wasm', import.meta.url));
  return othelloModule;
}

// What the Othello UI, worker and command line use besides the Game.
// The exact endgame solver (endgame.ts; EndgameStopped, thrown when `shouldStop` says so, is in endgameSearch.ts) and FFO-style lines.
export { solveAllMoves, solveExact } from './endgame.ts';
export { parseObfLine } from './notation.ts';
export { type OthelloState } from './state.ts';

/**
 * Perft from a state: move sequences of `depth` plies (passes are plies,
 * finished games leaves). Counted in bulk on the WebAssembly core once
 * loadOthello has loaded it (i64 boards and native popcount: a few times
 * faster, docs/manual.md), else by bitboard.ts. `bulk` false makes every leaf
 * in TypeScript instead of counting the last ply from the legal squares
 * (same count; the move-generation benchmark).
 */
export function perft(s: OthelloState, depth: number, bulk = true): number {
  const [pl, ph, ol, oh] = s.side === 0 ? [s.bl, s.bh, s.wl, s.wh] : [s.wl, s.wh, s.bl, s.bh];
  const fast = bulk ? wasmPerft() : undefined;
  return fast ? fast(pl, ph, ol, oh, depth) : perftBits(pl, ph, ol, oh, depth, bulk);
}
