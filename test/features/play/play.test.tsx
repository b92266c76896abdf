import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScriptedRng, storeWithTree } from '../../store/helpers.ts';
import { renderApp } from '../../components/renderApp.tsx';

/** The play board's cell n by its role and accessible name, looked for inside the board (a query over the whole app costs ~0.2 s in jsdom). */
const cell = (n: number) => within(document.querySelector<HTMLElement>('.playable-board') ?? document.body).getByRole('button', { name: new RegExp(`^Cell ${n},`) });

describe('play panel', () => {
  it('plays moves by clicking cells and says whose turn it is', async () => {
    const { store } = storeWithTree();
    renderApp(store);
    const user = userEvent.setup();
    expect(screen.getByTestId('play-status')).toHaveTextContent('o to move · draw with best play');
    await user.click(cell(4));
    expect(cell(4)).toHaveAccessibleName(/: o, last move$/);
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
    expect(store.getState().playMoves).toEqual([4]);
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
    expect(cell(4)).toHaveAccessibleName(/: x, last move$/);
  });

  it('shows hints: cells tinted by the value of playing there, best moves marked', async () => {
    const { store } = storeWithTree();
    store.getState().playLoad([4]);
    renderApp(store);
    expect(cell(0)).toHaveAccessibleName(/drawing move \(value 0\), best/);
    expect(cell(1)).toHaveAccessibleName(/losing move for x/);
    expect(cell(1).className).toContain('hint-firstWin');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Hints' }));
    expect(cell(1)).toHaveAccessibleName(/^Cell 1, row 1 column 2: empty$/);
  });

  it('writes the value of each move on its cell, in both scoring modes', async () => {
    const { store } = storeWithTree();
    store.getState().playLoad([4, 1, 0]); // x to move and losing whatever it does
    renderApp(store);
    const written = () => [2, 3, 5, 6, 7, 8].map((c) => screen.getByTestId(`hint-value-${c}`).textContent);
    expect(new Set(written())).toEqual(new Set(['+1']));
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Scoring' }), 'shortest');
    // Shortest victory tells a quick loss from a slower one: blocking at 8 is +2, the rest +3.
    expect(written()).toEqual(['+3', '+3', '+3', '+3', '+3', '+2']);
    expect(cell(8)).toHaveAccessibleName(/losing move for x \(value \+2\), best/);
  });

  it('against a weak AI the end says "You win"; against the perfect AI as x after the losing reply 1, "You lost"', async () => {
    const rng = new ScriptedRng();
    const { store, flush } = storeWithTree({ rng });
    renderApp(store);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'vs-ai');
    await user.selectOptions(screen.getByRole('combobox', { name: 'AI player' }), 'random');
    await user.click(cell(4));
    act(() => flush());
    expect(screen.getByTestId('ai-line')).toHaveTextContent('AI “Random” (x) chose 0');
    for (const c of [8, 2, 6]) {
      await user.click(cell(c));
      act(() => flush());
    }
    expect(screen.getByTestId('play-status')).toHaveTextContent('You win!');
    await user.click(screen.getByRole('button', { name: 'New game' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'AI player' }), 'perfect');
    await user.click(screen.getByRole('button', { name: 'x (second)' }));
    act(() => flush());
    for (const c of [1, 2, 3, 5, 6, 7, 8, 0]) {
      if (store.getState().playMoves.includes(c) || /You/.test(screen.getByTestId('play-status').textContent ?? '')) continue;
      await user.click(cell(c));
      act(() => flush());
    }
    expect(screen.getByTestId('play-status')).toHaveTextContent('You lost: the AI (o) got three in a row.');
  });

  it('plays against the AI: it answers, says what it chose, and the game can be finished', async () => {
    const { store, flush } = storeWithTree();
    renderApp(store);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'vs-ai');
    await user.click(cell(0));
    expect(screen.getByTestId('play-status')).toHaveTextContent('x (AI) is thinking');
    act(() => flush());
    expect(screen.getByTestId('ai-line')).toHaveTextContent('AI “Perfect” (x) chose 4 (value 0)');
    for (const c of [8, 1, 6, 5]) {
      if (store.getState().playMoves.includes(c)) continue;
      await user.click(cell(c));
      act(() => flush());
    }
    expect(screen.getByTestId('play-status').textContent).toMatch(/You win|You lost|Draw/);
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
    expect(cell(4)).toHaveAccessibleName(/: x, last move$/);
    expect(cell(2)).toHaveAccessibleName(/: o$/);
  });
});
