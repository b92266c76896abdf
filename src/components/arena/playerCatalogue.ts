/**
 * The player menu: the registry's players as families (the nine minimax
 * depths are one family with a depth), grouped by kind, with translated
 * names and descriptions. A test keeps it in step with src/ai/registry.ts.
 */
import type { MessageKey } from '../../i18n/en.ts';
import type { Translate } from '../../i18n/translate.ts';

export type PlayerKind = 'random' | 'rules' | 'search' | 'table';

export const PLAYER_FAMILIES = [
  { id: 'random', kind: 'random' },
  { id: 'rule1', kind: 'rules' },
  { id: 'rule2', kind: 'rules' },
  { id: 'rule3', kind: 'rules' },
  { id: 'minimax', kind: 'search' },
  { id: 'alphabeta', kind: 'search' },
  { id: 'alphabeta-first', kind: 'search' },
  { id: 'perfect', kind: 'table' },
  { id: 'perfect-shortest', kind: 'table' },
] as const satisfies readonly { id: string; kind: PlayerKind }[];

export type FamilyId = (typeof PLAYER_FAMILIES)[number]['id'];

export const PLAYER_KINDS: readonly PlayerKind[] = ['random', 'rules', 'search', 'table'];
/** Depths of the minimax family (ids minimax-d1 .. minimax-d9). */
export const MINIMAX_DEPTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Depth offered when switching to minimax. */
export const DEFAULT_DEPTH = 3;

export const KIND_KEYS: Record<PlayerKind, MessageKey> = {
  random: 'arena.group.random',
  rules: 'arena.group.rules',
  search: 'arena.group.search',
  table: 'arena.group.table',
};

const NAME_KEYS: Record<FamilyId, MessageKey> = {
  random: 'arena.player.random',
  rule1: 'arena.player.rule1',
  rule2: 'arena.player.rule2',
  rule3: 'arena.player.rule3',
  minimax: 'arena.player.minimax',
  alphabeta: 'arena.player.alphabeta',
  'alphabeta-first': 'arena.player.alphabetaFirst',
  perfect: 'arena.player.perfect',
  'perfect-shortest': 'arena.player.perfectShortest',
};

const DESC_KEYS: Record<FamilyId, MessageKey> = {
  random: 'arena.desc.random',
  rule1: 'arena.desc.rule1',
  rule2: 'arena.desc.rule2',
  rule3: 'arena.desc.rule3',
  minimax: 'arena.desc.minimax',
  alphabeta: 'arena.desc.alphabeta',
  'alphabeta-first': 'arena.desc.alphabetaFirst',
  perfect: 'arena.desc.perfect',
  'perfect-shortest': 'arena.desc.perfectShortest',
};

/** A player id split into its family and depth (depth only matters for minimax). Unknown ids count as random. */
export function splitPlayerId(id: string): { family: FamilyId; depth: number } {
  const m = /^minimax-d(\d)$/.exec(id);
  if (m) return { family: 'minimax', depth: Number(m[1]) };
  const f = PLAYER_FAMILIES.find((p) => p.id === id);
  return { family: f ? f.id : 'random', depth: DEFAULT_DEPTH };
}

/** The registry id of a family (with a depth for minimax). */
export function joinPlayerId(family: FamilyId, depth: number): string {
  return family === 'minimax' ? `minimax-d${depth}` : family;
}

/** The family's menu name ("Minimax" without a depth). */
export function familyName(t: Translate, family: FamilyId): string {
  return family === 'minimax' ? t('arena.player.minimaxFamily') : t(NAME_KEYS[family]);
}

/** A player's display name, with the depth for minimax. */
export function playerName(t: Translate, id: string): string {
  const { family, depth } = splitPlayerId(id);
  return t(NAME_KEYS[family], { depth });
}

/** One sentence on how the player plays. */
export function playerDescription(t: Translate, id: string): string {
  const { family, depth } = splitPlayerId(id);
  return family === 'minimax' && depth === 1 ? t('arena.desc.minimaxOne') : t(DESC_KEYS[family], { depth });
}
