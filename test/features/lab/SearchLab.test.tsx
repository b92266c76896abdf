import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchLab } from '../../../src/features/lab/ui/SearchLab.tsx';
import { StoreProvider } from '../../../src/components/StoreContext.tsx';
import type { AppStore } from '../../../src/store/createAppStore.ts';
import { storeWithTree } from '../../store/helpers.ts';

// o x o / x x o / . . .  (o to move, empty cells 6, 7, 8): 11 nodes, 27 minimax steps.
const SMALL = [0, 1, 2, 3, 5, 4];

function renderLab(moves: number[] = SMALL): AppStore & { unmount: () => void } {
  const { store } = storeWithTree();
  store.getState().playLoad(moves);
  const { unmount } = render(
    <StoreProvider store={store}>
      <SearchLab />
    </StoreProvider>,
  );
  return Object.assign(store, { unmount });
}

const caption = () => screen.getByRole('status', { name: 'What happens at this step' });
const scrubber = () => screen.getByRole('slider', { name: 'Step' });
const button = (name: string) => screen.getByRole('button', { name });
const node = (name: string) => screen.getByRole('img', { name: new RegExp(`^${name}:`) });

describe('search lab', () => {
  it('starts paused at the start, nothing known', () => {
    renderLab();
    expect(button('Play')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(scrubber()).toHaveValue('0');
    expect(scrubber()).toHaveAttribute('aria-valuetext', 'Step 0 of 27');
    expect(caption()).toHaveTextContent(/^Minimax will give a value to all 11 nodes below the lab’s position/);
    expect(node('the lab’s position')).toHaveAccessibleName('the lab’s position: not visited yet, this step');
    expect(screen.getByTestId('lab-visited')).toHaveTextContent('0 of 11');
  });

  it('steps forward, and stepping back restores the previous frame', async () => {
    renderLab();
    const user = userEvent.setup();
    for (let i = 0; i < 3; i++) await user.click(button('Step forward'));
    const before = { caption: caption().textContent, leaf: node('o:6 x:7').getAttribute('aria-label'), root: node('the lab’s position').getAttribute('aria-label') };
    expect(before.caption).toBe('Game over at o:6 x:7: x has three in a row, so the value is -1 (x wins).');
    expect(before.leaf).toBe('o:6 x:7: value -1 (x wins), visit 3, this step');
    await user.click(button('Step forward'));
    expect(caption()).toHaveTextContent('Back at o:6: the move x:7 is worth -1. x’s best so far: -1.');
    expect(node('o:6 x:7')).toHaveAccessibleName('o:6 x:7: value -1 (x wins), visit 3');
    await user.click(button('Step back'));
    expect(caption().textContent).toBe(before.caption);
    expect(node('o:6 x:7').getAttribute('aria-label')).toBe(before.leaf);
    expect(node('the lab’s position').getAttribute('aria-label')).toBe(before.root);
    expect(scrubber()).toHaveValue('3');
    await user.click(button('Step back'));
    expect(node('o:6 x:7')).toHaveAccessibleName('o:6 x:7: not visited yet');
  });

  it('jumps with the scrubber', () => {
    renderLab();
    fireEvent.change(scrubber(), { target: { value: '10' } });
    expect(caption()).toHaveTextContent('At o:6, x to move: min(-1, 0) = -1.');
    expect(scrubber()).toHaveAttribute('aria-valuetext', 'Step 10 of 27');
    expect(node('o:6')).toHaveAccessibleName('o:6: value -1 (x wins), visit 2, this step');
    fireEvent.change(scrubber(), { target: { value: '27' } });
    expect(caption()).toHaveTextContent('At the lab’s position, o to move: max(-1, 0, 1) = 1. Search finished: the lab’s position is worth 1 (o wins).');
  });

  it('goes back to frame 0 when the algorithm changes, and shows windows, cases and cut-offs for alpha-beta', async () => {
    const store = renderLab();
    const user = userEvent.setup();
    for (let i = 0; i < 3; i++) await user.click(button('Step forward'));
    await user.click(button('Alpha-beta'));
    expect(button('Alpha-beta')).toHaveAttribute('aria-pressed', 'true');
    expect(scrubber()).toHaveValue('0');
    expect(store.getState().labFrame).toBe(0);
    expect(caption()).toHaveTextContent(/^Alpha-beta starts at the lab’s position with the window \(α, β\) = \(-∞, \+∞\)/);
    const cases = screen.getByRole('table', { name: 'Which case fired' });
    expect(within(cases).getAllByRole('row')).toHaveLength(4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move order' }), 'centre');
    expect(scrubber()).toHaveValue('0');
    fireEvent.change(scrubber(), { target: { value: '23' } });
    expect(caption()).toHaveTextContent('1 ≤ α = 1: fail low');
    expect(within(cases).getByRole('row', { current: true })).toHaveTextContent(/^Fail low/);
    fireEvent.change(scrubber(), { target: { value: '25' } });
    expect(caption()).toHaveTextContent(/^Cut-off at o:7/);
    expect(node('o:7 x:8')).toHaveAccessibleName('o:7 x:8: cut off: never searched');
    expect(screen.getByText('Search path (the nodes being searched)')).toBeInTheDocument();
  });

  it('marks table hits and stored bounds with the transposition table on', async () => {
    const store = renderLab([0, 2, 1, 6, 3]); // o o x / o . . / x . .: x to move
    store.getState().setLabAlgorithm('alphabeta');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Transposition table of bounds' }));
    const rules = screen.getByRole('table', { name: 'On a table hit (checked in this order)' });
    fireEvent.change(scrubber(), { target: { value: '25' } });
    expect(caption()).toHaveTextContent(/^Table hit at x:7 o:4 x:5/);
    expect(within(rules).getByRole('row', { current: true })).toHaveTextContent(/^β ≤ lower/);
  });

  it('plays on a timer, pauses, and stops the timer when unmounted', () => {
    vi.useFakeTimers();
    try {
      const store = renderLab();
      fireEvent.click(button('Play'));
      expect(button('Pause')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(500)); // 2 steps per second
      expect(scrubber()).toHaveValue('1');
      fireEvent.change(screen.getByRole('combobox', { name: 'Speed' }), { target: { value: '16' } });
      act(() => vi.advanceTimersByTime(10_000));
      expect(scrubber()).toHaveValue('27');
      expect(button('Play')).toBeInTheDocument(); // stopped at the end
      fireEvent.click(button('Play'));
      expect(scrubber()).toHaveValue('0');
      fireEvent.click(button('Pause'));
      act(() => vi.advanceTimersByTime(1000));
      expect(scrubber()).toHaveValue('0');
      fireEvent.click(button('Play'));
      expect(vi.getTimerCount()).toBe(1);
      store.unmount();
      expect(vi.getTimerCount()).toBe(0);
      expect(store.getState().labPlaying).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is keyboard usable: arrows step, Home and End jump, space plays', async () => {
    const store = renderLab();
    const user = userEvent.setup();
    screen.getByRole('region', { name: 'Search tree' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(scrubber()).toHaveValue('2');
    await user.keyboard('{ArrowLeft}');
    expect(scrubber()).toHaveValue('1');
    await user.keyboard('{End}');
    expect(scrubber()).toHaveValue('27');
    await user.keyboard('{Home}');
    expect(scrubber()).toHaveValue('0');
    await user.keyboard(' ');
    expect(store.getState().labPlaying).toBe(true);
    await user.keyboard(' ');
    expect(store.getState().labPlaying).toBe(false);
  });

  it('steps through the empty board: big subtrees drawn collapsed with their node counts, opened and closed by button or key', async () => {
    const store = renderLab([]);
    const user = userEvent.setup();
    expect(screen.queryByRole('heading', { name: 'Too big to watch step by step' })).toBeNull();
    expect(screen.getByTestId('lab-visited')).toHaveTextContent('0 of 549,946');
    // The root and its nine children; each child one box with its count (1 + 4 x 59,705 + 4 x 63,905 + 55,505 = 549,946).
    expect(screen.getAllByRole('img', { name: /^o:\d: / })).toHaveLength(9);
    const open = button('Open o:0, 59,704 nodes below');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(node('o:0 x:1')).toBeInTheDocument();
    expect(button('Close o:0')).toHaveAttribute('aria-expanded', 'true');
    button('Close o:0').focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('img', { name: /^o:0 x:1:/ })).toBeNull();
    // Stepping opens the search path: after 3 steps the search is inside o:0.
    act(() => store.getState().setLabFrame(3));
    expect(node('o:0 x:1')).toBeInTheDocument();
    // Focus never lost: a focused button whose subtree folds away at a step hands focus to the tree.
    act(() => screen.getByRole('button', { name: /^Open o:0 x:2, / }).focus());
    act(() => store.getState().setLabFrame(0));
    expect(screen.queryByRole('button', { name: /^Open o:0 x:2, / })).toBeNull();
    expect(screen.getByRole('region', { name: 'Search tree' })).toHaveFocus();
    act(() => store.getState().setLabFrame(3));
    act(() => store.getState().setLabFrame(Infinity));
    expect(node('the lab’s position')).toHaveAccessibleName(/value 0 \(draw\)/);
  });

  it('a depth-limited search labels guesses as estimates, with the exact value beside them and the horizon effect marked', async () => {
    const store = renderLab([0]);
    act(() => store.getState().setLabOptions({ labDepth: 1 }));
    act(() => store.getState().setLabFrame(Infinity));
    expect(node('the lab’s position')).toHaveAccessibleName(/^the lab’s position: estimated -1\/9, x ahead, exact value from the full tree: 0, the estimate disagrees \(horizon effect\)/);
    expect(caption()).toHaveTextContent('Search finished: the lab’s position is estimated -1/9, x ahead.');
    expect(caption()).not.toHaveTextContent(/wins/);
    const exact = screen.getAllByTestId('lab-exact');
    expect(exact).toHaveLength(9);
    expect(exact[0]).toHaveTextContent('≠0');
    expect(exact.some((e) => e.textContent?.startsWith('='))).toBe(true);
    expect(screen.getByText(/dotted border: estimated/)).toBeInTheDocument();
  });

  it('compares node counts at the empty board: minimax 549,946, alpha-beta 18,297', () => {
    renderLab([]);
    const panel = screen.getByRole('region', { name: 'Nodes visited from this position' });
    const minimaxRow = within(panel).getByRole('row', { name: /^Minimax \(every node\)/ });
    expect(within(minimaxRow).getAllByText('549,946')).toHaveLength(2);
    const cellRow = within(panel).getByRole('row', { name: /^Alpha-beta, cell order/ });
    expect(cellRow).toHaveTextContent('18,297');
    expect(cellRow).toHaveTextContent('3.3% of minimax');
    expect(within(panel).getByText(/logarithmic scale/)).toBeInTheDocument();
  });

  it('marks the row the lab’s own search is, and none when the table does not list it (a depth limit)', () => {
    const store = renderLab([]);
    const panel = screen.getByRole('region', { name: 'Nodes visited from this position' });
    const current = () => panel.querySelectorAll('tr[aria-current="true"]');
    expect(current()).toHaveLength(1);
    expect(current()[0]).toHaveTextContent(/^Minimax \(every node\)the lab’s search now/);
    act(() => store.getState().setLabAlgorithm('alphabeta'));
    act(() => store.getState().setLabOptions({ labOrder: 'centre', labTt: true }));
    expect(current()[0]).toHaveTextContent(/^Centre first \+ transposition table/);
    act(() => store.getState().setLabOptions({ labSymmetry: true }));
    expect(current()[0]).toHaveTextContent(/^\+ symmetric positions share entries/);
    act(() => store.getState().setLabOptions({ labDepth: 3 }));
    expect(current()).toHaveLength(0);
  });

  it('speaks Japanese', async () => {
    const store = renderLab();
    act(() => store.getState().setLanguage('ja'));
    expect(button('再生')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(button('αβ 法'));
    fireEvent.change(screen.getByRole('slider', { name: 'ステップ' }), { target: { value: '11' } });
    expect(screen.getByRole('status', { name: 'このステップで起きること' })).toHaveTextContent('o:6 は×の手番: 調べた手の中の最善は min(-1, 0) = -1。α = -∞ < -1 < β = +∞ なのでウィンドウ内 (exact)');
  });
});
