import type { AppPositions } from '../../src/store/appGame.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { buildPositionTable } from '../../src/tree/positions.ts';
import { createAppStore } from '../../src/store/createAppStore.ts';
import { PROGRESS_SHOW_MS } from '../../src/store/treeSlice.ts';
import { createInlineClient, type TreeClient } from '../../src/worker/client.ts';
import { WorkerFailedError } from '../../src/worker/jobs.ts';
import { SETTINGS_KEY } from '../../src/store/settings.ts';

const failing: TreeClient = {
  kind: 'worker',
  build: () => Promise.reject(new WorkerFailedError('Workers are disabled')),
  cancel: () => undefined,
  dispose: () => undefined,
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('tree slice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('moves the progress bar at most every PROGRESS_SHOW_MS: a quick build re-renders nothing before its tree', () => {
    let clock = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let report: ((p: { phase: 'nodes'; fraction: number }) => void) | undefined;
    const held: TreeClient = { kind: 'worker', build: (o) => ((report = o?.onProgress), new Promise(() => undefined)), cancel: () => undefined, dispose: () => undefined };
    const store = createAppStore({ treeClient: held });
    void store.getState().buildTree();
    const shown: number[] = [];
    store.subscribe((s, prev) => s.treeProgress !== prev.treeProgress && shown.push(s.treeProgress.fraction));
    // 20 reports 10 ms apart: the first 100 ms show nothing, then one update per 100 ms.
    for (let i = 1; i <= 20; i++) {
      clock += 10;
      report?.({ phase: 'nodes', fraction: i / 20 });
    }
    expect(PROGRESS_SHOW_MS).toBe(100);
    expect(shown).toEqual([0.5, 1]);
  });

  it('builds the tree and records timings and source', async () => {
    const store = createAppStore({ treeClient: createInlineClient() });
    expect(store.getState().treeStatus).toBe('idle');
    const p = store.getState().buildTree();
    expect(store.getState().treeStatus).toBe('building');
    await p;
    const s = store.getState();
    expect(s.treeStatus).toBe('ready');
    expect(s.tree?.nodeCount).toBe(549946);
    expect(s.treeSource).toBe('main-thread');
    expect(s.treeProgress.fraction).toBe(1);
    expect(s.treeBuildMs).toBeGreaterThan(0);
  });

  it('asked again for the tree it is building, waits for that build: one tree, so a lab step from the address survives', async () => {
    const client = createInlineClient();
    const build = vi.spyOn(client, 'build');
    const store = createAppStore({ treeClient: client });
    const trees: unknown[] = [];
    store.subscribe((s, prev) => {
      if (s.tree !== prev.tree && s.tree) trees.push(s.tree);
    });
    store.getState().useTreeGame('connect3'); // starts its build
    store.setState({ labFrame: 30 });
    const again = store.getState().buildTree(); // the page's start-up asks too
    await again;
    expect(build).toHaveBeenCalledTimes(1);
    expect(trees).toHaveLength(1);
    expect(store.getState().labFrame).toBe(30);
    // Once built, asking again builds afresh (a retry after an error goes the same way).
    await store.getState().buildTree();
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('holds one full-tree game: another game or an unknown id leaves its tree alone; a table of another game is not taken', async () => {
    const store = createAppStore({ treeClient: createInlineClient() });
    await store.getState().buildTree();
    const tree = store.getState().tree;
    store.getState().playLoad([4, 0]);
    for (const id of ['othello', 'chess', ticTacToe.id]) {
      store.getState().useTreeGame(id);
      const s = store.getState();
      expect(s.tree === tree, id).toBe(true); // the same tree (not compared deep: it has half a million nodes)
      expect({ game: s.treeGameId, status: s.treeStatus, moves: s.playMoves }).toEqual({ game: ticTacToe.id, status: 'ready', moves: [4, 0] });
    }
    const other = createAppStore({ treeClient: failing });
    other.getState().receivePositions({ ...buildPositionTable(ticTacToe), game: { ...ticTacToe, id: 'another' } } as AppPositions);
    expect(other.getState().positions).toBeNull();
  });

  it('is playable before the tree arrives: with the position table alone the AI answers', async () => {
    const held: TreeClient = { kind: 'worker', build: () => new Promise(() => undefined), cancel: () => undefined, dispose: () => undefined };
    const jobs: (() => void)[] = [];
    const store = createAppStore({ treeClient: held, schedule: (f) => (jobs.push(f), () => undefined) });
    void store.getState().buildTree();
    store.getState().receivePositions(buildPositionTable(ticTacToe) as AppPositions);
    expect(store.getState().tree).toBeNull();
    expect(store.getState().treeStatus).toBe('building');
    store.getState().setPlayMode('vs-ai');
    store.getState().playMove(4);
    jobs.shift()?.();
    expect(store.getState().playMoves).toHaveLength(2); // the AI answered
    expect(store.getState().playLastAi?.side).toBe(1);
  });

  it('takes the tree\'s own table once the tree is in hand', async () => {
    const store = createAppStore({ treeClient: createInlineClient() });
    await store.getState().buildTree();
    expect(store.getState().positions).toBe(store.getState().tree?.positions);
  });

  it('falls back to the main thread when the worker fails, and says so', async () => {
    const store = createAppStore({ treeClient: failing, fallbackClient: createInlineClient() });
    await store.getState().buildTree();
    const s = store.getState();
    expect(s.treeStatus).toBe('ready');
    expect(s.treeWorkerError).toBe('Workers are disabled');
    expect(s.treeSource).toBe('main-thread');
  });

  it('reports an error when there is no fallback, and a retry can succeed', async () => {
    let fail = true;
    const flaky: TreeClient = { ...createInlineClient(), build: (o) => (fail ? Promise.reject(new Error('out of memory')) : createInlineClient().build(o)) };
    const store = createAppStore({ treeClient: flaky });
    await store.getState().buildTree();
    expect(store.getState()).toMatchObject({ treeStatus: 'error', treeError: 'out of memory' });
    fail = false;
    await store.getState().buildTree();
    expect(store.getState().treeStatus).toBe('ready');
    expect(store.getState().treeError).toBeNull();
  });
});

describe('settings slice', () => {
  it('defaults to the browser language and remembers a choice', () => {
    const storage = memoryStorage();
    const store = createAppStore({ treeClient: failing, storage, browserLanguages: ['ja-JP', 'en'] });
    expect(store.getState().language).toBe('ja');
    store.getState().setLanguage('en');
    expect(JSON.parse(storage.data.get(SETTINGS_KEY) as string)).toMatchObject({ language: "en" });
    const again = createAppStore({ treeClient: failing, storage, browserLanguages: ['ja-JP'] });
    expect(again.getState().language).toBe('en');
  });

  it.each(['{not json', '[]', '"en"', '{"language":"klingon"}', 'null'])('ignores corrupt stored settings %j and restores defaults', (raw) => {
    const storage = memoryStorage({ [SETTINGS_KEY]: raw });
    const store = createAppStore({ treeClient: failing, storage, browserLanguages: ['fr-FR'] });
    expect(store.getState().language).toBe('en');
    expect(store.getState().settingsDiscarded).toBe(true);
  });

  it('survives a storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    const store = createAppStore({ treeClient: failing, storage });
    expect(store.getState().language).toBe('en');
    expect(() => store.getState().setLanguage('ja')).not.toThrow();
    expect(store.getState().language).toBe('ja');
  });
});
