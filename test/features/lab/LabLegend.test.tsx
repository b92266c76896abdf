import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LabLegend } from '../../../src/features/lab/ui/LabLegend.tsx';
import { StoreProvider } from '../../../src/components/StoreContext.tsx';
import { storeWithTree } from '../../store/helpers.ts';

/** The lab's legend names the sides of the game shown, in the language shown (no message per side name). */
describe('the lab legend', () => {
  for (const [lang, o, x, black, white] of [
    ['en', 'o wins', 'x wins', 'Black ahead (deeper: further ahead)', 'White ahead (deeper: further ahead)'],
    ['ja', '〇の勝ち', '×の勝ち', '黒が優勢 (濃いほど差が大きい)', '白が優勢 (濃いほど差が大きい)'],
  ] as const) {
    it(`words tic-tac-toe's values and Othello's estimates by the game's side names (${lang})`, () => {
      const { store } = storeWithTree();
      store.getState().setLanguage(lang);
      const { rerender } = render(
        <StoreProvider store={store}>
          <LabLegend algorithm="alphabeta" depthLimited={false} />
        </StoreProvider>,
      );
      const items = () => screen.getAllByRole('listitem').map((li) => li.textContent?.trim());
      expect(items()).toEqual(expect.arrayContaining([o, x]));
      act(() => store.getState().chooseGame('othello'));
      rerender(
        <StoreProvider store={store}>
          <LabLegend algorithm="alphabeta" depthLimited exact={false} />
        </StoreProvider>,
      );
      expect(items()).toEqual(expect.arrayContaining([black, white]));
      expect(items().join(' ')).not.toMatch(/[{}]|undefined/);
    });
  }
});
