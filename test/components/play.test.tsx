import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeWithTree } from '../store/helpers.ts';
import { renderApp } from './renderApp.tsx';

const cell = (n: number) => screen.getByRole('button', { name: new RegExp(`^Cell ${n},`) });

describe('play panel', () => {
  it('plays moves by clicking cells and says whose turn it is', async () => {
    const { store } = storeWithTree();
    renderApp(store);
    const user = userEvent.setup();
    expect(screen.getByTestId('play-status')).toHaveTextContent('o to move · draw with best play');
    await user.click(cell(4));
    expect(cell(4)).toHaveAccessibleName(/: o$/);
    expect(screen.getByTestId('play-status')).toHaveTextContent('x to move · draw with best play');
    await user.click(cell(1));
    expect(screen.getByTestId('play-status')).toHaveTextContent('o to move · o wins with best play');
  });

  it('ignores an occupied cell with a short hint', async () => {
    const { store } = storeWithTree();
    renderApp(store);
    const user = userEvent.setup();
    await user.click(cell(4));
    await user.click(cell(4));
    expect(screen.getByTestId('notice')).toHaveTextContent('Cell 4 is already taken.');
    expect(store.getState().gameMoves).toEqual([4]);
  });

  it('undoes and redoes', async () => {
    const { store } = storeWithTree();
    renderApp(store);
    const user = userEvent.setup();
    await user.click(cell(0));
    await user.click(cell(4));
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(cell(4)).toHaveAccessibleName(/empty/);
    await user.click(screen.getByRole('button', { name: /Redo/ }));
    expect(cell(4)).toHaveAccessibleName(/: x$/);
  });

  it('shows hints: cells tinted by the value of playing there, best moves marked', async () => {
    const { store } = storeWithTree();
    store.getState().loadMoves([4]);
    renderApp(store);
    expect(cell(0)).toHaveAccessibleName(/drawing move, best/);
    expect(cell(1)).toHaveAccessibleName(/losing move for x/);
    expect(cell(1).className).toContain('hint-oWin');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Hints' }));
    expect(cell(1)).toHaveAccessibleName(/^Cell 1, row 1 column 2: empty$/);
  });

  it('plays against the AI: it answers, says what it chose, and the game can be finished', async () => {
    const { store, flush } = storeWithTree();
    renderApp(store);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'vs-ai');
    await user.click(cell(0));
    expect(screen.getByTestId('play-status')).toHaveTextContent('x (AI) is thinking');
    act(() => flush());
    expect(screen.getByTestId('ai-line')).toHaveTextContent('AI (x) chose 4 (value 0)');
    for (const c of [8, 1, 6, 5]) {
      if (store.getState().gameMoves.includes(c)) continue;
      await user.click(cell(c));
      act(() => flush());
    }
    expect(screen.getByTestId('play-status').textContent).toMatch(/wins!|Draw/);
  });

  it('a board move refocuses the tree, and a tree click loads the position on the board', async () => {
    const { store } = storeWithTree();
    renderApp(store);
    const user = userEvent.setup();
    await user.click(cell(2));
    const selected = screen.getAllByRole('treeitem').find((el) => el.getAttribute('aria-selected') === 'true');
    expect(selected?.dataset.board).toBe('..o......');
    const child = screen.getAllByRole('treeitem').find((el) => el.dataset.board === '..o.x....') as HTMLElement;
    await user.click(child);
    expect(cell(4)).toHaveAccessibleName(/: x$/);
    expect(cell(2)).toHaveAccessibleName(/: o$/);
  });
});
