/** Settings slice: language (and later the other persisted options). */
import { detectLanguage, type Language } from '../i18n/translate.ts';
import type { SliceCreator } from './appState.ts';
import { loadSettings, saveSettings, type Settings, type StorageLike } from './settings.ts';

export interface SettingsSlice {
  settings: Settings;
  /** The language in use: the chosen one, else the browser's. */
  language: Language;
  /** True when stored settings were corrupt and defaults were restored. */
  settingsDiscarded: boolean;
  setLanguage(language: Language): void;
  /** Changes and persists any settings. */
  updateSettings(patch: Partial<Settings>): void;
}

export interface SettingsDeps {
  /** Where settings persist; null when the browser's storage is unavailable (said once, on the first change); absent: not persisted, silently (tests). */
  readonly storage?: StorageLike | null;
  readonly browserLanguages?: readonly string[];
}

export const createSettingsSlice =
  (deps: SettingsDeps): SliceCreator<SettingsSlice, 'addAppNotice'> =>
  (set, get) => {
    const { settings, discarded } = loadSettings(deps.storage ?? null);
    const browser = detectLanguage(deps.browserLanguages ?? []);
    let warned = false;
    return {
      settings,
      language: settings.language ?? browser,
      settingsDiscarded: discarded,
      setLanguage(language) {
        get().updateSettings({ language });
      },
      updateSettings(patch) {
        const next = { ...get().settings, ...patch };
        set({ settings: next, language: next.language ?? browser });
        if (deps.storage === undefined || saveSettings(deps.storage, next) || warned) return;
        warned = true;
        get().addAppNotice('notice.settingsUnsaved', 'info');
      },
    };
  };
