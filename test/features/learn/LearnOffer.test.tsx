// The first visit's offer: one click starts the course, one dismisses it; either is remembered.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreProvider } from '../../../src/components/StoreContext.tsx';
import { LearnOffer } from '../../../src/features/learn/ui/LearnOffer.tsx';
import { OFFER_KEY } from '../../../src/features/learn/state/learnOffer.ts';
import { storeWithTree } from '../../store/helpers.ts';

function show() {
  const { store } = storeWithTree();
  const view = render(
    <StoreProvider store={store}>
      <LearnOffer />
    </StoreProvider>,
  );
  return { store, view };
}

afterEach(() => localStorage.clear());

describe('the offer of the course', () => {
  it('starts the course with one click, and is not offered again', () => {
    const { store, view } = show();
    fireEvent.click(screen.getByText('Start the course'));
    expect(store.getState().learnRoute).toBe('');
    expect(screen.queryByTestId('learn-offer')).toBeNull();
    expect(localStorage.getItem(OFFER_KEY)).toBe('started');
    view.unmount();
    show();
    expect(screen.queryByTestId('learn-offer')).toBeNull();
  });

  it('goes with one click on "No thanks", remembered', () => {
    const { store, view } = show();
    expect(screen.getByTestId('learn-offer')).toHaveTextContent('New here?');
    fireEvent.click(screen.getByText('No thanks'));
    expect(screen.queryByTestId('learn-offer')).toBeNull();
    expect(store.getState().learnRoute).toBeNull();
    expect(localStorage.getItem(OFFER_KEY)).toBe('dismissed');
    view.unmount();
    show();
    expect(screen.queryByTestId('learn-offer')).toBeNull();
  });
});
