/**
 * Settings that survive a reload, kept in localStorage under one key as JSON.
 * Reading never throws: a missing, corrupt or partly wrong value falls back
 * to defaults field by field.
 */
import type { Language } from '../i18n/translate.ts';

export const SETTINGS_KEY = 'minimax-explorer/settings/v1';

export interface Settings {
  readonly language: Language | null; // null: follow the browser
}

export const DEFAULT_SETTINGS: Settings = { language: null };

/** The subset of Storage the app uses (injectable in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads settings, ignoring anything malformed. Returns the settings and whether something was discarded. */
export function loadSettings(storage: StorageLike | null): { settings: Settings; discarded: boolean } {
  if (!storage) return { settings: DEFAULT_SETTINGS, discarded: false };
  let raw: string | null;
  try {
    raw = storage.getItem(SETTINGS_KEY);
  } catch {
    return { settings: DEFAULT_SETTINGS, discarded: true };
  }
  if (raw === null) return { settings: DEFAULT_SETTINGS, discarded: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { settings: DEFAULT_SETTINGS, discarded: true };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { settings: DEFAULT_SETTINGS, discarded: true };
  const d = data as Record<string, unknown>;
  let discarded = false;
  const pick = <T>(key: string, ok: (v: unknown) => v is T, fallback: T): T => {
    if (!(key in d)) return fallback;
    if (ok(d[key])) return d[key];
    discarded = true;
    return fallback;
  };
  const settings: Settings = {
    language: pick('language', (v): v is Language | null => v === 'en' || v === 'ja' || v === null, DEFAULT_SETTINGS.language),
  };
  return { settings, discarded };
}

/** Writes settings; a full or unavailable storage is silently ignored (settings are a convenience). */
export function saveSettings(storage: StorageLike | null, settings: Settings): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // private mode or quota: keep working without persistence
  }
}
