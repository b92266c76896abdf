import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './components/App.tsx';
import { StoreProvider } from './components/StoreContext.tsx';
import type { AppStore } from './store/createAppStore.ts';

/** Renders the app into #root (loaded as a separate chunk while the worker builds the tree). */
export function mount(store: AppStore): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <StoreProvider store={store}>
        <App />
      </StoreProvider>
    </StrictMode>,
  );
}
