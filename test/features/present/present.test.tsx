import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSearchPort, storeWithTree } from '../../store/helpers.ts';
import { gameById } from '../../../src/games/index.ts';
import { renderApp } from '../../components/renderApp.tsx';

describe('presentation mode', () => {
  it('the Present switch turns it on (full screen refused in jsdom: the mode still applies) and off', async () => {
    const { store } = storeWithTree();
    renderApp(store);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Present' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('present');
    expect(document.querySelector('.app')).toHaveClass('present');
    // The legend names the projector colours, not the classroom ones.
    expect(screen.getByRole('list', { name: 'What the colours and marks mean' })).toHaveTextContent('x wins (vermilion)');
    await user.click(toggle);
    expect(document.documentElement).not.toHaveClass('present');
  });

  it('remote keys: PageDown / PageUp walk the line, Down / Up too except where a control uses them; B and . blank', async () => {
    const { store } = storeWithTree();
    store.getState().setPresent(true);
    renderApp(store);
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(store.getState().playMoves).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(store.getState().playMoves).toHaveLength(2);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Mode' }), { key: 'ArrowDown' });
    expect(store.getState().playMoves).toHaveLength(2); // the menu's own key
    fireEvent.keyDown(document.body, { key: 'PageUp' });
    expect(store.getState().playMoves).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'b' });
    expect(screen.getByTestId('present-blank')).toHaveTextContent('The screen is blanked');
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(store.getState().playMoves).toHaveLength(1); // nothing moves behind a blank screen
    fireEvent.keyDown(document.body, { key: '.' });
    expect(screen.queryByTestId('present-blank')).toBeNull();
  });

  it('without presentation mode the keys are the page’s own', () => {
    const { store } = storeWithTree();
    renderApp(store);
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    fireEvent.keyDown(document.body, { key: 'b' });
    expect(store.getState().playMoves).toEqual([]);
    expect(screen.queryByTestId('present-blank')).toBeNull();
    act(() => store.getState().setLanguage('ja'));
    expect(screen.getByRole('button', { name: '発表' })).toBeInTheDocument();
  });

  it('on Othello: the remote asks the CPU for the next move and undoes it, the tree’s legend is large, and on another tab the keys only blank', async () => {
    const searcher = fakeSearchPort();
    const { store } = storeWithTree({ deps: { search: searcher.port } });
    const othello = gameById('othello');
    if (!othello) throw new Error('othello is not registered');
    store.getState().chooseGame('othello');
    store.getState().playUpdateSearch({ aiSides: 'none' });
    store.getState().setPresent(true);
    renderApp(store);
    await screen.findByRole('grid', { name: 'Othello board' }, { timeout: 10_000 }); // the CPU game's chunk loads on first use: slow on a busy machine
    expect(screen.getByRole('list', { name: 'Colours of the search tree' })).toHaveClass('legend-large');
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(searcher.asked).toHaveLength(1);
    await act(async () => searcher.asked[0].answer({ move: othello.parseMoves('f5').moves[0], value: 0, nodes: 10, depth: 4 }));
    expect(othello.formatMoves(store.getState().playMoves)).toBe('f5');
    expect(screen.getByRole('button', { name: /^f5: Black, last move/ })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(store.getState().playMoves).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'b' });
    expect(screen.getByTestId('present-blank')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(searcher.asked).toHaveLength(1); // nothing moves behind a blank screen
    fireEvent.keyDown(document.body, { key: 'b' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'AI arena' }));
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(searcher.asked).toHaveLength(1); // the play screen is not shown
  });
});
