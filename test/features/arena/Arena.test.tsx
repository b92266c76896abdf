import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ticBoard } from '../../helpers/store.ts';
import { createArenaInlineClient } from '../../../src/worker/arenaClient.ts';
import { arenaStore, expectedMatch, scriptedClients } from './helpers.ts';
import { button, renderArena } from './renderArena.tsx';
import { untimed } from '../../helpers/matchResult.ts';
import { loadGame } from '../../../src/games/index.ts';

const inline = () => createArenaInlineClient({ progressIntervalMs: 0 });

const numberIn = (cell: HTMLElement) => Number((cell.textContent ?? '').split(/\s/)[0].replace(/,/g, ''));

describe('AI arena: matches', () => {
  it('plays a match between the chosen players: progress bar, then the table from the first player’s view', async () => {
    // The job starts when the test says so, so the running state can be seen without racing it.
    const queued: (() => void)[] = [];
    const held = () => createArenaInlineClient({ progressIntervalMs: 0, defer: (f) => queued.push(f) });
    const { store, user } = renderArena(arenaStore({ createArenaClient: held }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'First player' }), 'Minimax (depth-limited)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'First player: Depth' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Opponent' }), 'Rules, level 3');
    expect(screen.getByText('Looks 2 moves ahead with plain minimax, judges unfinished positions by open lines, and plays at random among the best.')).toBeInTheDocument();
    const games = screen.getByRole('textbox', { name: 'Games per side' });
    await user.clear(games);
    await user.type(games, '2000');
    expect(screen.getByText('4,000 games in all')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Seed' }), '5');
    await user.click(button('Start match'));

    expect(screen.getByRole('progressbar', { name: 'Match progress' })).toBeInTheDocument();
    expect(button('Cancel match')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Opponent' })).toBeDisabled();
    act(() => queued.splice(0).forEach((f) => f()));
    // 4,000 games run inline here: on a loaded machine that takes seconds, so the wait is long (it asserts no speed).
    await screen.findByRole('button', { name: 'Start match' }, { timeout: 30_000 });

    const bar = screen.getByRole('progressbar', { name: 'Match progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^100%: 4,000 of 4,000 games, \d\d:\d\d elapsed, 00:00 left, .+ games per second$/);
    const table = screen.getByRole('table', { name: /^Minimax, depth 2 against Rules, level 3: 2,000 games per side, seed 5\. Results for Minimax, depth 2\./ });
    const expected = expectedMatch('minimax-d2', 'rule3', 2000, 5);
    expect(untimed(store.getState().arenaMatch.result ?? undefined)).toEqual(untimed(expected));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['as o (first)', 'as x (second)', 'Total']);
    for (const [row, data] of [
      [rows[0], expected.asFirst],
      [rows[1], expected.asSecond],
      [rows[2], expected.total],
    ] as const) {
      const cells = within(row).getAllByRole('cell');
      expect(cells.slice(0, 4).map(numberIn)).toEqual([data.win, data.lose, data.draw, data.games]);
      expect(cells[0]).toHaveTextContent(`${(data.winRatio * 100).toFixed(1)}%`);
      expect(within(row).getByRole('img').getAttribute('aria-label')).toMatch(/: win [\d.]+%, draw [\d.]+%, lose [\d.]+%$/);
    }
    // Totals add up, across rows and across columns.
    const total = within(rows[2]).getAllByRole('cell').slice(0, 4).map(numberIn);
    expect(total[0] + total[1] + total[2]).toBe(4000);
    expect(total[3]).toBe(4000);
    expect(numberIn(within(rows[0]).getAllByRole('cell')[0]) + numberIn(within(rows[1]).getAllByRole('cell')[0])).toBe(total[0]);
    expect(screen.getByText('Bars from the first player’s point of view:')).toBeInTheDocument();
  });

  it('cancel shows “cancelled” with the partial table at once', async () => {
    const { clients, createArenaClient } = scriptedClients();
    const { store, user } = renderArena(arenaStore({ createArenaClient }));
    const games = screen.getByRole('textbox', { name: 'Games per side' });
    await user.clear(games);
    await user.type(games, '1000');
    await user.click(button('Start match'));
    expect(screen.getByRole('progressbar', { name: 'Match progress' })).toHaveAttribute('aria-valuetext', 'Preparing the players…');
    const full = expectedMatch('perfect', 'random', 1000, 12345);
    const half = { ...full, cancelled: true, asSecond: { ...full.asSecond, games: 0, win: 0, lose: 0, draw: 0, winRatio: 0, loseRatio: 0, drawRatio: 0 }, total: { ...full.asFirst, side: 'total' as const } };
    clients.match!.matchProgress(half, 2000);
    expect(await screen.findByRole('table', { name: /\(so far\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Match progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('1,000 of 2,000 games · 00:01 so far, about 00:01 left · 1.00k games a second')).toBeInTheDocument();

    await user.click(button('Cancel match'));
    expect(clients.match!.cancels).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled after 1,000 of 2,000 games.');
    expect(screen.getByRole('table', { name: /\(the games played before the cancel\)$/ })).toBeInTheDocument();
    expect(button('Start match')).toBeEnabled();
    expect(store.getState().arenaMatch.status).toBe('cancelled');
  });

  it('explains a bad number of games inline and does not start', async () => {
    const { store, user } = renderArena(arenaStore({ createArenaClient: inline }));
    const games = screen.getByRole('textbox', { name: 'Games per side' });
    await user.clear(games);
    await user.type(games, 'lots');
    expect(screen.getByRole('alert')).toHaveTextContent('Use whole numbers only (the digits 0–9).');
    expect(games).toHaveAttribute('aria-invalid', 'true');
    expect(games).toHaveAccessibleDescription('Use whole numbers only (the digits 0–9).');
    expect(button('Start match')).toBeDisabled();
    await user.clear(games);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number.');
    await user.type(games, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('The smallest allowed number is 1.');
    await user.clear(games);
    await user.type(games, '5000000000');
    expect(screen.getByRole('alert')).toHaveTextContent('The largest allowed number is 1,000,000,000.');
    await user.type(games, '{Enter}');
    expect(store.getState().arenaMatch.status).toBe('idle');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.clear(games);
    await user.type(games, '10');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Start match')).toBeEnabled();
  });

  it('shows a refused match as an error message', async () => {
    const { store, user } = renderArena(arenaStore({ createArenaClient: inline }));
    store.getState().setArenaPlayers('perfect', 'nobody');
    await user.click(button('Start match'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^It could not run: \u2068unknown player "nobody"/);
  });

  it('notes a worker failure', () => {
    const store = arenaStore({ createArenaClient: inline });
    store.setState({ arenaWorkerError: 'no workers here' });
    renderArena(store);
    expect(screen.getByRole('status')).toHaveTextContent('The arena worker failed (\u2068no workers here\u2069), so matches and checks now run on this page');
  });
});

describe('AI arena: strong-solve check', () => {
  it('lists the failing positions of random; clicking one opens it in the explorer', async () => {
    const { store, user } = renderArena(arenaStore({ createArenaClient: inline }));
    expect(screen.getByRole('combobox', { name: 'Player' })).toHaveDisplayValue('Random');
    await user.click(button('Start check'));
    expect(screen.getByRole('progressbar', { name: 'Check progress' })).toBeInTheDocument();
    const verdict = await screen.findByText(/^Failed: Random is not strongly solved\./, undefined, { timeout: 60_000 }); // the check takes 0.3-1.7 s on a loaded 2-core machine, over 10 s beside the browser tests at load 13 (npm test)
    expect(verdict).toHaveTextContent('Failed: Random is not strongly solved. In 3,191 of 4,520 unfinished positions it may play a move that is not best.');
    const list = screen.getByRole('list', { name: 'Failing positions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 3,191. Click a position to open it in the explorer and on the board.')).toBeInTheDocument();
    await user.click(button('Show 50 more'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);

    const first = within(list).getByRole('button', { name: 'o........ x to move Not best: 1, 2, 3, 5, 6, 7, 8 Best: 4' });
    expect(first).toHaveAccessibleDescription('Showing 100 of 3,191. Click a position to open it in the explorer and on the board.');
    expect(first).toHaveTextContent('Not best: 1, 2, 3, 5, 6, 7, 8');
    expect(first).toHaveTextContent('Best: 4');
    const deeper = store.getState().arenaSolve.failures[80];
    await user.click(within(list).getByRole('button', { name: new RegExp(`^${deeper.notation.replace(/\./g, '\\.')} `) }));
    expect(ticBoard(store.getState().playMoves)).toBe(deeper.key);
    expect(store.getState().navigation).toEqual({ to: 'explorer', focus: 'tree' });
    expect(store.getState().tab).toBe('explore');
  });

  it('says in plain words that perfect passes', async () => {
    const { user } = renderArena(arenaStore({ createArenaClient: inline }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player' }), 'Perfect');
    await user.click(button('Start check'));
    expect(await screen.findByText(/^Passed:/, undefined, { timeout: 30_000 })).toHaveTextContent('Passed: Perfect is strongly solved. It plays a best move in all 4,520 unfinished positions.');
    expect(screen.queryByRole('list', { name: 'Failing positions' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Check progress' })).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('AI arena in Japanese', () => {
  it('uses the series’ vocabulary', async () => {
    const store = arenaStore({ createArenaClient: inline });
    store.getState().setLanguage('ja');
    store.getState().setArenaGamesText('100');
    const { user } = renderArena(store);
    await user.click(button('対戦開始'));
    const table = await screen.findByRole('table');
    await screen.findByRole('button', { name: '対戦開始' });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['先手 〇', '後手 ×', '合計']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['先の AI の手番', '勝ち', '負け', '引き分け', '対戦数', '勝ち / 引き分け / 負け']);
    expect(screen.getByRole('combobox', { name: 'AI' })).toHaveDisplayValue('ランダム');
    expect(screen.getByRole('heading', { name: '強解決の検査' })).toBeInTheDocument();
  });
});

describe('AI arena of a searched game', () => {
  it('offers its search players at a depth with an evaluation, plays a match from random openings, and has no strong-solve check', async () => {
    await loadGame('othello');
    const store = arenaStore({ createArenaClient: inline });
    act(() => store.getState().arenaGameChanged('othello'));
    const { user } = renderArena(store);
    expect(screen.queryByRole('heading', { name: 'Strong-solve check' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start check' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'First player' })).toHaveValue('alphabeta');
    expect(screen.getByRole('combobox', { name: 'First player: Evaluation' })).toHaveValue('weights');
    expect(screen.getByRole('combobox', { name: 'Opponent: Evaluation' })).toHaveValue('discs');
    expect(screen.getByRole('combobox', { name: 'First player: Depth' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Random opening moves' })).toHaveValue('4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'First player: Depth' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Opponent: Depth' }), '1');
    expect(store.getState().arenaPlayerA).toBe('alphabeta-d1-weights');
    const games = screen.getByRole('textbox', { name: 'Games per side' });
    await user.clear(games);
    await user.type(games, '1');
    await user.click(button('Start match'));
    // The match table (its caption names the players); the cost table beside it comes with the result.
    await screen.findByRole('button', { name: 'Start match' }, { timeout: 30_000 });
    const table = screen.getByRole('table', { name: /against/ });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['as Black (first)', 'as White (second)', 'Total']);
    expect(document.getElementById(table.getAttribute('aria-labelledby') ?? '')?.textContent).toMatch(/^Alpha-beta, depth 1, square weights against Alpha-beta, depth 1, discs: 1 game per side, seed 12345\. Results for Alpha-beta, depth 1, square weights\. Each game opens with 4 random moves\./);
    // No sample game to open: the explorer holds full-tree games only.
    expect(screen.queryByRole('button', { name: 'Replay a sample game on the board' })).toBeNull();
  });
});
