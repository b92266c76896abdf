import { render } from '@testing-library/react';
import { App } from '../../src/components/App.tsx';
import { StoreProvider } from '../../src/components/StoreContext.tsx';
import type { AppStore } from '../../src/store/createAppStore.ts';

export function renderApp(store: AppStore) {
  return render(
    <StoreProvider store={store}>
      <App />
    </StoreProvider>,
  );
}
