import { selectLanguage } from './selectors.ts';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppState } from '../store/appState.ts';
import type { AppStore } from '../store/createAppStore.ts';
import type { MessageKey } from '../i18n/en.ts';
import { translate, type Params, type Translate } from '../i18n/translate.ts';

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
  const lang = useAppStore(selectLanguage);
  return useCallback((key: MessageKey, params?: Params) => translate(lang, key, params), [lang]);
}
