import { selectLanguage } from './selectors.ts';
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppState } from '../store/appState.ts';
import type { AppStore } from '../store/createAppStore.ts';
import type { MessageKey } from '../i18n/en.ts';
import { hasLanguage, loadLanguage, onLanguageLoaded, translate, type Language, type Params, type Translate } from '../i18n/translate.ts';

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

/** The language the page speaks: the chosen one, or English for the few milliseconds its strings are loading. */
export function useShownLanguage(): Language {
  const lang = useAppStore(selectLanguage);
  const here = useSyncExternalStore(onLanguageLoaded, () => hasLanguage(lang), () => hasLanguage(lang));
  useEffect(() => {
    if (!here) loadLanguage(lang).catch(() => undefined);
  }, [lang, here]);
  return here ? lang : 'en';
}
