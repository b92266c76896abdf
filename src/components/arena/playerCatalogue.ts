/**
 * The player menu: the registry's players (src/ai/registry.ts) as families
 * (the minimax depths are one family with a depth), grouped by kind, with
 * names and descriptions from the dictionaries.
 */
import { PLAYER_KINDS, playersOf, type PlayerKind } from '../../ai/registry.ts';
import type { MessageKey } from '../../i18n/en.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { GameWords } from '../../games/module.ts';
import type { Game } from '../../games/game.ts';

export { PLAYER_KINDS, type PlayerKind };

/** A menu family: one registry player, or all the minimax depths as one. */
export interface PlayerFamily {
  readonly id: string;
  readonly kind: PlayerKind;
}

const MINIMAX = /^minimax-d(\d+)$/;

/** A game's players as menu families, in the registry's order. */
export function playerFamilies<S>(game: Game<S>): readonly PlayerFamily[] {
  return playersOf(game).flatMap((p, i, all) => {
    if (!MINIMAX.test(p.id)) return [{ id: p.id, kind: p.kind }];
    return all.findIndex((q) => MINIMAX.test(q.id)) === i ? [{ id: 'minimax', kind: p.kind }] : [];
  });
}

export type FamilyId = string;

/** Depths of the minimax family (ids minimax-d1 .. minimax-dN). */
export function minimaxDepths<S>(game: Game<S>): readonly number[] {
  return playersOf(game).flatMap((p) => {
    const m = MINIMAX.exec(p.id);
    return m ? [Number(m[1])] : [];
  });
}
/** Depth offered when switching to minimax. */
const DEFAULT_DEPTH = 3;

export const KIND_KEYS: Record<PlayerKind, MessageKey> = {
  random: 'arena.group.random',
  rules: 'arena.group.rules',
  search: 'arena.group.search',
  table: 'arena.group.table',
};

/** Each generic family's name and description in the dictionaries; the game's own players are named in its words (a test checks every registry family has both). */
export const NAME_KEYS: Readonly<Record<string, MessageKey>> = {
  random: 'arena.player.random',
  minimax: 'arena.player.minimax',
  alphabeta: 'arena.player.alphabeta',
  'alphabeta-first': 'arena.player.alphabetaFirst',
  perfect: 'arena.player.perfect',
  'perfect-shortest': 'arena.player.perfectShortest',
};

export const DESC_KEYS: Readonly<Record<string, MessageKey>> = {
  random: 'arena.desc.random',
  minimax: 'arena.desc.minimax',
  alphabeta: 'arena.desc.alphabeta',
  'alphabeta-first': 'arena.desc.alphabetaFirst',
  perfect: 'arena.desc.perfect',
  'perfect-shortest': 'arena.desc.perfectShortest',
};

/** A player id split into its family and depth (depth only matters for minimax). Unknown ids count as random. */
export function splitPlayerId<S>(game: Game<S>, id: string): { family: FamilyId; depth: number } {
  const m = /^minimax-d(\d)$/.exec(id);
  if (m) return { family: 'minimax', depth: Number(m[1]) };
  const f = playerFamilies(game).find((p) => p.id === id);
  return { family: f ? f.id : 'random', depth: DEFAULT_DEPTH };
}

/** The registry id of a family (with a depth for minimax). */
export function joinPlayerId(family: FamilyId, depth: number): string {
  return family === 'minimax' ? `minimax-d${depth}` : family;
}

/** The family's menu name ("Minimax" without a depth). */
export function familyName(t: Translate, words: GameWords, family: FamilyId): string {
  if (Object.hasOwn(words.players, family)) return words.players[family].name;
  return family === 'minimax' ? t('arena.player.minimaxFamily') : Object.hasOwn(NAME_KEYS, family) ? t(NAME_KEYS[family]) : family;
}

/** A player id's family and depth as the names see it: a family the words or the dictionaries name, else random. */
function namedFamily(words: GameWords, id: string): { family: FamilyId; depth: number } {
  const m = /^minimax-d(\d)$/.exec(id);
  if (m) return { family: 'minimax', depth: Number(m[1]) };
  return { family: Object.hasOwn(words.players, id) || Object.hasOwn(NAME_KEYS, id) ? id : 'random', depth: DEFAULT_DEPTH };
}

/** A player's display name, with the depth for minimax. */
export function playerName(t: Translate, words: GameWords, id: string): string {
  const { family, depth } = namedFamily(words, id);
  if (Object.hasOwn(words.players, family)) return words.players[family].name;
  // A game's own player before its words have loaded: its id.
  return Object.hasOwn(NAME_KEYS, family) ? t(NAME_KEYS[family], { depth }) : family;
}

/** One sentence on how the player plays. */
export function playerDescription(t: Translate, words: GameWords, id: string): string {
  const { family, depth } = namedFamily(words, id);
  if (Object.hasOwn(words.players, family)) return words.players[family].description;
  if (family === 'minimax' && depth === 1) return t('arena.desc.minimaxOne');
  return Object.hasOwn(DESC_KEYS, family) ? t(DESC_KEYS[family], { depth }) : '';
}
