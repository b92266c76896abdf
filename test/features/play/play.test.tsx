import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSearchPort, ScriptedRng, storeWithTree } from '../../store/helpers.ts';
import { loadGame } from '../../../src/games/index.ts';
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
    await user.selectOptions(await screen.findByRole('combobox', { name: 'AI player' }), 'random');
    await user.click(cell(4));
    act(() => flush());
    expect(screen.getByTestId('ai-line')).toHaveTextContent('AI “Random” (x) chose 0');
    for (const c of [8, 2, 6]) {
      await user.click(cell(c));
      act(() => flush());
    }
    expect(screen.getByTestId('play-status')).toHaveTextContent('You win!');
    await user.click(screen.getByRole('button', { name: 'New game' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'AI player' }), 'perfect');
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

/*
 * Connect Four's hints on its play screen, in both languages: exact values say the moves to the end in the game's
 * words ("wins in 1 of your moves", the best column named), and beyond the solver's reach the estimates come with
 * "solving… N nodes" until the exact values replace them.
 */
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
    // A loss is written with the minus sign, as every value the app writes (not a hyphen).
    expect(screen.getByTestId('hint-value-5c').textContent).toBe('✓\u221211');
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
