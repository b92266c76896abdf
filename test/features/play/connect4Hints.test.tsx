/**
 * Connect Four's hints on its play screen, in both languages: exact values say
 * the moves to the end in the game's words ("wins in 1 of your moves", the
 * best column named), and beyond the solver's reach the estimates come with
 * "solving… N nodes" until the exact values replace them.
 */
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { fakeSearchPort, storeWithTree } from '../../store/helpers.ts';
import { loadGame } from '../../../src/games/index.ts';
import { renderApp } from '../../components/renderApp.tsx';

/** Rows 1 and 2 full, Red on 1, 2, 3 of row 3: Red to move wins at 4 with its 11th disc (score 11); any other column loses to Yellow's 11th there. */
const LINE = '12345671234567112233';
const EXACT = [3, 2, 4, 1, 5, 0, 6].map((move) => ({ move, value: move === 3 ? 11 : -11 }));

async function openConnect4() {
  await loadGame('connect4');
  const searcher = fakeSearchPort();
  const { store } = storeWithTree({ deps: { search: searcher.port } });
  store.getState().chooseGame('connect4');
  store.getState().playUpdateSearch({ aiSides: 'none' });
  store.getState().setHints(true);
  renderApp(store);
  await screen.findByRole('grid', { name: /Connect Four/ }, { timeout: 10_000 });
  return { store, searcher };
}

describe('Connect Four hints', () => {
  it('exact: each column’s value in moves to the end, the best one named, in English and Japanese', async () => {
    const { store, searcher } = await openConnect4();
    act(() => void store.getState().playLoadText(LINE));
    expect(searcher.hints.at(-1)?.request).toMatchObject({ gameId: 'connect4', exact: true });
    await act(async () => searcher.hints.at(-1)?.answer({ moves: EXACT, depth: null }));
    expect(screen.getByRole('button', { name: '4c: empty, legal move, wins in 1 of your moves, exact, best' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5c: empty, legal move, loses in 1 of the opponent’s moves, exact' })).toBeInTheDocument();
    expect(screen.getByTestId('hint-value-4c')).toHaveTextContent('✓+11');
    expect(screen.getByTestId('searched-best')).toHaveTextContent('Best: 4, wins in 1 of your moves');
    expect(screen.getByTestId('searched-exact-from')).toHaveTextContent('Exact from here: 22 empty squares');
    act(() => store.getState().setLanguage('ja'));
    expect(await screen.findByText('最善手: 4（あなたがあと 1 手で勝ち）')).toBeInTheDocument();
    expect(screen.getByTestId('searched-exact-from')).toHaveTextContent('ここから読み切り：空きマス 22');
  });

  it('beyond reach: estimates with “solving… N nodes”, then the exact values', async () => {
    const { store, searcher } = await openConnect4();
    act(() => void store.getState().playLoadText('4455'));
    expect(searcher.hints.at(-1)?.request).toMatchObject({ exact: false });
    await act(async () => searcher.hints.at(-1)?.answer({ moves: [{ move: 3, value: 0.05 }], depth: 4 }));
    expect(screen.getByTestId('hint-value-4c')).toHaveTextContent('≈');
    expect(screen.getByTestId('searched-solving')).toHaveTextContent('Solving exactly… 0 nodes so far');
    act(() => searcher.hints.at(-1)?.onNodes?.(1_234_567));
    expect(screen.getByTestId('searched-solving')).toHaveTextContent('Solving exactly… 1,234,567 nodes so far');
    act(() => store.getState().setLanguage('ja'));
    expect(await screen.findByText(/読み切り中… これまでに 1,234,567 ノードを探索/)).toBeInTheDocument();
    await act(async () => searcher.hints.at(-1)?.answer({ moves: [{ move: 3, value: 2 }], depth: null }));
    expect(screen.queryByTestId('searched-solving')).toBeNull();
    expect(screen.getByTestId('hint-value-4c')).toHaveTextContent('✓+2');
    expect(screen.getByTestId('searched-best')).toHaveTextContent('最善手: 4（あなたがあと 18 手で勝ち）');
  });
});
