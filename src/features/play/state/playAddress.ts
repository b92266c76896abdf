/**
 * The play feature's address fields (the machinery: `src/store/urlFields.ts`;
 * composed into a game's address by `src/store/gameAddress.ts`).
 *
 * A full-tree game's play settings: `?mode=vs-ai&side=x&ai=minimax-d2&score=shortest&hints=0`
 * (who plays, the person's side by the game's own short name, the AI the person plays against, how the perfect
 * player scores a win, the hints).
 *
 * A searched game's, beside its transcript:
 * `#/<game>/<transcript>?cpu=first&ai=search&depth=6&time=1000&eval=…&speed=800&hints=1`
 * (the sides the AI plays, who it is where the game's solver solves every position: `perfect` or `search`, its
 * depth, its time per move, its evaluation, the
 * pause between moves of AI against AI, the hints; `cpu` is the field's name since the first
 * links, kept so they still open), and `setup=<position>` for a game that starts from a
 * position set up by the person (`Game.setup`; the position in its setup notation without
 * spaces, Othello's 64 squares and the side to move; the transcript's moves start there). A field at its default is left out, "Copy
 * link" writes every one, an absent one keeps the option as it is, a bad one
 * is ignored with a notice.
 */
import type { AppStore } from '../../../store/createAppStore.ts';
import { TREE_ENTRIES, treeGameOf } from '../../../store/appGame.ts';
import { searchEvaluationsOf } from '../../../store/gameDefaults.ts';
import { DEFAULT_SETTINGS, isOpponent, PLAY_MODES, type PlayMode } from '../../../store/settings.ts';
import { BOOL, bit, oneOf, type UrlField } from '../../../store/urlFields.ts';
import { gameById } from '../../../games/index.ts';
import { hintsByDefault, hintsOn } from './playSlice.ts';
import { SEARCH_DEPTHS, SEARCH_SPEEDS, SEARCH_TIMES, SEARCHED_PLAYERS, defaultSearchSettings, type SearchSettings, type AiSides } from './playSettings.ts';
import { offersPerfectPlayer } from '../../../games/game.ts';

/**
 * The hints, for every game (`?hints=1`): on or off in the current mode (analysis, or against the AI), so it applies
 * after the fields that set the mode. Its default depends on the mode.
 */
const HINTS_FIELD: UrlField = {
  key: 'hints',
  fallback: (s) => bit(hintsByDefault(s)),
  get: (s) => bit(hintsOn(s)),
  valid: BOOL,
  set: (store, v) => store.getState().setHints(v === '1'),
};

/** A full-tree game's play settings, in the order they apply. */
export const FULL_TREE_PLAY_FIELDS: readonly UrlField[] = [
  {
    key: 'mode',
    fallback: 'analysis',
    get: (s) => s.settings.playMode,
    valid: oneOf(PLAY_MODES),
    set: (store, v) => {
      if (store.getState().settings.playMode !== v) store.getState().setPlayMode(v as PlayMode);
    },
  },
  {
    // The person's side by the game's own short name (`?side=x`).
    key: 'side',
    fallback: (s) => treeGameOf(s).sideNames[0],
    get: (s) => treeGameOf(s).sideNames[s.settings.side],
    valid: (v) => TREE_ENTRIES.some((e) => e.game.sideNames.includes(v)),
    set: (store, v) => {
      const s = store.getState();
      const index = treeGameOf(s).sideNames.indexOf(v);
      const side = index >= 0 ? index : (TREE_ENTRIES.map((e) => e.game.sideNames.indexOf(v)).find((i) => i >= 0) ?? 0);
      if (s.settings.side !== side) s.setSide(side === 1 ? 1 : 0);
    },
  },
  {
    // The AI the person plays against (`?ai=random`; a course step sets it): a player id of a full-tree game.
    key: 'ai',
    fallback: DEFAULT_SETTINGS.opponent,
    get: (s) => s.settings.opponent,
    valid: isOpponent,
    set: (store, v) => {
      if (store.getState().settings.opponent !== v) store.getState().setOpponent(v);
    },
  },
  {
    key: 'score',
    fallback: 'wdl',
    get: (s) => s.settings.scoreMode,
    valid: oneOf(['wdl', 'shortest']),
    set: (store, v) => store.getState().updateSettings({ scoreMode: v === 'shortest' ? 'shortest' : 'wdl' }),
  },
  HINTS_FIELD,
];

export const AI_SIDES: readonly AiSides[] = ['second', 'first', 'both', 'none'];

/** A field of one search setting: its values' texts, read and applied only when it differs (applying stops a search). */
function setting<K extends keyof SearchSettings>(gameId: string, key: string, name: K, values: readonly SearchSettings[K][]): UrlField {
  const texts = values.map(String);
  return {
    key,
    fallback: String(defaultSearchSettings(gameId)[name]),
    get: (s) => String(s.playSearch[name]),
    valid: (text) => texts.includes(text),
    set: (store: AppStore, text) => {
      const value = values[texts.indexOf(text)];
      if (store.getState().playSearch[name] !== value) store.getState().playUpdateSearch({ [name]: value });
    },
  };
}

/** A setup text as the address writes it: the game's setup notation without its spaces (its parser ignores them). */
const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * Where a searched game's line starts (`?setup=…`, #27): a place (Back and Forward walk it), so its absence is the
 * game's initial position and a link from before it opens what it opened. A text its game cannot set up is ignored
 * with the address's notice (the "Set up a position" field names what is wrong in it).
 */
function setupField(gameId: string): UrlField {
  return {
    key: 'setup',
    fallback: '',
    history: true,
    get: (s) => (s.playStart === null ? '' : compact(s.playStart.text)),
    valid: (text) => text === '' || gameById(gameId)?.setup?.parse(text).ok === true,
    set: (store, text) => {
      const s = store.getState();
      if (text === '') {
        if (s.playStart !== null) s.playNewGame();
      } else if (s.playStart === null || compact(s.playStart.text) !== text) s.playSetUp(text);
    },
  };
}

/** A searched game's play settings, in the order they apply (its evaluations are the game's own; who its AI is where it offers the choice). */
export function searchedPlayFields(gameId: string): readonly UrlField[] {
  return [
    setting(gameId, 'cpu', 'aiSides', AI_SIDES),
    // Who the AI is, where the game (loaded) offers the choice: its solver solves every position (`?ai=search`).
    ...(offersPerfectPlayer(gameById(gameId)) ? [setting(gameId, 'ai', 'player', SEARCHED_PLAYERS)] : []),
    setting(gameId, 'depth', 'depth', SEARCH_DEPTHS),
    setting(gameId, 'time', 'timeMs', SEARCH_TIMES),
    setting(gameId, 'eval', 'evaluation', searchEvaluationsOf(gameId)),
    setting(gameId, 'speed', 'speedMs', SEARCH_SPEEDS),
    HINTS_FIELD,
    setupField(gameId),
  ];
}
