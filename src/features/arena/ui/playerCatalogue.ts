/**
 * The player menu: a game's registry players (src/ai/registry.ts) as
 * families, grouped by kind, with names and descriptions from the
 * dictionaries and the game's words. A depth-limited search is one family
 * with a depth (a full-tree game's minimax-dN), and with an evaluation where
 * the game names its evaluations (a searched game's minimax-dN-E and
 * alphabeta-dN-E); every other player is a family of its own. Nothing here
 * names a game: the families are read off the specs the registry offers.
 */
import { PLAYER_KINDS, parsePlayerSpec, playersOf, type PlayerKind } from '../../../ai/registry.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { GameWords } from '../../../games/module.ts';
import type { Game } from '../../../games/game.ts';

export { PLAYER_KINDS, type PlayerKind };

/** A menu family: one registry player, or all the depths (and evaluations) of one depth-limited search. */
export interface PlayerFamily {
  readonly id: string;
  readonly kind: PlayerKind;
  /** The search of a depth-limited family ('minimax', 'alphabeta'); null for a single player. */
  readonly search: 'minimax' | 'alphabeta' | null;
  /** The depths offered, ascending (empty for a single player). */
  readonly depths: readonly number[];
  /** The evaluations offered (ids, the game's order), empty where the family takes none. */
  readonly evaluations: readonly string[];
  /** The evaluation a spec without one means (the game's default), '' where the family takes none. */
  readonly evaluation: string;
}

export type FamilyId = string;

/** A depth-limited search's spec: its search, depth and (where the game names evaluations) evaluation. */
const DEPTH_SPEC = /^(minimax|alphabeta)-d(\d+)(?:-([a-z]+))?$/;

/** Depth offered when switching to a depth-limited family (when it offers it). */
const DEFAULT_DEPTH = 3;

/** A game's players as menu families, in the registry's order (a family where its first depth is). */
export function playerFamilies<S>(game: Game<S>): readonly PlayerFamily[] {
  const players = playersOf(game);
  const single = new Set(players.filter((p) => !DEPTH_SPEC.test(p.id)).map((p) => p.id));
  const families: PlayerFamily[] = [];
  const bySearch = new Map<string, { depths: Set<number>; evaluations: Set<string> }>();
  for (const p of players) {
    const m = DEPTH_SPEC.exec(p.id);
    if (!m) {
      families.push({ id: p.id, kind: p.kind, search: null, depths: [], evaluations: [], evaluation: '' });
      continue;
    }
    const search = m[1] as 'minimax' | 'alphabeta';
    // The family is named for its search, unless a single player has that name (a full-depth alpha-beta beside depth-limited ones).
    const id = single.has(search) ? `${search}-depth` : search;
    let sets = bySearch.get(id);
    if (!sets) {
      sets = { depths: new Set(), evaluations: new Set() };
      bySearch.set(id, sets);
      const plain = parsePlayerSpec(game, `${search}-d${m[2]}`);
      const evaluation = plain.ok ? (DEPTH_SPEC.exec(plain.value)?.[3] ?? '') : '';
      families.push({ id, kind: p.kind, search, depths: [], evaluations: [], evaluation });
    }
    sets.depths.add(Number(m[2]));
    if (m[3] !== undefined) sets.evaluations.add(m[3]);
  }
  return families.map((f) => {
    const sets = bySearch.get(f.id);
    return sets && f.search ? { ...f, depths: [...sets.depths].sort((x, y) => x - y), evaluations: [...sets.evaluations] } : f;
  });
}

export const KIND_KEYS: Record<PlayerKind, MessageKey> = {
  random: 'arena.group.random',
  rules: 'arena.group.rules',
  search: 'arena.group.search',
  table: 'arena.group.table',
};

/** Each generic single player's name and description in the dictionaries; the game's own players are named in its words (a test checks every registry family has both). */
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

/** A depth-limited family's menu name, by its search. */
const FAMILY_KEYS = { minimax: 'arena.player.minimaxFamily', alphabeta: 'arena.player.alphabetaFamily' } as const;

/** A player id split into its family, depth and evaluation (depth and evaluation matter for depth-limited families only). Unknown ids count as random. */
export function splitPlayerId<S>(game: Game<S>, id: string): { family: FamilyId; depth: number; evaluation: string } {
  const families = playerFamilies(game);
  const m = DEPTH_SPEC.exec(id);
  const f = m ? families.find((x) => x.search === m[1] && x.depths.includes(Number(m[2])) && (x.evaluations.length === 0) === (m[3] === undefined)) : families.find((x) => x.id === id && x.search === null);
  if (!f) return { family: 'random', depth: DEFAULT_DEPTH, evaluation: '' };
  return m ? { family: f.id, depth: Number(m[2]), evaluation: m[3] ?? '' } : { family: f.id, depth: DEFAULT_DEPTH, evaluation: '' };
}

/**
 * The registry id of a family: with a depth-limited family, at `depth` (the nearest offered) and `evaluation`
 * (its default when the family does not offer it); a single player's own id otherwise.
 */
export function joinPlayerId(family: PlayerFamily, depth: number, evaluation: string = ''): string {
  if (family.search === null) return family.id;
  const d = family.depths.includes(depth) ? depth : family.depths.reduce((best, x) => (Math.abs(x - depth) < Math.abs(best - depth) ? x : best), family.depths[0]);
  if (family.evaluations.length === 0) return `${family.search}-d${d}`;
  return `${family.search}-d${d}-${family.evaluations.includes(evaluation) ? evaluation : family.evaluation}`;
}

/** An evaluation's short name in the game's words (its id before they load). */
function evaluationWord(words: GameWords, id: string): string {
  return Object.hasOwn(words.evaluations, id) ? words.evaluations[id].short : id;
}

/** The family's menu name ("Minimax (depth-limited)" without a depth). */
export function familyName(t: Translate, words: GameWords, family: PlayerFamily): string {
  if (family.search) return t(FAMILY_KEYS[family.search]);
  if (Object.hasOwn(words.players, family.id)) return words.players[family.id].name;
  return Object.hasOwn(NAME_KEYS, family.id) ? t(NAME_KEYS[family.id]) : family.id;
}

/** What a player id is, as the names see it: a depth-limited search, a player the words or the dictionaries name, else random. */
function namedPlayer(words: GameWords, id: string): { family: FamilyId; search: 'minimax' | 'alphabeta' | null; depth: number; evaluation: string } {
  const m = DEPTH_SPEC.exec(id);
  if (m) return { family: m[1], search: m[1] as 'minimax' | 'alphabeta', depth: Number(m[2]), evaluation: m[3] ?? '' };
  return { family: Object.hasOwn(words.players, id) || Object.hasOwn(NAME_KEYS, id) ? id : 'random', search: null, depth: DEFAULT_DEPTH, evaluation: '' };
}

/** A player's display name, with the depth (and the evaluation) of a depth-limited search. */
export function playerName(t: Translate, words: GameWords, id: string): string {
  const { family, search, depth, evaluation } = namedPlayer(words, id);
  if (search && evaluation) return t(search === 'minimax' ? 'arena.player.minimaxEval' : 'arena.player.alphabetaEval', { depth, evaluation: evaluationWord(words, evaluation) });
  if (Object.hasOwn(words.players, family)) return words.players[family].name;
  // A game's own player before its words have loaded: its id.
  return Object.hasOwn(NAME_KEYS, family) ? t(NAME_KEYS[family], { depth }) : family;
}

/** One sentence on how the player plays. */
export function playerDescription(t: Translate, words: GameWords, id: string): string {
  const { family, search, depth, evaluation } = namedPlayer(words, id);
  if (search && evaluation) return t(search === 'minimax' ? 'arena.desc.minimaxEval' : 'arena.desc.alphabetaEval', { depth, evaluation: evaluationWord(words, evaluation) });
  if (Object.hasOwn(words.players, family)) return words.players[family].description;
  if (family === 'minimax' && depth === 1) return t('arena.desc.minimaxOne');
  return Object.hasOwn(DESC_KEYS, family) ? t(DESC_KEYS[family], { depth }) : '';
}
