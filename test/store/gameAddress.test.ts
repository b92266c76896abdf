import { EXERCISES_FIELDS } from '../../src/features/exercises/state/exercisesAddress.ts';
import { describe, expect, it } from 'vitest';
import { GAME_ENTRIES, loadGame } from '../../src/games/index.ts';
import { offersPerfectPlayer } from '../../src/games/game.ts';
import { FULL_TREE_ADDRESS, searchedAddress } from '../../src/store/gameAddress.ts';
import { addressFields, EMBED_FIELD, tabField, type GameAddress, type UrlField } from '../../src/store/urlFields.ts';
import { FULL_TREE_PLAY_FIELDS, searchedPlayFields } from '../../src/features/play/state/playAddress.ts';
import { HIDE_FIELD } from '../../src/features/hide/state/hideAddress.ts';
import { EXPLORER_FIELDS, PICTURE_FIELD } from '../../src/features/explorer/state/explorerAddress.ts';
import { tabsOf } from '../../src/store/tabs.ts';
import { LAB_FIELDS, SEARCHED_LAB_FIELDS } from '../../src/features/lab/state/labAddress.ts';

// Each kind of game's fields as the address wrote and read them before they moved into the feature folders
// (src/store/urlFields.ts's URL_FIELDS and searchedUrlFields('othello') on main at e12a253): the key, then
// whether it is a place (history), written bare (flag), left out of a copied link (local).
const FULL_TREE_BEFORE: readonly (readonly [string, boolean, boolean, boolean])[] = [
  ['tab', true, false, false],
  ['embed', false, true, true],
  ['mode', false, false, false],
  ['side', false, false, false],
  // added for #24: the AI the person plays against (a course step sets it)
  ['ai', false, false, false],
  ['score', false, false, false],
  ['hints', false, false, false],
  ['hide', false, false, false],
  ['levels', false, false, false],
  ['order', false, false, false],
  ['merge', false, false, false],
  ['picture', false, false, false],
  // added for #25: the exercises' teacher view (a place: Back and Forward walk it)
  ['exview', true, false, true],
  ['alg', false, false, false],
  ['lorder', false, false, false],
  ['tt', false, false, false],
  ['sym', false, false, false],
  ['depth', false, false, false],
  // added for #25: the lab's cut rule and fail-soft / fail-hard values
  ['lcut', false, false, false],
  ['lfail', false, false, false],
  ['step', false, false, false],
];
const SEARCHED_BEFORE: readonly (readonly [string, boolean, boolean, boolean])[] = [
  ['tab', true, false, false],
  ['cpu', false, false, false],
  // added for #26: who the AI is (the perfect player or a search), only where the game's solver solves every position
  ['ai', false, false, false],
  ['depth', false, false, false],
  ['time', false, false, false],
  ['eval', false, false, false],
  ['speed', false, false, false],
  // added after the move: a searched game's hints (#27), after the AI's sides that choose which hints setting it is
  ['hints', false, false, false],
  // added for #27: where the line starts (a set-up position), a place; absent, the initial position, so old links open as before
  ['setup', true, false, false],
  ['hide', false, false, false],
  // added for #26: the explorer's picture (subtree / whole game), only where the game has an Explore tab
  ['picture', false, false, false],
  // added for #24: the searched lab's options, after the line (a course step sets them; the step last)
  ['alg', false, false, false],
  ['lorder', false, false, false],
  ['tt', false, false, false],
  ['ldepth', false, false, false],
  ['leaf', false, false, false],
  ['step', false, false, false],
];

const shape = (fields: readonly UrlField[]) => fields.map((f) => [f.key, f.history ?? false, f.flag ?? false, f.local ?? false]);
const keys = (fields: readonly UrlField[]) => fields.map((f) => f.key);

/** The features (and the shell) whose fields a kind of game's address may hold: a key must be claimed by exactly one. */
function claimants(fullTree: boolean, gameId: string): Record<string, readonly UrlField[]> {
  return fullTree
    ? { shell: [tabField([]), EMBED_FIELD], play: FULL_TREE_PLAY_FIELDS, hide: [HIDE_FIELD], explorer: EXPLORER_FIELDS, lab: LAB_FIELDS, exercises: EXERCISES_FIELDS }
    : { shell: [tabField([])], play: searchedPlayFields(gameId), hide: [HIDE_FIELD], explorer: tabsOf(gameId).some((t) => t.id === 'explore') ? [PICTURE_FIELD] : [], lab: SEARCHED_LAB_FIELDS };
}

function expectOneClaimEach(address: GameAddress, features: Record<string, readonly UrlField[]>): void {
  const composed = keys(addressFields(address));
  expect(new Set(composed).size).toBe(composed.length);
  for (const key of composed) {
    const owners = Object.entries(features).filter(([, fields]) => fields.some((f) => f.key === key));
    expect(
      owners.map(([name]) => name),
      key,
    ).toHaveLength(1);
  }
  // Every field a composed feature offers is in the address.
  for (const [name, fields] of Object.entries(features)) for (const f of fields) expect(composed, `${name}: ${f.key}`).toContain(f.key);
}

describe('a game’s address, composed from the features', () => {
  it('gives a full-tree game the fields it had, in the same order: the play settings before the line of play, the lab’s after it (its step last)', () => {
    expect(shape(addressFields(FULL_TREE_ADDRESS))).toEqual(FULL_TREE_BEFORE);
    expect(keys(FULL_TREE_ADDRESS.afterLine)).toEqual(['alg', 'lorder', 'tt', 'sym', 'depth', 'lcut', 'lfail', 'step']);
    expectOneClaimEach(FULL_TREE_ADDRESS, claimants(true, ''));
  });

  it('gives every searched game the fields it had, in the same order: the play settings before the line, the lab’s after it (its step last)', async () => {
    const searched = GAME_ENTRIES.filter((e) => !e.game.fullTree).map((e) => e.game.id);
    expect(searched).toContain('othello');
    const choosing: string[] = [];
    for (const id of searched) {
      const game = (await loadGame(id)).game;
      const address = searchedAddress(id);
      // Who the AI is, only where the game's solver solves every position (#26).
      if (offersPerfectPlayer(game)) choosing.push(id);
      const explores = tabsOf(id).some((t) => t.id === 'explore');
      expect(shape(addressFields(address)), id).toEqual(SEARCHED_BEFORE.filter(([key]) => (key !== 'ai' || offersPerfectPlayer(game)) && (key !== 'picture' || explores)));
      expect(keys(address.afterLine), id).toEqual(['alg', 'lorder', 'tt', 'ldepth', 'leaf', 'step']);
      expectOneClaimEach(address, claimants(false, id));
    }
    expect(choosing).toEqual(['connect4']);
  });
});
