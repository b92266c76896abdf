import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Arena } from '../../../src/features/arena/ui/Arena.tsx';
import { StoreProvider } from '../../../src/components/StoreContext.tsx';
import type { AppStore } from '../../../src/store/createAppStore.ts';

/** The arena alone on `store`, with a user to drive it. */
export function renderArena(store: AppStore) {
  render(
    <StoreProvider store={store}>
      <Arena />
    </StoreProvider>,
  );
  return { store, user: userEvent.setup() };
}

/** The button named `name`. */
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
