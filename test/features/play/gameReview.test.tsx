import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeSearchPort, storeWithTree } from '../../store/helpers.ts';
import { gameById } from '../../../src/games/index.ts';
import { legalMoveList, stateAfter } from '../../../src/games/game.ts';
import { renderApp } from '../../components/renderApp.tsx';

const registered = gameById('othello');
if (!registered) throw new Error('othello is not registered');
const othello = registered;
const LINE = [...othello.parseMoves('f5d6c3d3').moves];

/** Othello analysed (no AI, hints on), the line loaded; the review worker is the test's. */
async function openReview() {
  const searcher = fakeSearchPort();
  const { store } = storeWithTree({ deps: { search: searcher.port } });
  store.getState().chooseGame('othello');
  store.getState().playUpdateSearch({ aiSides: 'none' });
  renderApp(store);
  await screen.findByRole('grid', { name: 'Othello board' }, { timeout: 10_000 });
  act(() => void store.getState().playLoadText('f5d6c3d3'));
  return { store, searcher };
}

/**
 * Answers the review asked for the line: at the start and after f5 every legal move even (0), except White's d6 as
 * played, which gives Black 8 discs (a mistake of 8 discs for White); from there on every move keeps Black 8 ahead.
 */
function answer(searcher: ReturnType<typeof fakeSearchPort>) {
  const asked = searcher.reviews[searcher.reviews.length - 1];
  expect(asked.request.moves).toEqual(LINE);
  act(() => {
    for (const { index } of asked.request.positions) {
      const moves = legalMoveList(othello, stateAfter(othello, LINE.slice(0, index)));
      asked.onPosition(index, moves.map((move) => ({ move, value: index >= 2 || (index === 1 && move === LINE[1]) ? 8 / 64 : 0 })));
    }
    asked.done();
  });
}

describe('the evaluation graph and the game review', () => {
  it('a click on a move of the graph goes to it, as do the arrow keys and Enter; a mistake of the review goes to the position it was played in', async () => {
    const { store, searcher } = await openReview();
    answer(searcher);
    const graph = await screen.findByRole('slider', { name: /Evaluation graph/ });
    expect(graph).toHaveAttribute('aria-valuenow', '4');
    expect(graph).toHaveAttribute('aria-valuetext', 'Move 4, White d3: +8 discs, estimated at depth 4');
    // The value after White's d6 (move 2): Black 8 ahead.
    expect(graph.querySelector('[data-index="2"] title')?.textContent).toBe('Move 2, White d6: +8 discs, estimated at depth 4');
    fireEvent.click(graph.querySelector('[data-index="2"]') as Element);
    expect(store.getState().playMoves).toEqual(LINE.slice(0, 2));
    // The moves ahead stay in the line, so the graph still shows every position.
    expect(graph.querySelectorAll('.eval-graph-point')).toHaveLength(5);
    fireEvent.keyDown(graph, { key: 'ArrowRight' });
    fireEvent.keyDown(graph, { key: 'ArrowRight' });
    expect(graph).toHaveAttribute('aria-valuenow', '4');
    expect(store.getState().playMoves).toEqual(LINE.slice(0, 2));
    fireEvent.keyDown(graph, { key: 'Enter' });
    expect(store.getState().playMoves).toEqual(LINE);
    fireEvent.keyDown(graph, { key: 'Home' });
    fireEvent.keyDown(graph, { key: 'Enter' });
    expect(store.getState().playMoves).toEqual([]);
    // The review: the largest mistake with its best move; its button goes to the position it was played in.
    const list = screen.getByTestId('review-mistakes');
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent(/^2\. White d6: −8 discs, best [a-h][1-8]≈$/);
    expect(buttons[0]).toHaveAccessibleName(/^2\. White d6: −8 discs, best [a-h][1-8] \(estimated at depth 5\): go to the position before move 2$/);
    fireEvent.click(buttons[0]);
    expect(store.getState().playMoves).toEqual(LINE.slice(0, 1));
    expect(store.getState().playFuture).toEqual(LINE.slice(1));
  });
});
