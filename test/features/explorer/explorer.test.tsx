import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeWithTree } from '../../store/helpers.ts';
import { renderApp } from '../../components/renderApp.tsx';

const items = () => screen.getAllByRole('treeitem');
const selected = () => items().find((el) => el.getAttribute('aria-selected') === 'true') as HTMLElement;
const itemByBoard = (board: string) => items().find((el) => el.dataset.board === board) as HTMLElement;

describe('tree explorer', () => {
  it('exposes what a keyboard can reach as a WAI-ARIA tree: the root selected and framed, its nine children closed', () => {
    const { store } = storeWithTree();
    renderApp(store);
    const tree = screen.getByRole('tree', { name: 'Game tree around the current position' });
    // 82 boards are drawn; the DOM holds the focus and its children, the grandchildren wait behind closed branches
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(10);
    expect(itemByBoard('o........')).toHaveAttribute('aria-expanded', 'false');
    expect(selected().dataset.board).toBe('.........');
    expect(selected()).toHaveAttribute('data-framed', 'true');
    expect(selected()).toHaveAttribute('aria-level', '1');
    expect(selected()).toHaveAttribute('aria-expanded', 'true');
    expect(items().filter((el) => el.dataset.framed)).toHaveLength(1);
    expect(itemByBoard('....o....')).toHaveAccessibleName(/o:4 \.\.\.\.o\.\.\.\.: draw \(0\)/);
  });

  it('a click on a child makes it the focus: breadcrumbs, info panel, board and URL-ready moves follow', async () => {
    const { store } = storeWithTree();
    renderApp(store);
    await userEvent.setup().click(itemByBoard('....o....'));
    expect(selected().dataset.board).toBe('....o....');
    expect(store.getState().playMoves).toEqual([4]);
    expect(screen.getByRole('navigation', { name: 'Moves played' })).toHaveTextContent('o:4');
    expect(screen.getByTestId('info-panel')).toHaveTextContent('o:4');
    // Whose turn, said once: the row's title, then the side (not "To move: x to move").
    const turn = within(screen.getByTestId('info-panel')).getByText('To move').closest('div');
    expect(turn).toHaveTextContent(/^To movex \(second player\)$/);
    expect(screen.getByRole('button', { name: /Cell 4, row 2 column 2: o/ })).toBeInTheDocument();
    // ancestors stay, to the left, one level up
    expect(itemByBoard('.........')).toHaveAttribute('aria-level', '1');
    expect(selected()).toHaveAttribute('aria-level', '2');
  });

  it('backgrounds follow values: after o:4, corner replies draw and edge replies lose for x', async () => {
    const { store } = storeWithTree();
    store.getState().playLoad([4]);
    renderApp(store);
    expect(itemByBoard('x...o....').dataset.background).toBe('draw');
    expect(itemByBoard('.x..o....').dataset.background).toBe('firstWin');
    expect(itemByBoard('.x..o....')).toHaveAccessibleName(/o wins \(1\)/);
    expect(itemByBoard('....o...x').dataset.value).toBe('0');
  });

  it('shows a finished game and colours x wins', () => {
    const { store } = storeWithTree();
    store.getState().playLoad([1, 0, 2, 4, 5]);
    renderApp(store);
    expect(itemByBoard('xoo.xo..x').dataset.background).toBe('secondWin');
  });

  it('moves with the keyboard: right to the first child, down to a sibling, left to the parent, Enter to focus', async () => {
    const { store } = storeWithTree();
    renderApp(store);
    const tree = screen.getByRole('tree');
    const active = () => document.getElementById(tree.getAttribute('aria-activedescendant') as string) as HTMLElement;
    tree.focus();
    expect(active().dataset.board).toBe('.........');
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(active().dataset.board).toBe('o........');
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    expect(active().dataset.board).toBe('..o......');
    fireEvent.keyDown(tree, { key: 'ArrowUp' });
    expect(active().dataset.board).toBe('.o.......');
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(active().dataset.board).toBe('.........');
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(store.getState().playMoves).toEqual([1]);
    expect(selected().dataset.board).toBe('.o.......');
  });

  it('opens a branch with ArrowRight and closes it with ArrowLeft (the WAI-ARIA tree pattern)', () => {
    const { store } = storeWithTree();
    renderApp(store);
    const tree = screen.getByRole('tree');
    const active = () => document.getElementById(tree.getAttribute('aria-activedescendant') as string) as HTMLElement;
    tree.focus();
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(itemByBoard('o........')).toHaveAttribute('aria-expanded', 'true');
    expect(items()).toHaveLength(10 + 8);
    expect(active().dataset.board).toBe('o........');
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(active().dataset.board).toBe('ox.......');
    fireEvent.keyDown(tree, { key: 'End' });
    expect(active().dataset.board).toBe('........o');
    fireEvent.keyDown(tree, { key: 'Home' });
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(items()).toHaveLength(10);
    expect(active().dataset.board).toBe('o........');
  });

  it('one view button, Reset view, asks the attached canvas view through the store (no Fit: it gave the same picture)', async () => {
    const { store } = storeWithTree();
    renderApp(store);
    const calls: string[] = [];
    store.getState().attachView({ fit: () => calls.push('fit'), reset: () => calls.push('reset') });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Fit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(calls).toEqual(['reset']);
  });

  it('switches to the whole-game overview: a labelled image with the path to the focus as text', async () => {
    const { store } = storeWithTree();
    store.getState().playLoad([4, 0]);
    renderApp(store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Whole game' }));
    // the overview's module loads on first use
    expect(await screen.findByRole('img', { name: /whole game tree, 549,946 nodes/ }, { timeout: 10000 })).toBeInTheDocument();
    const here = screen.getByRole('heading', { name: 'You are here' }).parentElement as HTMLElement;
    const rows = within(here).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Move 0, Start: 255,168 finished games below — o wins 51%, draw 18%, x wins 31%');
    expect(rows[2]).toHaveTextContent(/Move 2, x:0/);
    expect(rows[2]).toHaveAttribute('aria-current', 'location');
    await user.click(screen.getByRole('button', { name: 'Subtree' }));
    expect(screen.getByRole('tree')).toBeInTheDocument();
  });

  it('goes back up with Back and the breadcrumbs', async () => {
    const { store } = storeWithTree();
    store.getState().playLoad([4, 0, 8]);
    renderApp(store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(store.getState().playMoves).toEqual([4, 0]);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(store.getState().playMoves).toEqual([]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('changes depth, ordering and symmetry merging', async () => {
    const { store } = storeWithTree();
    renderApp(store);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Levels shown' }), '1');
    expect(items()).toHaveLength(10);
    await user.click(screen.getByRole('checkbox', { name: 'Merge symmetric siblings' }));
    expect(items()).toHaveLength(4);
    expect(itemByBoard('o........')).toHaveAccessibleName(/and 3 symmetric/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Levels shown' }), '3');
    expect(store.getState().settings.treeDepth).toBe(3);
  });
});
