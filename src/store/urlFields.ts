/**
 * What the address holds besides the line of play, one entry per option:
 * `#/408?tab=lab&alg=alphabeta&step=12`. Each field reads its text from the
 * state, says which texts are valid, and applies one. The address leaves out
 * a field at its default; "Copy link" writes every field, so the link shows
 * the same on any machine whatever its saved settings. Fields apply in this
 * order (play settings before the line of play, the lab's step last).
 *
 * A field marked `history` is part of where the person is (Back and Forward
 * walk it), so its absence means its default; an option's absence keeps the
 * option as it is (saved settings survive a plain `#/408`). A `flag` is
 * written bare (`?embed`).
 */
import type { AppState } from './appState.ts';
import type { AppStore } from './createAppStore.ts';
import { TREE_ENTRIES, treeGameOf } from './appGame.ts';
import { hintsOn } from '../features/play/state/playSlice.ts';
import { LAB_DEPTHS, selectLabFrameIndex, selectLabRun } from '../features/lab/state/labState.ts';
import { DEFAULT_SETTINGS, PLAY_MODES, type ChildOrder, type PlayMode } from './settings.ts';
import { tabsWhere, type AppTab } from './tabs.ts';

export interface UrlField {
  readonly key: string;
  /** The default's text (left out of the address); for some fields it depends on the state (hints: per play mode). */
  readonly fallback: string | ((s: AppState) => string);
  /** Where the person is (walked by Back and Forward): absent means the default. */
  readonly history?: boolean;
  /** Written bare when on (`?embed`); `fallback` is then "0". */
  readonly flag?: boolean;
  /** Only in the address when the state says so, never in a copied link by default (the frame itself, not what it shows). */
  readonly local?: boolean;
  /** The value's text in the state. */
  get(s: AppState): string;
  /** Whether `text` is a value of this field. */
  valid(text: string): boolean;
  /** Applies a valid value. */
  set(store: AppStore, text: string): void;
}

const oneOf =
  (values: readonly string[]) =>
  (text: string): boolean =>
    values.includes(text);
const BOOL = oneOf(['0', '1']);
const bit = (b: boolean) => (b ? '1' : '0');
const STEP_MAX = 1_000_000;

/** "Hide values" (predict first): in every game's address, so a shared link keeps the class from seeing the answers. */
export const HIDE_FIELD: UrlField = {
  key: 'hide',
  fallback: '0',
  get: (s) => bit(s.settings.hideValues),
  valid: BOOL,
  set: (store, v) => {
    if (store.getState().settings.hideValues !== (v === '1')) store.getState().setHideValues(v === '1');
  },
};

/** The open tab: a place (Back and Forward walk it), one of the tabs such a game may have (absent: its first). */
export function tabField(fullTree: boolean): UrlField {
  const tabs = tabsWhere(fullTree);
  return {
    key: 'tab',
    fallback: tabs[0],
    history: true,
    get: (s) => s.tab,
    valid: oneOf(tabs),
    set: (store, v) => store.getState().setTab(v as AppTab),
  };
}

export const URL_FIELDS: readonly UrlField[] = [
  tabField(true),
  {
    key: 'embed',
    fallback: '0',
    flag: true,
    local: true,
    get: (s) => bit(s.viewEmbed),
    valid: BOOL,
    set: (store, v) => store.setState({ viewEmbed: v === '1' }),
  },
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
    key: 'score',
    fallback: 'wdl',
    get: (s) => s.settings.scoreMode,
    valid: oneOf(['wdl', 'shortest']),
    set: (store, v) => store.getState().updateSettings({ scoreMode: v === 'shortest' ? 'shortest' : 'wdl' }),
  },
  {
    key: 'hints',
    fallback: (s) => bit(s.settings.playMode === 'analysis' ? DEFAULT_SETTINGS.hintsAnalysis : DEFAULT_SETTINGS.hintsVsAi),
    get: (s) => bit(hintsOn(s)),
    valid: BOOL,
    set: (store, v) => store.getState().setHints(v === '1'),
  },
  HIDE_FIELD,
  {
    key: 'levels',
    fallback: '2',
    get: (s) => String(s.settings.treeDepth),
    valid: oneOf(['1', '2', '3', '4', '5']),
    set: (store, v) => store.getState().updateSettings({ treeDepth: Number(v) }),
  },
  {
    key: 'order',
    fallback: 'cell',
    get: (s) => s.settings.childOrder,
    valid: oneOf(['cell', 'value']),
    set: (store, v) => store.getState().updateSettings({ childOrder: v as ChildOrder }),
  },
  {
    key: 'merge',
    fallback: '0',
    get: (s) => bit(s.settings.mergeSymmetry),
    valid: BOOL,
    set: (store, v) => store.getState().updateSettings({ mergeSymmetry: v === '1' }),
  },
  {
    key: 'picture',
    fallback: 'subtree',
    get: (s) => s.viewPicture,
    valid: oneOf(['subtree', 'overview']),
    set: (store, v) => store.getState().showPicture(v === 'overview' ? 'overview' : 'subtree'),
  },
  {
    key: 'alg',
    fallback: 'minimax',
    get: (s) => s.labAlgorithm,
    valid: oneOf(['minimax', 'alphabeta']),
    set: (store, v) => {
      if (store.getState().labAlgorithm !== v) store.getState().setLabAlgorithm(v === 'alphabeta' ? 'alphabeta' : 'minimax');
    },
  },
  {
    key: 'lorder',
    fallback: 'cell',
    get: (s) => s.labOrder,
    valid: oneOf(['cell', 'centre', 'best']),
    set: (store, v) => setLabOption(store, { labOrder: v as AppState['labOrder'] }),
  },
  {
    key: 'tt',
    fallback: '0',
    get: (s) => bit(s.labTt),
    valid: BOOL,
    set: (store, v) => setLabOption(store, { labTt: v === '1' }),
  },
  {
    key: 'sym',
    fallback: '0',
    get: (s) => bit(s.labSymmetry),
    valid: BOOL,
    set: (store, v) => setLabOption(store, { labSymmetry: v === '1' }),
  },
  {
    key: 'depth',
    fallback: 'all',
    get: (s) => (s.labDepth === null ? 'all' : String(s.labDepth)),
    valid: oneOf(['all', ...LAB_DEPTHS.map(String)]),
    set: (store, v) => setLabOption(store, { labDepth: v === 'all' ? null : Number(v) }),
  },
  {
    key: 'step',
    fallback: '0',
    // The frame shown: clamped to the run once it exists, the stored one while the tree is on its way. At the
    // first step (every position change goes back to it) the lab's search is not run just to write the address.
    get: (s) => (s.labFrame === 0 ? '0' : String(selectLabRun(s).kind === 'ready' ? selectLabFrameIndex(s) : s.labFrame)),
    valid: (v) => /^\d{1,7}$/.test(v) && Number(v) <= STEP_MAX,
    // Stored as asked (paused); the lab shows it clamped to its frames.
    set: (store, v) => store.setState({ labFrame: Number(v), labPlaying: false }),
  },
];

/** Changes one lab option only when it differs (a change goes back to the first step). */
function setLabOption(store: AppStore, patch: Partial<Pick<AppState, 'labOrder' | 'labTt' | 'labSymmetry' | 'labDepth'>>): void {
  const s = store.getState();
  const differs = (Object.keys(patch) as (keyof typeof patch)[]).some((k) => s[k] !== patch[k]);
  if (differs) s.setLabOptions(patch);
}

function fallbackOf(f: UrlField, s: AppState): string {
  return typeof f.fallback === 'function' ? f.fallback(s) : f.fallback;
}

/** The address's parameters for a state: every field (`all`, for a link to share) or only those away from their defaults. */
export function urlParams(s: AppState, all: boolean, fields: readonly UrlField[] = URL_FIELDS): string {
  const parts: string[] = [];
  for (const f of fields) {
    const v = f.get(s);
    const fallback = fallbackOf(f, s);
    if (f.local && v === fallback) continue;
    if (!all && v === fallback) continue;
    parts.push(f.flag ? (v === '1' ? f.key : `${f.key}=0`) : `${f.key}=${encodeURIComponent(v)}`);
  }
  return parts.join('&');
}

/** The result of applying an address's parameters: the keys that were not understood, and those given twice. */
export interface ApplyResult {
  /** Unknown keys and invalid values, as written (for the notice). */
  readonly ignored: readonly string[];
  /** Known keys given more than once (the last value was used), once each. */
  readonly repeated: readonly string[];
}

/**
 * Applies the parameters of an address to the store: known and valid ones
 * set their option; fields marked `history` fall back to their default when
 * absent unless `initial` (the first load keeps a state already chosen).
 * `between` runs after the play settings and before the lab's fields (the
 * caller loads the line of play there), or after all `fields` when they
 * have no lab fields (a CPU game's: its line is loaded with its options set).
 * A key given twice takes its last value, as a quiz link does (a key added
 * at the end of a link changes it; docs/manual.md).
 */
export function applyUrlParams(store: AppStore, params: URLSearchParams, initial: boolean, between: () => void, fields: readonly UrlField[] = URL_FIELDS): ApplyResult {
  const ignored: string[] = [];
  const repeated: string[] = [];
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (!seen.has(key)) {
      seen.add(key);
      if (!fields.some((f) => f.key === key)) ignored.push(key);
    } else if (fields.some((f) => f.key === key) && !repeated.includes(key)) repeated.push(key);
  }
  let betweenDone = false;
  for (const f of fields) {
    if (f.key === 'alg') {
      between();
      betweenDone = true;
    }
    const raw = params.getAll(f.key).at(-1) ?? null;
    if (raw === null) {
      if (f.history && !initial) f.set(store, fallbackOf(f, store.getState()));
      continue;
    }
    const v = f.flag && raw === '' ? '1' : raw;
    if (f.valid(v)) f.set(store, v);
    else ignored.push(`${f.key}=${raw}`);
  }
  if (!betweenDone) between();
  return { ignored, repeated };
}
