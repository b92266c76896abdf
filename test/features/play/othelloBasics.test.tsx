import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSearchPort, storeWithTree } from '../../store/helpers.ts';
import { gameById } from '../../../src/games/index.ts';
import { PASS } from '../../../src/games/othello/state.ts';
import { legalMoveList, OUTCOME } from '../../../src/games/game.ts';
import { renderApp } from '../../components/renderApp.tsx';

const othello = gameById('othello');
if (!othello) throw new Error('othello is not registered');
const line = (text: string) => othello.parseMoves(text).moves;

async function openOthello(aiSides: 'none' | 'second' = 'none') {
  const searcher = fakeSearchPort();
  const { store, flush } = storeWithTree({ deps: { search: searcher.port } });
  store.getState().chooseGame('othello');
  store.getState().playUpdateSearch({ aiSides });
  renderApp(store);
  // The CPU game's chunk loads on first use: slow on a busy machine.
  await screen.findByRole('grid', { name: 'Othello board' }, { timeout: 10_000 });
  return { store, searcher, flush };
}

describe('Othello basics', () => {
  it('the board has its coordinates, a–h across and 1–8 down, and each square says its name', async () => {
    await openOthello();
    const coords = screen.getByTestId('board-coords');
    const columns = [...coords.querySelectorAll('.coord-column')].map((e) => e.textContent);
    const rows = [...coords.querySelectorAll('.coord-row')].map((e) => e.textContent);
    expect(columns).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(rows).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    // Each letter sits over its column and each number beside its row (in order, evenly).
    const lefts = [...coords.querySelectorAll<HTMLElement>('.coord-column')].map((e) => parseFloat(e.style.left));
    const tops = [...coords.querySelectorAll<HTMLElement>('.coord-row')].map((e) => parseFloat(e.style.top));
    for (const list of [lefts, tops]) {
      expect(list[0]).toBeCloseTo(4 + 92 / 16, 5);
      for (let i = 1; i < 8; i++) expect(list[i] - list[i - 1]).toBeCloseTo(92 / 8, 5);
    }
    expect(screen.getByRole('button', { name: 'c4: empty, legal move' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'd4: White' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'h8: empty' })).toBeInTheDocument();
  });

  it('the move list shows every move in order, passes included, and a click (or the keyboard) goes back and forward', async () => {
    const { store } = await openOthello();
    const user = userEvent.setup();
    const played = line('f5d6c3d3c4');
    act(() => void store.getState().playLoadText('f5d6c3d3c4'));
    const moves = screen.getByRole('navigation', { name: 'Moves' });
    const steps = within(moves).getAllByRole('button');
    expect(steps.map((b) => b.textContent)).toEqual(['Start', 'f5', 'd6', 'c3', 'd3', 'c4']);
    expect(within(moves).getByRole('button', { name: 'Go to move 2: White d6' })).toBeInTheDocument();
    expect(within(moves).getByRole('button', { name: 'Go to move 5: Black c4' })).toHaveAttribute('aria-current', 'step');
    await user.click(within(moves).getByRole('button', { name: 'Go to move 2: White d6' }));
    expect(store.getState().playMoves).toEqual(played.slice(0, 2));
    expect(screen.getByRole('button', { name: /^d6: White, last move/ })).toBeInTheDocument();
    const two = within(moves).getByRole('button', { name: 'Go to move 2: White d6' });
    expect(two).toHaveAttribute('aria-current', 'step');
    expect(two).toHaveFocus();
    // The moves after it stay, to go forward again.
    expect(within(moves).getAllByRole('button')).toHaveLength(6);
    expect(within(moves).getByRole('status')).toHaveTextContent('move 2 of 5');
    fireEvent.keyDown(two, { key: 'ArrowRight' });
    expect(store.getState().playMoves).toEqual(played.slice(0, 3));
    expect(within(moves).getByRole('button', { name: 'Go to move 3: Black c3' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(store.getState().playMoves).toEqual([]);
    expect(within(moves).getByRole('button', { name: 'Go to the start position' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(store.getState().playMoves).toEqual(played);
    // A pass is a move of the list like any other.
    const withPass: number[] = [];
    let s = othello.initial;
    while (othello.outcome(s) === OUTCOME.playing && !withPass.includes(PASS)) {
      const m = legalMoveList(othello, s)[0];
      withPass.push(m);
      s = othello.play(s, m);
    }
    withPass.push(legalMoveList(othello, s)[0]);
    act(() => void store.getState().playLoadText(othello.formatMoves(withPass)));
    const passStep = within(moves).getByRole('button', { name: new RegExp(`^Go to move ${withPass.indexOf(PASS) + 1}: (Black|White) pass$`) });
    await user.click(passStep);
    expect(store.getState().playMoves).toEqual(withPass.slice(0, withPass.indexOf(PASS) + 1));
  });

  it('values carry their unit and a plain reading, in English and in Japanese', async () => {
    const { store, searcher, flush } = await openOthello('second');
    act(() => store.getState().playUpdateSearch({ evaluation: 'weights' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'f5: empty, legal move' }));
    act(() => flush());
    expect(searcher.asked).toHaveLength(1);
    await act(async () => searcher.asked[0].answer({ move: line('f5d6')[1], value: -229 / 1200, nodes: 240, depth: 4 }));
    expect(screen.getByTestId('searched-line')).toHaveTextContent('AI (White) played d6: weights: +229 for White (a big advantage), estimated at depth 4; 240 nodes searched');
    act(() => store.getState().setLanguage('ja'));
    expect(screen.getByTestId('searched-line')).toHaveTextContent('AI（白）は d6 に打ちました：重み：白が +229（大きく有利）（深さ 4 での推定）、探索 240 ノード');
    expect(screen.getByRole('navigation', { name: '棋譜' })).toBeInTheDocument();
    act(() => store.getState().setLanguage('en'));
    // The search tree's legend says the unit.
    act(() => store.getState().playUpdateSearch({ evaluation: 'discs' }));
    expect(screen.getByTestId('search-value-legend')).toHaveTextContent('Values in discs, from Black’s side (+ Black ahead, − White ahead)');
  });

  it('the CPU arena says moves where it means moves', async () => {
    await openOthello();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'AI arena' }));
    const select = await screen.findByRole('combobox', { name: 'First player' });
    await userEvent.setup().selectOptions(select, 'as-written');
    expect(select).toHaveAccessibleDescription(/3 moves ahead/);
    expect(screen.queryByText(/discs ahead/)).toBeNull();
  });
});

describe('Othello: set up a position (#27)', () => {
  it('pastes a bad text (named, gone once edited), then places discs by keyboard and starts from the board set up', async () => {
    const { store } = await openOthello();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Paste a position' });
    await user.type(field, 'XO');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That position has 2 characters: a position is 64 squares and then the side to move');
    await user.type(field, 'X');
    expect(screen.queryByTestId('setup-error')).toBeNull();
    // The editor starts from the board shown; arrows move along the squares, Enter cycles empty → Black → White.
    await user.click(screen.getByText('Place discs by hand'));
    const board = screen.getByRole('grid', { name: /Board to set up/ });
    within(board).getByRole('button', { name: 'a1: empty' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{Enter}');
    expect(within(board).getByRole('button', { name: 'c2: Black' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.getByTestId('setup-draft')).toHaveTextContent(`Ready: --------${'--X-----'}${'-'.repeat(11)}OX------XO${'-'.repeat(27)} O`);
    await user.click(screen.getByRole('button', { name: 'Start from here' }));
    expect(store.getState().playStart?.text).toBe(`----------X${'-'.repeat(16)}OX------XO${'-'.repeat(27)} O`);
    expect(screen.getByTestId('setup-start')).toHaveTextContent('This game starts from a set-up position');
    // A board no game reaches: said at once, and the button waits.
    await user.click(screen.getByRole('radio', { name: /Erases/ }));
    await user.click(within(board).getByRole('button', { name: 'd4: White' }));
    expect(screen.getByTestId('setup-draft')).toHaveTextContent('This position cannot arise in a game');
    expect(screen.getByRole('button', { name: 'Start from here' })).toBeDisabled();
  }, 30_000);
});
