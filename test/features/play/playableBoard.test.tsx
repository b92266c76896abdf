import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreProvider } from '../../../src/components/StoreContext.tsx';
import { PlayableBoard, type PlayHints } from '../../../src/features/play/ui/PlayableBoard.tsx';
import { loadGame } from '../../../src/games/index.ts';
import { storeWithTree } from '../../store/helpers.ts';

/** Every game's play screen draws this board: render it alone for a game after `moves`. */
async function renderBoard(gameId: string, moves: readonly number[], extra: { legal?: readonly number[]; hints?: PlayHints } = {}) {
  const { game, view } = await loadGame(gameId);
  const state = moves.reduce((s, m) => game.play(s, m), game.initial);
  const onPlay = vi.fn();
  const { store } = storeWithTree();
  render(
    <StoreProvider store={store}>
      <PlayableBoard view={view} state={state} lastMove={moves.length ? moves[moves.length - 1] : -1} sideWords={['First', 'Second']} sideLetters={game.sideNames} label="The board" onPlay={onPlay} {...extra} />
    </StoreProvider>,
  );
  const grid = screen.getByRole('grid', { name: 'The board' });
  const tabStops = () => [...grid.querySelectorAll<HTMLElement>('[tabindex="0"]')].map((e) => e.dataset.square);
  return { game, store, onPlay, grid, tabStops };
}

describe('the playable board', () => {
  describe.each([
    { gameId: 'tictactoe', first: '0', right: '1', below: '4', move: 4, moveSquare: '4' },
    { gameId: 'othello', first: 'a1', right: 'b1', below: 'b2', move: 37, moveSquare: 'f5' },
  ])('is one Tab stop, the ARIA grid pattern ($gameId)', ({ gameId, first, right, below, move, moveSquare }) => {
    it('the stop is the first square at the start; arrows move focus and the stop with it; Tab leaves and comes back to it; Enter plays', async () => {
      const { grid, tabStops, onPlay } = await renderBoard(gameId, []);
      const user = userEvent.setup();
      expect(tabStops()).toEqual([first]);
      await user.tab();
      expect(document.activeElement).toBe(grid.querySelector(`[data-square="${first}"]`));
      await user.keyboard('{ArrowRight}');
      expect((document.activeElement as HTMLElement).dataset.square).toBe(right);
      await user.keyboard('{ArrowDown}');
      expect((document.activeElement as HTMLElement).dataset.square).toBe(below);
      expect(tabStops()).toEqual([below]);
      await user.tab();
      expect(grid.contains(document.activeElement)).toBe(false);
      await user.tab({ shift: true });
      expect((document.activeElement as HTMLElement).dataset.square).toBe(below);
      await user.keyboard('{Enter}');
      expect(onPlay).toHaveBeenCalledTimes(1);
      await user.keyboard(' ');
      expect(onPlay).toHaveBeenCalledTimes(2);
    });

    it('before any square has had focus, the stop is the last move’s square, which says so', async () => {
      const { grid, tabStops } = await renderBoard(gameId, [move]);
      expect(tabStops()).toEqual([moveSquare]);
      expect(within(grid).getByRole('button', { name: /, last move$/ }).dataset.square).toBe(moveSquare);
    });
  });

  it('another game’s board under the same board component starts afresh: its stop is its own first square', async () => {
    const connect = await loadGame('connect3');
    const ttt = await loadGame('tictactoe');
    const { store } = storeWithTree();
    const board = (module: typeof ttt) => (
      <StoreProvider store={store}>
        <PlayableBoard view={module.view} state={module.game.initial} lastMove={-1} sideWords={['First', 'Second']} sideLetters={module.game.sideNames} label="The board" onPlay={() => {}} />
      </StoreProvider>
    );
    const { rerender } = render(board(connect));
    const grid = screen.getByRole('grid', { name: 'The board' });
    act(() => grid.querySelector<HTMLElement>('[data-square="4a"]')?.focus());
    expect([...grid.querySelectorAll<HTMLElement>('[tabindex="0"]')].map((e) => e.dataset.square)).toEqual(['4a']);
    rerender(board(ttt));
    expect([...grid.querySelectorAll<HTMLElement>('[tabindex="0"]')].map((e) => e.dataset.square)).toEqual(['0']);
  });

  it('tic-tac-toe: no coordinates (its squares are numbered), each square shows its number and says its cell, row and column', async () => {
    const { grid } = await renderBoard('tictactoe', [4, 0]);
    expect(screen.queryByTestId('board-coords')).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Cell 4, row 2 column 2: First' })).toHaveClass('mark-o');
    expect(within(grid).getByRole('button', { name: 'Cell 0, row 1 column 1: Second, last move' })).toHaveClass('mark-x', 'last');
    expect(within(grid).getByRole('button', { name: 'Cell 8, row 3 column 3: empty' }).querySelector('.square-name')?.textContent).toBe('8');
  });

  it('Connect 3: coordinates from the squares’ names (1–4 across, c–a down); hints and legal marks stand where a column’s disc lands', async () => {
    const hints: PlayHints = { moves: [0, 1, 2, 3], mover: 0, valueAfter: (m) => (m === 1 ? 1 : m === 3 ? -1 : 0), best: [1] };
    const { grid, onPlay } = await renderBoard('connect3', [], { hints });
    const coords = screen.getByTestId('board-coords');
    expect([...coords.querySelectorAll('.coord-column')].map((e) => e.textContent)).toEqual(['1', '2', '3', '4']);
    expect([...coords.querySelectorAll('.coord-row')].map((e) => e.textContent)).toEqual(['c', 'b', 'a']);
    expect(grid.querySelector('.square-name')).toBeNull();
    expect(within(grid).getByRole('button', { name: '2a: empty, winning move for First (value +1), best' })).toHaveClass('hint-firstWin');
    expect(within(grid).getByRole('button', { name: '1a: empty, drawing move (value 0)' })).toHaveClass('hint-draw');
    expect(within(grid).getByRole('button', { name: '2c: empty' })).not.toHaveClass('hint-firstWin');
    expect(screen.getByTestId('hint-value-2a')).toHaveTextContent('+1');
    // A loss reads with the minus sign (U+2212, as wide as +), not a hyphen.
    expect(screen.getByTestId('hint-value-4a').textContent).toBe('\u22121');
    // A click anywhere in a column plays that column.
    await userEvent.setup().click(within(grid).getByRole('button', { name: '2c: empty' }));
    expect(onPlay).toHaveBeenCalledWith(1);
  });

  it('legal marks (a searched game shows its player where it may play) are said on the landing square, in English and in Japanese', async () => {
    const { grid, store } = await renderBoard('connect3', [1], { legal: [1, 2] });
    expect(within(grid).getByRole('button', { name: '2b: empty, legal move' })).toHaveClass('legal');
    expect(within(grid).getByRole('button', { name: '3a: empty, legal move' })).toHaveClass('legal');
    expect(within(grid).getByRole('button', { name: '2a: First, last move' })).not.toHaveClass('legal');
    expect(within(grid).getByRole('button', { name: '1a: empty' })).not.toHaveClass('legal');
    act(() => store.getState().setLanguage('ja'));
    expect(within(grid).getByRole('button', { name: '2b：空き、打てる' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: '2a：First、直前の手' })).toBeInTheDocument();
  });
});
