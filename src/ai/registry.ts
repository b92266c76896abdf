/**
 * The catalogue of AI players and the parser of player specs.
 *
 * Specs (case-insensitive, surrounding spaces ignored): random, rule1, rule2,
 * rule3, minimax-d1 .. minimax-d9 (also minimax:N and minimax-N), alphabeta,
 * alphabeta-first, perfect, perfect-shortest. Every call of createPlayer
 * returns a new player object (compiled policies are cached per object, so
 * reuse a player to reuse its tables).
 */
import type { AiPlayer } from './player.ts';
import { createPerfectPlayer } from './players/perfect.ts';
import { createRandomPlayer } from './players/random.ts';
import { createRulePlayer } from './players/rules.ts';
import { createAlphaBetaPlayer, createMinimaxPlayer, MAX_DEPTH, MIN_DEPTH } from './players/search.ts';

/** A catalogue entry: enough to list players in a menu without building them. */
export interface PlayerInfo {
  /** Canonical spec. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The family, for grouping in menus. */
  readonly kind: 'random' | 'rules' | 'search' | 'table';
  readonly create: () => AiPlayer;
}

function info(kind: PlayerInfo['kind'], create: () => AiPlayer): PlayerInfo {
  const p = create();
  return { id: p.id, name: p.name, description: p.description, kind, create };
}

const depths = Array.from({ length: MAX_DEPTH - MIN_DEPTH + 1 }, (_, i) => MIN_DEPTH + i);

/** Every player, weakest family first. */
export const PLAYERS: readonly PlayerInfo[] = [
  info('random', createRandomPlayer),
  info('rules', () => createRulePlayer(1)),
  info('rules', () => createRulePlayer(2)),
  info('rules', () => createRulePlayer(3)),
  ...depths.map((d) => info('search', () => createMinimaxPlayer(d))),
  info('search', () => createAlphaBetaPlayer('random')),
  info('search', () => createAlphaBetaPlayer('first')),
  info('table', () => createPerfectPlayer('wdl')),
  info('table', () => createPerfectPlayer('shortest')),
];

/** The valid specs in one line, e.g. for error messages. */
export const PLAYER_CHOICES = `random, rule1, rule2, rule3, minimax-d${MIN_DEPTH} .. minimax-d${MAX_DEPTH} (or minimax:N), alphabeta, alphabeta-first, perfect, perfect-shortest`;

/** An unknown player spec; the message lists the valid choices. */
export class UnknownPlayerError extends Error {
  readonly spec: string;
  constructor(spec: string, reason = 'unknown player') {
    super(`${reason} "${spec}": choose one of ${PLAYER_CHOICES}`);
    this.name = 'UnknownPlayerError';
    this.spec = spec;
  }
}

/** Normalises a spec to its canonical id ('Minimax:3' -> 'minimax-d3'); throws UnknownPlayerError. */
export function canonicalPlayerId(spec: string): string {
  const s = spec.trim().toLowerCase();
  const mm = /^minimax(?:-d|:|-)(\d+)$/.exec(s);
  if (mm) {
    const d = Number(mm[1]);
    if (d < MIN_DEPTH || d > MAX_DEPTH) throw new UnknownPlayerError(spec, `depth out of range (${MIN_DEPTH}..${MAX_DEPTH}) in player`);
    return `minimax-d${d}`;
  }
  if (PLAYERS.some((p) => p.id === s)) return s;
  throw new UnknownPlayerError(spec);
}

/** Builds a player from a spec (see the module header); throws UnknownPlayerError listing the valid choices. */
export function createPlayer(spec: string): AiPlayer {
  const id = canonicalPlayerId(spec);
  const entry = PLAYERS.find((p) => p.id === id);
  if (!entry) throw new UnknownPlayerError(spec);
  return entry.create();
}
