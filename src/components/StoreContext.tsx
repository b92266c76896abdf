import { selectLanguage } from './selectors.ts';
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppState } from '../store/appState.ts';
import type { AppStore } from '../store/createAppStore.ts';
import type { MessageKey } from '../i18n/en.ts';
import { hasLanguage, loadLanguage, onLanguageLoaded, translate, type Language, type Params, type Translate } from '../i18n/translate.ts';
import { gameWords, hasGameWords, loadGameWords, onGameWordsLoaded, type WordsSource } from '../i18n/gameWords.ts';
import { GAME_ENTRIES } from '../games/index.ts';
import type { GameWords } from '../games/module.ts';

const StoreContext = createContext<AppStore | null>(null);

/** Makes the app store available to components. */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The store itself (for actions). */
export function useAppStoreApi(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore must be used inside <StoreProvider>');
  return store;
}

/** Subscribes to a slice of state; the selector must return a stable value (module-scope selectors). */
export function useAppStore<T>(selector: (s: AppState) => T): T {
  return useStore(useAppStoreApi(), selector);
}


/** The translate function for the current language. */
export function useT(): Translate {
  const shown = useShownLanguage();
  return useCallback((key: MessageKey, params?: Params) => translate(shown, key, params), [shown]);
}

/** Loads a language's strings and every game's words in it (and the English words, a fallback until another language's arrive). */
export function loadAppLanguage(lang: Language): Promise<void> {
  return Promise.all([loadLanguage(lang), loadGameWords(GAME_ENTRIES, 'en'), loadGameWords(GAME_ENTRIES, lang)]).then(() => undefined);
}

function subscribeLanguages(listener: () => void): () => void {
  const a = onLanguageLoaded(listener);
  const b = onGameWordsLoaded(listener);
  return () => {
    a();
    b();
  };
}

/** The language the page speaks: the chosen one, or English for the few milliseconds its strings are loading. */
export function useShownLanguage(): Language {
  const lang = useAppStore(selectLanguage);
  const isHere = () => hasLanguage(lang) && hasGameWords(GAME_ENTRIES, 'en') && hasGameWords(GAME_ENTRIES, lang);
  const here = useSyncExternalStore(subscribeLanguages, isHere, isHere);
  useEffect(() => {
    if (!here) loadAppLanguage(lang).catch(() => undefined);
  }, [lang, here]);
  return here ? lang : 'en';
}

/** A game's words in the language shown (a missing module: the first game's, so hooks stay unconditional). */
export function useGameWords(module: WordsSource | null): GameWords {
  return gameWords(module ?? GAME_ENTRIES[0], useShownLanguage());
}
