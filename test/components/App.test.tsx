import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/components/App.tsx';
import { StoreProvider } from '../../src/components/StoreContext.tsx';
import { createAppStore, type AppStore } from '../../src/store/createAppStore.ts';
import { createInlineClient, type TreeClient } from '../../src/worker/client.ts';
import { WorkerFailedError } from '../../src/worker/jobs.ts';

function renderApp(store: AppStore) {
  return render(
    <StoreProvider store={store}>
      <App />
    </StoreProvider>,
  );
}

describe('app shell', () => {
  it('shows a progress bar while building, then the summary of the tree', async () => {
    const store = createAppStore({ treeClient: createInlineClient(), browserLanguages: ['en-US'] });
    const building = store.getState().buildTree();
    renderApp(store);
    const bar = screen.getByRole('progressbar', { name: 'Build progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await building;
    // The summary follows the explorer in a deferred render.
    expect(await screen.findByTestId('node-count', {}, { timeout: 10_000 })).toHaveTextContent('549,946');
    expect(screen.getByTestId('root-value')).toHaveTextContent('0 draw');
    expect(screen.getByTestId('build-time')).toHaveTextContent(/\d+ ms/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Minimax Explorer');
  });

  it('switches to Japanese and back', async () => {
    const store = createAppStore({ treeClient: createInlineClient(), browserLanguages: ['en-US'] });
    await store.getState().buildTree();
    renderApp(store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ミニマックス・エクスプローラー');
    expect(screen.getByTestId('root-value')).toHaveTextContent('引き分け');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Minimax Explorer');
  });

  it('offers a retry when the build fails, and recovers', async () => {
    let fail = true;
    const client: TreeClient = { ...createInlineClient(), build: (o) => (fail ? Promise.reject(new WorkerFailedError('worker crashed')) : createInlineClient().build(o)) };
    const store = createAppStore({ treeClient: client, browserLanguages: ['en'] });
    await store.getState().buildTree();
    renderApp(store);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The game tree could not be built: \u2068worker crashed\u2069');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    // The retry builds on this thread (the inline client): slow on a busy machine.
    expect(await screen.findByTestId('node-count', {}, { timeout: 10_000 })).toHaveTextContent('549,946');
  });
});

describe('the header’s line under the name', () => {
  it('says what the shown game is: the complete tree, a depth-limited AI, or a game’s own line (Connect Four is solved)', async () => {
    const store = createAppStore({ treeClient: createInlineClient(), browserLanguages: ['en-US'] });
    await store.getState().buildTree();
    renderApp(store);
    const tagline = () => document.querySelector('.app-header .tagline')?.textContent;
    expect(tagline()).toBe('The complete game tree of Tic-tac-toe, solved by minimax');
    store.getState().chooseGame('othello');
    await expect.poll(tagline).toBe('Othello: a depth-limited AI and its search tree');
    store.getState().chooseGame('connect4');
    await expect.poll(tagline).toBe('Connect Four (7×6): solved by search, one position at a time');
    store.getState().chooseGame('connect4-4x4');
    await expect.poll(tagline).toBe('Connect Four 4×4: every position solved, by a table built once');
    await userEvent.setup().click(screen.getByRole('button', { name: '日本語' }));
    await expect.poll(tagline).toBe('四目並べ 4×4：全局面を一度の表づくりで解く');
  });
});
