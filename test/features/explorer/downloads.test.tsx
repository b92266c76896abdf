import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Arena } from '../../../src/features/arena/ui/Arena.tsx';
import { StoreProvider } from '../../../src/components/StoreContext.tsx';
import { runCli } from '../../../src/cli/main.ts';
import { createArenaInlineClient } from '../../../src/worker/arenaClient.ts';
import { arenaStore } from '../arena/helpers.ts';
import { storeWithTree } from '../../store/helpers.ts';
import { renderApp } from '../../components/renderApp.tsx';

/** Catches the files the page saves: name, type and text of each. */
function catchDownloads() {
  const files: { name: string; type: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.set(`blob:${blobs.size}`, b), `blob:${blobs.size - 1}`), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href.replace(/^.*(blob:\d+)$/, '$1')) as Blob;
    files.push({ name: this.download, type: blob.type, blob });
  });
  return files;
}

/** A blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(r.result as string);
    r.readAsText(blob);
  });
}

async function cliOut(...args: string[]): Promise<string> {
  const out: string[] = [];
  await runCli(args, { out: (l) => out.push(l), err: () => {}, errRaw: () => {}, isTTY: false });
  return out.join('\n');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloads from the UI', () => {
  it('the best-move table: the same JSON as the command line’s `table --json`, in both scoring modes', async () => {
    const files = catchDownloads();
    const { store } = storeWithTree();
    renderApp(store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Download the best-move table \(JSON, win \/ draw \/ loss\)/ }));
    await user.click(screen.getByRole('button', { name: /Download the best-move table \(JSON, shortest victory\)/ }));
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['best-moves-wdl.json', 'application/json'],
      ['best-moves-shortest.json', 'application/json'],
    ]);
    expect(await textOf(files[0].blob)).toBe(await cliOut('table', '--json'));
    expect(await textOf(files[1].blob)).toBe(await cliOut('table', '--shortest', '--json'));
  });

  it('an arena result as JSON and CSV once the match is over', async () => {
    const files = catchDownloads();
    const store = arenaStore({ createArenaClient: () => createArenaInlineClient({ progressIntervalMs: 0 }) });
    render(
      <StoreProvider store={store}>
        <Arena />
      </StoreProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /Download the result/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Seed' }), '7');
    const games = screen.getByRole('textbox', { name: 'Games per side' });
    await user.clear(games);
    await user.type(games, '100');
    await user.click(screen.getByRole('button', { name: 'Start match' }));
    await user.click(await screen.findByRole('button', { name: /Download the result \(JSON\)/ }, { timeout: 10000 }));
    await user.click(screen.getByRole('button', { name: /Download the result \(CSV\)/ }));
    const result = store.getState().arenaMatch.result;
    expect(files[0].name).toBe(`match-${result?.a}-vs-${result?.b}-seed7.json`);
    expect(JSON.parse(await textOf(files[0].blob))).toEqual(result);
    const csv = (await textOf(files[1].blob)).trim().split('\r\n').map((l) => l.split(','));
    expect(files[1].type).toBe('text/csv');
    expect(csv[0]).toEqual(['playerA', 'playerB', 'seed', 'gamesPerSide', 'cancelled', 'side', 'games', 'win', 'draw', 'lose', 'winRatio', 'drawRatio', 'loseRatio',
      ...['a', 'b'].flatMap((p) => ['Moves', 'NodesPerMoveMean', 'NodesPerMoveMax', 'MsPerMoveMean', 'MsPerMoveMax', 'Timing'].map((c) => p + c)),
      'sampleMoves',
    ]);
    expect(csv.slice(1).map((r) => r[5])).toEqual(['first', 'second', 'total']);
    expect(csv[3].slice(6, 10).map(Number)).toEqual([result?.total.games, result?.total.win, result?.total.draw, result?.total.lose]);
  });
});
