/**
 * Connect-K behind the seam: the `Game` (and, for a board small enough, the
 * `FullTreeGame`) of one board size, made from the rules (rules.ts) and the
 * notation (notation.ts). A state is its own key (see rules.ts).
 */
import type { FullTreeGame, Game } from '../game.ts';
import { fusedDiscovery } from './dag.ts';
import { formatLine, formatMoves, formatPosition, parseMoveLine, parsePosition } from './notation.ts';
import { rulePlayers } from './players.ts';
import { SIDE_LETTERS, type ConnectRules, type ConnectSize, type ConnectState } from './rules.ts';

/**
 * Keys below 2^31 are indexed directly by the generic tables where small
 * enough; wider ones (7×6: 2^49) are any safe integer to them, which the seam
 * spells keySpace = Infinity (hashed tables, keys as doubles).
 */
const DIRECT_KEY_BITS = 31;

/** The Game of a board size with its FullTreeGame answers (fromKey, expandKey, keyInfo), but for `fullTree`. */
function build(rules: ConnectRules, id: string): Omit<FullTreeGame<ConnectState>, 'fullTree'> {
  return {
    id,
    initial: rules.empty,
    maxMoves: rules.size.width,
    maxPlies: rules.squares,
    keySpace: rules.bits <= DIRECT_KEY_BITS ? 2 ** rules.bits : Infinity,
    symmetryCount: 2,
    sideNames: [SIDE_LETTERS[0], SIDE_LETTERS[1]],
    players: rulePlayers(rules),
    toMove: rules.toMove,
    legalMoves: rules.legalMoves,
    play: rules.play,
    outcome: rules.outcome,
    terminalScore: rules.terminalScore,
    evaluate: rules.evaluate,
    movePriority: rules.movePriority,
    key: (s) => s,
    canonicalKey: rules.canonicalKey,
    pliesLeftAtMost: rules.pliesLeftAtMost,
    stateError: rules.stateError,
    tryPlay: rules.tryPlay,
    parseMoves: (text) => parseMoveLine(rules, text),
    formatMoves,
    formatMove: (column) => String(column + 1),
    formatLine,
    parsePosition: (text) => parsePosition(rules, text),
    formatPosition: (s) => formatPosition(rules, s),
    fromKey: (k) => k,
    expandKey: rules.expandKey,
    keyInfo: rules.keyInfo,
  };
}

/** The id of a board size's game when none is given: "connect4-7x6". */
const defaultId = ({ width, height, inRow }: ConnectSize) => `connect${inRow}-${width}x${height}`;

/**
 * Connect-K on a board too large for its whole tree (7×6 Connect Four): a
 * Game for depth-limited search and solvers, over rules already made (a view
 * shares them). The app's Connect Four (connect4.ts) adds its evaluation's
 * name and its exact solver.
 */
export function gameOfRules(rules: ConnectRules, id: string = defaultId(rules.size)): Game<ConnectState> {
  return { ...build(rules, id), fullTree: false };
}

/**
 * Connect-K on a board small enough for its whole tree (fewer than 65,536
 * positions; the tree itself is built node by node, so keep it to a few
 * million nodes), over rules a view shares: a FullTreeGame. Throws
 * RangeError for a board whose keys do not fit 31 bits. Boards of up to
 * 2^22 states discover their positions in a fused loop (dag.ts).
 */
export function fullTreeGameOfRules(rules: ConnectRules, id: string = defaultId(rules.size)): FullTreeGame<ConnectState> {
  const size = rules.size;
  if (rules.bits > DIRECT_KEY_BITS) throw new RangeError(`a ${size.width}×${size.height} board is too large for its whole tree`);
  const discoverPositions = fusedDiscovery(rules);
  return { ...build(rules, id), fullTree: true, ...(discoverPositions ? { discoverPositions } : {}) };
}
