/**
 * The catalogue of AI players of a game and the parser of player specs.
 *
 * Specs (case-insensitive; nothing trimmed, and a spec with a space, a
 * control or any character outside printable ASCII names no player): random, the game's
 * own players (`Game.players`: rule1, rule2, ...), minimax-d1 .. minimax-dN
 * (N the game's longest game; also minimax:N and minimax-N), alphabeta,
 * alphabeta-first, and for games whose whole tree fits perfect and
 * perfect-shortest. Every call of createPlayer returns a new player object
 * (compiled policies are cached per object, so reuse a player to reuse its
 * tables). A game whose whole tree does not fit (a searched game) offers instead of
 * minimax-dN, alphabeta and perfect: minimax-dN-E and alphabeta-dN-E for
 * each of its evaluations E (also minimax:N:E; without E, the game's default
 * evaluation), and alphabeta / alphabeta-first only when its longest game is
 * within those depths, and perfect-shortest when its exact solver reaches
 * every position (a position-solved game).
 */
import { hasFullTree, offersPerfectPlayer, type Game, type Result } from '../games/game.ts';
import { definePlayer, type AiPlayer } from './player.ts';
import { createPerfectPlayer, createSolvedPerfectPlayer, solvesEveryPosition } from './players/perfect.ts';
import { createRandomPlayer } from './players/random.ts';
import { createAlphaBetaPlayer, createEvaluatingPlayer, createMinimaxPlayer, evaluationsOf, maxDepth, MIN_DEPTH } from './players/search.ts';

/** Player families, for grouping in menus. */
export type PlayerKind = 'random' | 'rules' | 'search' | 'table';
export const PLAYER_KINDS: readonly PlayerKind[] = ['random', 'rules', 'search', 'table'];

/**
 * A catalogue entry: enough to list players in a menu without building them.
 * Display names and descriptions are the UI's (src/i18n), in each language.
 */
export interface PlayerInfo<S> {
  /** Canonical spec. */
  readonly id: string;
  readonly kind: PlayerKind;
  /** A new player; a search player calls `onPoll` every 1,024 nodes of its searches (a sign of life). */
  readonly create: (onPoll?: () => void) => AiPlayer<S>;
}

function info<S>(kind: PlayerKind, create: (onPoll?: () => void) => AiPlayer<S>): PlayerInfo<S> {
  const p = create();
  return { id: p.id, kind, create };
}

const catalogues = new Map<string, readonly PlayerInfo<unknown>[]>();

/** Every player of a game, weakest family first (built once per game). */
export function playersOf<S>(game: Game<S>): readonly PlayerInfo<S>[] {
  const cached = catalogues.get(game.id) as readonly PlayerInfo<S>[] | undefined;
  if (cached) return cached;
  const depths = Array.from({ length: maxDepth(game) - MIN_DEPTH + 1 }, (_, i) => MIN_DEPTH + i);
  const list: PlayerInfo<S>[] = hasFullTree(game) ? fullTreePlayers(game, depths) : [
    info('random', () => createRandomPlayer(game)),
    ...game.players.map((def) => info('rules', () => definePlayer(def))),
    ...(['minimax', 'alphabeta'] as const).flatMap((algorithm) =>
      evaluationsOf(game).flatMap((e) => depths.map((d) => info('search', (onPoll) => createEvaluatingPlayer(game, algorithm, d, e, onPoll)))),
    ),
    // Full-depth alpha-beta only where the longest game is within the depths offered (a small game not declared to fit).
    ...(game.maxPlies <= maxDepth(game) ? [info('search', (onPoll) => createAlphaBetaPlayer(game, 'random', onPoll)), info('search', (onPoll) => createAlphaBetaPlayer(game, 'first', onPoll))] : []),
    // A position-solved game (its exact solver reaches every position) plays perfectly from its table; a game solved
    // one position at a time (its solver reaches every position given time) by solving each move.
    ...(solvesEveryPosition(game) || offersPerfectPlayer(game) ? [info('table', (onPoll) => createSolvedPerfectPlayer(game, onPoll))] : []),
  ];
  catalogues.set(game.id, list as readonly PlayerInfo<unknown>[]);
  return list;
}

/** The players of a game whose whole tree fits. */
function fullTreePlayers<S>(game: Game<S>, depths: readonly number[]): PlayerInfo<S>[] {
  return [
    info('random', () => createRandomPlayer(game)),
    ...game.players.map((def) => info('rules', () => definePlayer(def))),
    ...depths.map((d) => info('search', (onPoll) => createMinimaxPlayer(game, d, onPoll))),
    info('search', (onPoll) => createAlphaBetaPlayer(game, 'random', onPoll)),
    info('search', (onPoll) => createAlphaBetaPlayer(game, 'first', onPoll)),
    ...(hasFullTree(game) ? [info('table', () => createPerfectPlayer(game, 'wdl')), info('table', () => createPerfectPlayer(game, 'shortest'))] : []),
  ];
}

/** The valid specs of a game in one line, e.g. for error messages. */
export function playerChoices<S>(game: Game<S>): string {
  if (!hasFullTree(game)) {
    const evals = evaluationsOf(game).map((e) => e.id).join('|');
    const full = game.maxPlies <= maxDepth(game) ? ['alphabeta', 'alphabeta-first'] : [];
    const perfect = solvesEveryPosition(game) || offersPerfectPlayer(game) ? ['perfect-shortest'] : [];
    return ['random', ...game.players.map((p) => p.id), `minimax-dN-E or alphabeta-dN-E (N ${MIN_DEPTH} .. ${maxDepth(game)}, E ${evals})`, ...full, ...perfect].join(', ');
  }
  const ids = playersOf(game).map((p) => p.id).filter((id) => !id.startsWith('minimax-d'));
  const [first, ...rest] = ids;
  return [first, ...game.players.map((p) => p.id), `minimax-d${MIN_DEPTH} .. minimax-d${maxDepth(game)} (or minimax:N)`, ...rest.filter((id) => !game.players.some((p) => p.id === id))].join(', ');
}

/**
 * An unknown player spec; the message lists the valid choices. It repeats the
 * spec as given: a caller showing it to people rebuilds the message from
 * `reason`, `spec` (quoted its own way) and `choices`.
 */
export class UnknownPlayerError extends Error {
  readonly spec: string;
  readonly reason: string;
  readonly choices: string;
  constructor(spec: string, choices: string, reason = 'unknown player') {
    super(`${reason} "${spec}": choose one of ${choices}`);
    this.name = 'UnknownPlayerError';
    this.spec = spec;
    this.reason = reason;
    this.choices = choices;
  }
}

/** Specs are printable ASCII without spaces (so lower-casing is plain ASCII and `random\r\n` is no `random`). */
const SPEC_CHARACTERS = /^[\x21-\x7e]+$/;

/** Normalises a spec (user input) to its canonical id ('Minimax:3' -> 'minimax-d3'), or says why it names no player. */
export function parsePlayerSpec<S>(game: Game<S>, spec: string): Result<string, UnknownPlayerError> {
  if (!SPEC_CHARACTERS.test(String(spec))) return { ok: false, error: new UnknownPlayerError(spec, playerChoices(game)) };
  const s = String(spec).toLowerCase();
  if (!hasFullTree(game)) {
    const lim = /^(minimax|alphabeta)(?:-d|:|-)(\d+)(?:[-:]([a-z]+))?$/.exec(s);
    if (lim) {
      const d = Number(lim[2]);
      if (d < MIN_DEPTH || d > maxDepth(game)) return { ok: false, error: new UnknownPlayerError(spec, playerChoices(game), `depth out of range (${MIN_DEPTH}..${maxDepth(game)}) in player`) };
      const evals = evaluationsOf(game);
      const e = lim[3] === undefined ? (evals.find((x) => x.evaluate === game.evaluate) ?? evals[0]) : evals.find((x) => x.id === lim[3]);
      if (!e) return { ok: false, error: new UnknownPlayerError(spec, playerChoices(game), 'unknown evaluation in player') };
      return { ok: true, value: `${lim[1]}-d${d}-${e.id}` };
    }
  }
  const mm = /^minimax(?:-d|:|-)(\d+)$/.exec(s);
  if (mm) {
    const d = Number(mm[1]);
    if (d < MIN_DEPTH || d > maxDepth(game)) return { ok: false, error: new UnknownPlayerError(spec, playerChoices(game), `depth out of range (${MIN_DEPTH}..${maxDepth(game)}) in player`) };
    return { ok: true, value: `minimax-d${d}` };
  }
  if (playersOf(game).some((p) => p.id === s)) return { ok: true, value: s };
  return { ok: false, error: new UnknownPlayerError(spec, playerChoices(game)) };
}

/**
 * A player from a spec (user input), or why the spec names none (the message
 * lists the valid choices). A search player calls `onPoll` every 1,024 nodes of its searches.
 */
export function parsePlayer<S>(game: Game<S>, spec: string, onPoll?: () => void): Result<AiPlayer<S>, UnknownPlayerError> {
  const id = parsePlayerSpec(game, spec);
  if (!id.ok) return id;
  return { ok: true, value: (playersOf(game).find((p) => p.id === id.value) as PlayerInfo<S>).create(onPoll) };
}

/** A player from a spec the program knows to be valid; an unknown spec is a programming error (throws). */
export function createPlayer<S>(game: Game<S>, spec: string): AiPlayer<S> {
  const r = parsePlayer(game, spec);
  if (!r.ok) throw r.error;
  return r.value;
}
