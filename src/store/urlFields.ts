/**
 * The machinery of the address's fields: what the address holds besides the
 * line of play, one entry per option (`#/408?tab=lab&alg=alphabeta&step=12`).
 * Each field reads its text from the state, says which texts are valid, and
 * applies one. The address leaves out a field at its default; "Copy link"
 * writes every field, so the link shows the same on any machine whatever its
 * saved settings.
 *
 * A feature's fields live in its folder (`src/features/<feature>/state/*Address.ts`);
 * `gameAddress.ts` composes a game's from them. The shell's own are here: the
 * open tab and `embed`.
 *
 * A field marked `history` is part of where the person is (Back and Forward
 * walk it), so its absence means its default; an option's absence keeps the
 * option as it is (saved settings survive a plain `#/408`). A `flag` is
 * written bare (`?embed`).
 */
import type { AppState } from './appState.ts';
import type { AppStore } from './createAppStore.ts';
import type { AppTab } from './tabs.ts';

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

/**
 * A game's address fields, in the order they apply and are written: `beforeLine`
 * applies before the line of play is loaded (the play settings), `afterLine`
 * once it is (the lab's, whose step is last).
 */
export interface GameAddress {
  readonly beforeLine: readonly UrlField[];
  readonly afterLine: readonly UrlField[];
}

/** A game's fields in the order the address writes them. */
export function addressFields(address: GameAddress): readonly UrlField[] {
  return [...address.beforeLine, ...address.afterLine];
}

/** A field's validity: one of these texts. */
export const oneOf =
  (values: readonly string[]) =>
  (text: string): boolean =>
    values.includes(text);
/** A switch's validity: "0" or "1". */
export const BOOL = oneOf(['0', '1']);
/** A switch's text. */
export const bit = (b: boolean): string => (b ? '1' : '0');

/** The open tab: a place (Back and Forward walk it), one of `tabs`, the tabs the game may have (absent: the first). */
export function tabField(tabs: readonly AppTab[]): UrlField {
  return {
    key: 'tab',
    fallback: tabs[0],
    history: true,
    get: (s) => s.tab,
    valid: oneOf(tabs),
    set: (store, v) => store.getState().setTab(v as AppTab),
  };
}

/** `?embed`: the page shown in a frame (the frame itself, so never in a copied link unless on). */
export const EMBED_FIELD: UrlField = {
  key: 'embed',
  fallback: '0',
  flag: true,
  local: true,
  get: (s) => bit(s.viewEmbed),
  valid: BOOL,
  set: (store, v) => store.setState({ viewEmbed: v === '1' }),
};

function fallbackOf(f: UrlField, s: AppState): string {
  return typeof f.fallback === 'function' ? f.fallback(s) : f.fallback;
}

/** The address's parameters for a state: every field (`all`, for a link to share) or only those away from their defaults. */
export function urlParams(s: AppState, all: boolean, address: GameAddress): string {
  const parts: string[] = [];
  for (const f of addressFields(address)) {
    const v = f.get(s);
    const fallback = fallbackOf(f, s);
    // A local field, and one whose default is empty (nothing to write: `setup`), is left out at its default even in a shared link.
    if ((f.local || v === '') && v === fallback) continue;
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
 * `loadLine` runs between the address's `beforeLine` and `afterLine` fields
 * (the caller loads the line of play there: after the play settings, before
 * the lab's; a searched game's line is loaded with all its options set).
 * A key given twice takes its last value, as a quiz link does (a key added
 * at the end of a link changes it; docs/manual.md).
 */
export function applyUrlParams(store: AppStore, params: URLSearchParams, initial: boolean, loadLine: () => void, address: GameAddress): ApplyResult {
  const fields = addressFields(address);
  const ignored: string[] = [];
  const repeated: string[] = [];
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (!seen.has(key)) {
      seen.add(key);
      if (!fields.some((f) => f.key === key)) ignored.push(key);
    } else if (fields.some((f) => f.key === key) && !repeated.includes(key)) repeated.push(key);
  }
  const apply = (f: UrlField) => {
    const raw = params.getAll(f.key).at(-1) ?? null;
    if (raw === null) {
      if (f.history && !initial) f.set(store, fallbackOf(f, store.getState()));
      return;
    }
    const v = f.flag && raw === '' ? '1' : raw;
    if (f.valid(v)) f.set(store, v);
    else ignored.push(`${f.key}=${raw}`);
  };
  address.beforeLine.forEach(apply);
  loadLine();
  address.afterLine.forEach(apply);
  return { ignored, repeated };
}
