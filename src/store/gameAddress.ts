/**
 * The one place a game's address fields are composed from the features', by
 * capability: a full-tree game's and a searched game's. Each feature keeps its
 * fields in its folder (`src/features/<feature>/state/*Address.ts`); a new
 * feature with options people share adds its list here, once. The order is the
 * order they apply and are written (`urlFields.ts`): the tab, then the play
 * settings, before the line of play is loaded; the lab's after it, its step last.
 */
import { FULL_TREE_PLAY_FIELDS, searchedPlayFields } from '../features/play/state/playAddress.ts';
import { HIDE_FIELD } from '../features/hide/state/hideAddress.ts';
import { EXPLORER_FIELDS, PICTURE_FIELD } from '../features/explorer/state/explorerAddress.ts';
import { LAB_FIELDS, SEARCHED_LAB_FIELDS } from '../features/lab/state/labAddress.ts';
import { EXERCISES_FIELDS } from '../features/exercises/state/exercisesAddress.ts';
import { EMBED_FIELD, tabField, type GameAddress } from './urlFields.ts';
import { tabsOf, tabsWhere } from './tabs.ts';

/** A full-tree game's address: `#/408?tab=lab&mode=vs-ai&…&alg=alphabeta&step=12`. */
export const FULL_TREE_ADDRESS: GameAddress = {
  beforeLine: [tabField(tabsWhere(true)), EMBED_FIELD, ...FULL_TREE_PLAY_FIELDS, HIDE_FIELD, ...EXPLORER_FIELDS, ...EXERCISES_FIELDS],
  afterLine: LAB_FIELDS,
};

/** A searched game's address, `#/<game>/<transcript>?cpu=first&depth=6&…&picture=overview&ldepth=3&leaf=written`: its line loads with its play options set, the lab's after it. */
export function searchedAddress(gameId: string): GameAddress {
  const tabs = tabsOf(gameId).map((t) => t.id);
  // A game with an explorer (solved on demand) has its picture too: the whole game where the game is solved whole.
  const explorer = tabs.includes('explore') ? [PICTURE_FIELD] : [];
  return { beforeLine: [tabField(tabs), ...searchedPlayFields(gameId), HIDE_FIELD, ...explorer], afterLine: SEARCHED_LAB_FIELDS };
}
