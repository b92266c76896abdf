/**
 * The arena's cost of thinking, Cancel and the sample game, in jsdom: the
 * cost table shows each search player's nodes and time per move (and says
 * which players do not search), Cancel takes Start's place and focus so a
 * click or a key stops the match, and the sample game's button opens the
 * match's first game on the board.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { formatMs } from '../../../src/features/arena/ui/MatchCost.tsx';
import { arenaStore, expectedMatch, scriptedClients } from './helpers.ts';
import { button, renderArena } from './renderArena.tsx';

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

describe('AI arena: the cost of thinking', () => {
  it('shows nodes and time per move (mean, max) for each search player: minimax depth 9 and alpha-beta differ visibly', async () => {
    const { clients, createArenaClient } = scriptedClients();
    const { store, user } = renderArena(arenaStore({ createArenaClient }));
    store.getState().setArenaPlayers('minimax-d9', 'alphabeta');
    store.getState().setArenaGamesText('20');
    await user.click(button('Start match'));
    const result = expectedMatch('minimax-d9', 'alphabeta', 20, 12345);
    clients.match!.finishMatch(result);
    const table = await screen.findByRole('table', { name: 'Cost of thinking, per move' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Measure', 'Minimax, depth 9', 'Alpha-beta']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Nodes searched (mean)', 'Nodes (max)', 'Time, ms (mean)', 'Time, ms (max)', 'Moves played']);
    const a = result.cost?.a;
    const b = result.cost?.b;
    if (!a || !b) throw new Error('no cost');
    expect(rows.map(cellsOf)).toEqual([
      [fmt(a.nodesMean), fmt(b.nodesMean)],
      [fmt(a.nodesMax), fmt(b.nodesMax)],
      [formatMs(a.msMean), formatMs(b.msMean)],
      [formatMs(a.msMax), formatMs(b.msMax)],
      [fmt(a.moves), fmt(b.moves)],
    ]);
    expect(a.nodesMax).toBe(549_946);
    expect(a.nodesMean).toBeGreaterThan(20 * b.nodesMean);
    expect(screen.getByText(/each position’s search was timed when the player was prepared \(the fastest of two runs/)).toBeInTheDocument();
  });

  it('says which players are not measured, and shows no cost table when neither is', async () => {
    const { clients, createArenaClient } = scriptedClients();
    const { store, user } = renderArena(arenaStore({ createArenaClient }));
    store.getState().setArenaPlayers('minimax-d2', 'perfect');
    await user.click(button('Start match'));
    clients.match!.finishMatch(expectedMatch('minimax-d2', 'perfect', 10, 1));
    const table = await screen.findByRole('table', { name: 'Cost of thinking, per move' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[0])[1]).toBe('—');
    expect(screen.getByText('— Perfect: not measured (only the minimax and alpha-beta players count their nodes).')).toBeInTheDocument();
    store.getState().setArenaPlayers('perfect', 'random');
    await user.click(button('Start match'));
    clients.match!.finishMatch(expectedMatch('perfect', 'random', 10, 1));
    await screen.findByRole('table', { name: /^Perfect against Random/ });
    expect(screen.queryByRole('table', { name: 'Cost of thinking, per move' })).toBeNull();
  });

  it('formats milliseconds for the table', () => {
    expect([formatMs(0), formatMs(0.004), formatMs(0.1234), formatMs(48.25), formatMs(1234.5)]).toEqual(['0', '< 0.01', '0.12', '48.3', '1235']);
  });
});

describe('AI arena: Cancel and the sample game', () => {
  it('Cancel takes Start’s place and focus: Enter stops the match, and the tally so far stays with its sample game', async () => {
    const { clients, createArenaClient } = scriptedClients();
    const { store, user } = renderArena(arenaStore({ createArenaClient }));
    store.getState().setArenaGamesText('1000');
    const start = button('Start match');
    const startBox = start.parentElement;
    start.focus();
    await user.keyboard('{Enter}');
    const cancel = button('Cancel match');
    expect(cancel).toHaveFocus();
    expect(cancel.parentElement).toBe(startBox); // the same place as Start: a second click lands on it
    const partial = { ...expectedMatch('perfect', 'random', 1000, 12345), cancelled: true };
    act(() => clients.match!.matchProgress(partial, 4000));
    expect(screen.getByRole('progressbar', { name: 'Match progress' })).toHaveAttribute('aria-valuenow', '50');
    await user.keyboard('{Enter}');
    expect(clients.match!.cancels).toBe(1);
    expect(store.getState().arenaMatch.status).toBe('cancelled');
    expect(button('Start match')).toHaveFocus();
    expect(button('Replay a sample game on the board')).toBeInTheDocument();
  });

  it('the sample game’s button loads the match’s first game (a moving first) on the board and asks for the explorer', async () => {
    const { clients, createArenaClient } = scriptedClients();
    const { store, user } = renderArena(arenaStore({ createArenaClient }));
    store.getState().setArenaPlayers('rule2', 'minimax-d3');
    await user.click(button('Start match'));
    expect(screen.queryByRole('button', { name: 'Replay a sample game on the board' })).toBeNull(); // not while running
    const result = expectedMatch('rule2', 'minimax-d3', 50, 8);
    clients.match!.finishMatch(result);
    const replay = await screen.findByRole('button', { name: 'Replay a sample game on the board' });
    const moves = result.sample?.moves ?? [];
    expect(moves.length).toBeGreaterThanOrEqual(5);
    expect(replay).toHaveAccessibleDescription(`The match’s first game (Rules, level 2 moving first, ${moves.length} moves), opened in the explorer: step back and forth with Undo and Redo or the move list.`);
    await user.click(replay);
    expect(store.getState().playMoves).toEqual(moves);
    expect(store.getState().tab).toBe('explore');
    expect(store.getState().navigation).toEqual({ to: 'explorer', focus: 'tree' });
    expect(store.getState().tab).toBe('explore');
  });
});
