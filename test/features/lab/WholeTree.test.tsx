import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { WholeTree } from '../../../src/features/lab/ui/WholeTree.tsx';
import { StoreProvider } from '../../../src/components/StoreContext.tsx';
import { loadGame } from '../../../src/games/index.ts';
import { othelloModule } from '../../../src/games/othello/index.ts';
import { createInlineSearchClient } from '../../../src/worker/searchClient.ts';
import type { SearchPort } from '../../../src/worker/searchProtocol.ts';
import { fakeSearchPort, storeWithTree } from '../../store/helpers.ts';

const [FIRST] = othelloModule.extras.horizon ?? [];

async function renderLesson(search: SearchPort) {
  await loadGame('othello');
  const { store } = storeWithTree({ deps: { search } });
  store.getState().chooseGame('othello');
  store.getState().playUpdateSearch({ aiSides: 'none' });
  render(
    <StoreProvider store={store}>
      <WholeTree />
    </StoreProvider>,
  );
  await screen.findByRole('heading', { name: 'Where the whole tree returns' });
  return store;
}

/** A score as the lesson writes it: a sign (the minus sign U+2212), then the number. */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

describe('the lab\'s "Where the whole tree returns" (Othello)', () => {
  it('out of reach it says how much is left; a real position opens in one click and shows both counts and both moves', async () => {
    const store = await renderLesson(createInlineSearchClient());
    expect(screen.getByText(/This position has 60 empty squares left/)).toHaveTextContent('it fits from 16 empty squares left, so 44 more moves to play');
    expect(screen.queryByRole('button', { name: 'Search the whole tree' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Position 1: Black to move, 12 empty squares' }));
    expect(othelloModule.game.formatMoves(store.getState().playMoves)).toBe(FIRST.transcript);
    expect(store.getState().playSearch).toMatchObject({ aiSides: 'none', depth: 4, evaluation: othelloModule.defaults.evaluation });
    const table = await screen.findByRole('table', { name: /Final scores for Black/ }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual([`The AI’s estimate (4 moves deep)${FIRST.pick}${signed(FIRST.pickScore)} discs`, `The whole tree (exact)${FIRST.best}${signed(FIRST.bestScore)} discs`]);
    const bars = screen.getByRole('img', { name: /^Nodes visited/ });
    const [search, exact] = /search 4 moves deep ([\d,]+), the whole tree ([\d,]+)/.exec(bars.getAttribute('aria-label') ?? '')?.slice(1).map((n) => Number(n.replaceAll(',', ''))) ?? [];
    expect(search).toBeGreaterThan(0);
    expect(exact).toBeGreaterThan(10 * search);
    expect(bars).toHaveTextContent(`The whole tree, to the last move: ${exact.toLocaleString('en-US')} nodes`);
    expect(screen.getByText(new RegExp(`The estimate picks ${FIRST.pick}, which really ends ${signed(FIRST.pickScore)} discs`))).toHaveTextContent(`Black would give away ${FIRST.bestScore - FIRST.pickScore} discs`);
  });

  it('shows progress after 200 ms, cancels, and drops a late answer (newest wins)', async () => {
    const searcher = fakeSearchPort();
    const store = await renderLesson(searcher.port);
    act(() => void store.getState().playLoadText(FIRST.transcript));
    fireEvent.click(screen.getByRole('button', { name: 'Search the whole tree' }));
    const asked = searcher.wholeTrees[0];
    expect(asked.request).toMatchObject({ gameId: 'othello', moves: store.getState().playMoves, depth: 4, evaluation: othelloModule.defaults.evaluation });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => asked.onNodes(12_345));
    expect(await screen.findByRole('status')).toHaveTextContent('12,345 positions so far');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(searcher.wholeTreeCancels()).toBe(1);
    expect(screen.getByText(/^Cancelled/)).toBeInTheDocument();
    act(() => asked.answer({ estimate: { move: 0, value: 0, nodes: 5, depth: 4 }, exact: [{ move: 0, value: 0 }], exactNodes: 50 }));
    await act(async () => await Promise.resolve());
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search the whole tree' })).toBeEnabled();
  });
});
