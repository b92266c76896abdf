/**
 * "Hide values" (predict first): every element that carries a value, listed
 * in `HIDDEN_ELEMENTS`, is probed here in the running app: shown with the
 * switch off, hidden with it on, one node revealed (by key, as a click does)
 * shows that node's only, "Reveal all" shows everything, hiding again hides
 * everything again. The canvases are read through a recording 2D context.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeSearchPort, storeWithTree } from '../../store/helpers.ts';
import { renderApp } from '../../components/renderApp.tsx';
import type { AppStore } from '../../../src/store/createAppStore.ts';
import { selectHideValues } from '../../../src/features/hide/state/hideSlice.ts';
import { selectLabRun } from '../../../src/features/lab/state/labSlice.ts';
import { ticBoard } from '../../helpers/store.ts';
import { labKey, positionKey } from '../../../src/view/hideValues.ts';
import { HIDDEN_ELEMENTS } from '../../helpers/hideValues.ts';
import { MIX_RGB } from '../../../src/view/colors.ts';
import { VALUE_BACKGROUND } from '../../../src/view/colors.ts';
import { DOT_FILL } from '../../../src/view/shapes.ts';
import { pathKey } from '../../../src/view/labPath.ts';
import type { LabFrames } from '../../../src/view/labFrames.ts';
import { positionOf } from '../../../src/tree/positions.ts';
import { nodeByMoves } from '../../../src/tree/query.ts';
import { gameById } from '../../../src/games/index.ts';
import { othelloModule } from '../../../src/games/othello/index.ts';
import { searchValueContext } from '../../../src/view/searchValue.ts';
import { gameWords } from '../../../src/i18n/gameWords.ts';
import { NodeTooltip } from '../../../src/features/explorer/ui/NodeTooltip.tsx';
import { StoreProvider, useAppStore } from '../../../src/components/StoreContext.tsx';
import { SearchTreeNav } from '../../../src/features/play/ui/SearchTreeNav.tsx';
import { RecordingContext } from '../../helpers/recordingCanvas.ts';
import type { SearchTree } from '../../../src/view/searchTreeSource.ts';

/** A CPU search tree of a root and two children (values +3 chosen, -2), as much of one as its navigation reads. */
const FAKE_SEARCH_TREE = {
  root: 0,
  pathTo: (n: number) => (n === 0 ? [] : [n === 1 ? 19 : 26]),
  value: (n: number) => [3, 3, -2][n],
  childCount: (n: number) => (n === 0 ? 2 : 0),
  child: (_n: number, k: number) => k + 1,
  parent: (n: number) => (n === 0 ? -1 : 0),
  move: (n: number) => [-1, 19, 26][n],
  moveName: (n: number) => ['', 'b:d3', 'b:c4'][n],
  firstToMove: (n: number) => n === 0,
  chosen: (n: number) => n === 1,
  pruned: () => false,
} as unknown as SearchTree<unknown>;

const recorders = new Map<HTMLCanvasElement, RecordingContext>();
const noCanvas = HTMLCanvasElement.prototype.getContext;
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    let r = recorders.get(this);
    if (!r) recorders.set(this, (r = new RecordingContext()));
    return r;
  } as unknown as HTMLCanvasElement['getContext'];
});
afterAll(() => {
  HTMLCanvasElement.prototype.getContext = noCanvas;
});

const recorderOf = (selector: string): RecordingContext => {
  const canvas = document.querySelector<HTMLCanvasElement>(selector);
  const r = canvas && recorders.get(canvas);
  if (!r) throw new Error(`no painted canvas ${selector}`);
  return r;
};
const VALUE_COLOURS = new Set<string>([VALUE_BACKGROUND.firstWin, VALUE_BACKGROUND.draw, VALUE_BACKGROUND.secondWin, DOT_FILL.firstWin, DOT_FILL.draw, DOT_FILL.secondWin]);
/** The play board's cell n by its role and accessible name, looked for inside the board: a query over the whole app costs ~0.2 s in jsdom, and the probes ask for 8 cells at a time. */
const cell = (n: number) => within(document.querySelector<HTMLElement>('.playable-board') ?? document.body).getByRole('button', { name: new RegExp(`^Cell ${n},`) });
const keyOfMoves = (store: AppStore, moves: number[]) => {
  const positions = store.getState().positions;
  if (!positions) throw new Error('no positions');
  return positionKey(positionOf(positions, ticBoard(moves)));
};

/** The app's hover card, reading the switch from the store as the explorer passes it. */
function Hover({ node }: { node: number }) {
  const hide = useAppStore(selectHideValues);
  const tree = useAppStore((s) => s.tree);
  return tree ? <NodeTooltip tree={tree} node={node} mode="wdl" hide={hide} lang="en" x={0} y={0} /> : null;
}

/** How to show an element, how many of its values are visible now, and the key of one node to reveal. */
interface Probe {
  readonly prepare: (store: AppStore, flush: () => void) => Promise<void>;
  readonly count: () => number;
  readonly oneKey: (store: AppStore) => string;
}

const playAt = (moves: number[]) => async (store: AppStore) => {
  store.getState().playLoad(moves);
  renderApp(store);
  await screen.findByTestId('play-status');
};
const explorerAt = (moves: number[]) => async (store: AppStore) => {
  store.getState().playLoad(moves);
  renderApp(store);
  await screen.findByRole('tree');
};
/**
 * How long a lazily loaded screen (the lab, the overview, a searched game) may take to appear: its first import in a
 * jsdom worker transforms its modules, seconds alone but past 10 s when `npm test` runs this lane at a lower priority
 * on a loaded machine (the lab's probe once failed so). Only a hang should fail here.
 */
const LAZY_SCREEN_MS = 60_000;
const treeItems = () => within(screen.getByRole('tree')).getAllByRole('treeitem').map((el) => el.querySelector('span')?.textContent ?? '');

/** The alpha-beta lab at its first step that returns a node's value. */
async function labAtExit(store: AppStore) {
  store.getState().playLoad([4, 0, 8, 2, 6]);
  store.getState().setTab('lab');
  store.getState().setLabAlgorithm('alphabeta');
  renderApp(store);
  await waitFor(() => expect(document.querySelector('.lab-node')).not.toBeNull(), { timeout: LAZY_SCREEN_MS });
  const run = selectLabRun(store.getState());
  if (run.kind !== 'ready') throw new Error('the lab has no run');
  act(() => store.getState().setLabFrame(firstExit(run.frames)));
}
/** The index of the first step that returns a node's value. */
function firstExit(frames: LabFrames): number {
  for (let i = 0; i < frames.length; i++) if (frames.at(i).caption.kind === 'exit') return i;
  throw new Error('no exit step');
}
function exitNodeKey(store: AppStore): string {
  const run = selectLabRun(store.getState());
  if (run.kind !== 'ready') throw new Error('the lab has no run');
  const frame = run.frames.at(firstExit(run.frames));
  return labKey(run.tree, pathKey(run.tree.nodes[frame.caption.node].moves));
}

const PROBES: Record<(typeof HIDDEN_ELEMENTS)[number]['id'], Probe> = {
  'status-verdict': {
    prepare: playAt([4, 1]),
    count: () => (/with best play/.test(screen.getByTestId('play-status').textContent ?? '') ? 1 : 0),
    oneKey: (store) => keyOfMoves(store, [4, 1]),
  },
  'hint-tint': {
    prepare: playAt([4]),
    count: () => [0, 1, 2, 3, 5, 6, 7, 8].filter((c) => /hint-/.test(cell(c).className)).length,
    oneKey: (store) => keyOfMoves(store, [4, 1]),
  },
  'hint-number': {
    prepare: playAt([4]),
    count: () => [0, 1, 2, 3, 5, 6, 7, 8].filter((c) => screen.queryByTestId(`hint-value-${c}`) !== null).length,
    oneKey: (store) => keyOfMoves(store, [4, 1]),
  },
  'hint-best-dot': {
    prepare: playAt([4]),
    count: () => document.querySelectorAll('.playable-board .best-dot').length,
    oneKey: (store) => keyOfMoves(store, [4, 0]),
  },
  'ai-line-value': {
    prepare: async (store, flush) => {
      store.getState().setPlayMode('vs-ai');
      renderApp(store);
      fireEvent.click(await screen.findByRole('button', { name: /^Cell 0,/ }));
      act(() => flush());
      await screen.findByTestId('ai-line');
    },
    count: () => (/\(value [+−-]?\d\)/.test(screen.getByTestId('ai-line').textContent ?? '') ? 1 : 0),
    oneKey: (store) => keyOfMoves(store, [0, 4]),
  },
  'explorer-label': {
    prepare: explorerAt([4]),
    count: () => recorderOf('canvas.tree-canvas').texts.filter((text) => text !== '?').length,
    oneKey: (store) => keyOfMoves(store, [4, 1]),
  },
  'explorer-colour': {
    prepare: explorerAt([4]),
    count: () => recorderOf('canvas.tree-canvas').fills.filter((f) => VALUE_COLOURS.has(f)).length,
    oneKey: (store) => keyOfMoves(store, [4, 1]),
  },
  'explorer-best-edge': {
    prepare: explorerAt([4]),
    count: () => recorderOf('canvas.tree-canvas').edges.get('#334155') ?? 0,
    oneKey: (store) => keyOfMoves(store, [4, 0]),
  },
  'info-panel-value': {
    prepare: explorerAt([4, 1]),
    // The value in both scorings (one node: both show together).
    count: () => ([...within(screen.getByTestId('info-panel')).getAllByRole('definition')].some((dd) => /^[+−-]?\d+ · /.test(dd.textContent ?? '')) ? 1 : 0),
    oneKey: (store) => keyOfMoves(store, [4, 1]),
  },
  'info-panel-best': {
    prepare: explorerAt([4]),
    count: () => [...within(screen.getByTestId('info-panel')).getAllByRole('definition')].filter((dd) => /^\d(, \d)+$/.test(dd.textContent ?? '')).length,
    oneKey: (store) => keyOfMoves(store, [4]),
  },
  'hover-value': {
    prepare: async (store) => {
      const tree = store.getState().tree;
      if (!tree) throw new Error('no tree');
      render(
        <StoreProvider store={store}>
          <Hover node={nodeByMoves(tree, [4, 1])} />
        </StoreProvider>,
      );
      await screen.findByRole('tooltip');
    },
    count: () => (/\): [+−-]?\d+ · /.test(screen.getByRole('tooltip').textContent ?? '') ? 1 : 0),
    oneKey: (store) => keyOfMoves(store, [4, 1]),
  },
  'summary-root-value': {
    prepare: explorerAt([]),
    count: () => (/^0 draw$/.test(screen.getByTestId('root-value').textContent ?? '') ? 1 : 0),
    oneKey: (store) => keyOfMoves(store, []),
  },
  'accessible-value': {
    prepare: explorerAt([4]),
    count: () => treeItems().filter((name) => /\([+−-]?\d\)/.test(name)).length,
    oneKey: (store) => keyOfMoves(store, [4, 1]),
  },
  'accessible-best': {
    prepare: explorerAt([4]),
    count: () => treeItems().filter((name) => /best move/.test(name)).length,
    oneKey: (store) => keyOfMoves(store, [4, 0]),
  },
  'lab-value': {
    prepare: async (store) => {
      store.getState().playLoad([4, 0, 8, 2, 6]);
      store.getState().setTab('lab');
      renderApp(store);
      await waitFor(() => expect(document.querySelector('.lab-node')).not.toBeNull(), { timeout: LAZY_SCREEN_MS });
      act(() => store.getState().setLabFrame(Infinity));
    },
    // Badges drawn, and values in the nodes' names (a screen reader's).
    count: () => document.querySelectorAll('.lab-node .lab-badge').length + [...document.querySelectorAll('.lab-node')].filter((g) => /value (at (most|least) )?[+−-]?\d/.test(g.getAttribute('aria-label') ?? '')).length,
    oneKey: (store) => {
      const run = selectLabRun(store.getState());
      if (run.kind !== 'ready') throw new Error('the lab has no run');
      return labKey(run.tree, pathKey(run.tree.nodes[1].moves));
    },
  },
  'lab-caption': {
    prepare: labAtExit,
    count: () => (/what do you predict/.test(document.querySelector('.lab-caption')?.textContent ?? '') ? 0 : 1),
    oneKey: exitNodeKey,
  },
  'lab-case-value': {
    prepare: labAtExit,
    count: () => document.querySelectorAll('.lab-now').length,
    oneKey: exitNodeKey,
  },
  'overview-colour': {
    prepare: async (store) => {
      store.getState().showPicture('overview');
      renderApp(store);
      await waitFor(() => expect(recorderOf('canvas.overview-canvas').image).not.toBeNull(), { timeout: LAZY_SCREEN_MS });
    },
    count: () => {
      const image = recorderOf('canvas.overview-canvas').image;
      if (!image) return 0;
      let n = 0;
      for (let i = 0; i < image.data.length; i += 4) if (MIX_RGB.some(([r, g, b]) => image.data[i] === r && image.data[i + 1] === g && image.data[i + 2] === b)) n++;
      return n;
    },
    oneKey: (store) => keyOfMoves(store, [4]),
  },
  'search-tree-value': {
    prepare: async (store) => {
      render(
        <StoreProvider store={store}>
          <SearchTreeNav tree={FAKE_SEARCH_TREE} version={0} focus={0} sideWords={['Black', 'White']} valueWords={searchValueContext(gameWords(othelloModule, 'en'), 'discs', 1, 'en')} />
        </StoreProvider>,
      );
      await screen.findByRole('navigation');
    },
    // The focus's value, each child's value and the chosen line's mark.
    count: () => {
      const nav = screen.getByRole('navigation');
      const values = (nav.textContent ?? '').match(/[+−-]\d/g) ?? [];
      return values.length + (/chosen line/.test(nav.textContent ?? '') ? 1 : 0);
    },
    oneKey: () => 'searched:tree:1',
  },
  'search-value': {
    prepare: async (store) => {
      store.getState().chooseGame('othello');
      store.getState().playUpdateSearch({ aiSides: 'none' });
      renderApp(store);
      await screen.findByRole('grid', { name: 'Othello board' }, { timeout: LAZY_SCREEN_MS });
      store.getState().playAiNow();
      const othello = gameById('othello');
      if (!othello) throw new Error('othello is not registered');
      await act(async () => searcher.asked[searcher.asked.length - 1].answer({ move: othello.parseMoves('f5').moves[0], value: 3, nodes: 10, depth: 4 }));
      await screen.findByTestId('searched-line');
    },
    count: () => (/\b3 discs?\b|\+3/.test(screen.getByTestId('searched-line').textContent ?? '') ? 1 : 0),
    oneKey: () => 'searched:last',
  },
};

let searcher = fakeSearchPort();

describe('hide values: every value-bearing element', () => {
  it('has a probe for every listed element (a new element is listed here or the list fails)', () => {
    expect(Object.keys(PROBES).sort()).toEqual(HIDDEN_ELEMENTS.map((e) => e.id).sort());
  });

  it.each(HIDDEN_ELEMENTS)('$id: shown when off, hidden when on, revealed one by one (per node) or all, hidden again', async ({ id, perNode }) => {
    searcher = fakeSearchPort();
    const { store, flush } = storeWithTree({ deps: { search: searcher.port } });
    const probe = PROBES[id];
    await probe.prepare(store, flush);
    const s = () => store.getState();
    const shown = probe.count();
    expect(shown, 'values shown with the switch off').toBeGreaterThan(0);
    act(() => s().setHideValues(true));
    expect(probe.count(), 'hidden with the switch on').toBe(0);
    act(() => s().revealValue(probe.oneKey(store)));
    if (perNode) {
      const one = probe.count();
      expect(one, 'the revealed node shows').toBeGreaterThan(0);
      if (shown > 1) expect(one, 'and only it').toBeLessThan(shown);
    } else expect(probe.count(), 'marks of many values wait for "Reveal all"').toBe(0);
    act(() => s().revealAllValues());
    expect(probe.count(), 'Reveal all shows everything').toBe(shown);
    act(() => s().setHideValues(true));
    expect(probe.count(), 'hiding again hides everything').toBe(0);
    act(() => s().setHideValues(false));
    expect(probe.count()).toBe(shown);
  });
});

describe('hide values: the switch, clicks and keys', () => {
  it('the header switch hides, "Reveal all" shows; a click on a hidden board reveals it, a second click goes there', async () => {
    const { store } = storeWithTree();
    store.getState().playLoad([4]);
    renderApp(store);
    const toggle = await screen.findByRole('button', { name: /Hide values/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().settings.hideValues).toBe(true);
    expect(screen.getByTestId('play-status')).toHaveTextContent('x to move · value hidden');
    expect(screen.getByText(/click a board \(or press Enter\) to show its value/)).toBeInTheDocument();
    // Each hidden value is a "?" on the canvas: something to predict.
    const marks = recorderOf('canvas.tree-canvas').texts;
    expect(marks.length).toBeGreaterThan(1);
    expect(new Set(marks)).toEqual(new Set(['?']));
    // The accessible tree: Enter on a hidden child reveals it; Enter again goes there.
    const tree = screen.getByRole('tree');
    fireEvent.keyDown(tree, { key: 'ArrowDown' }); // o:4 → its first child x:0
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(store.getState().playMoves).toEqual([4]);
    expect(store.getState().hideRevealed.has(keyOfMoves(store, [4, 0]))).toBe(true);
    expect(treeItems().filter((n) => /draw \(0\)/.test(n))).toHaveLength(1);
    expect(screen.getByTestId('reveal-announce')).toHaveTextContent(/^Shown: .*draw \(0\)/);
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(store.getState().playMoves).toEqual([4, 0]);
    screen.getByRole('button', { name: 'Reveal all' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(screen.getByTestId('play-status')).toHaveTextContent('o to move · draw with best play');
    expect(screen.getByRole('button', { name: 'Reveal all' })).toBeDisabled();
    expect(toggle).toHaveFocus(); // focus is never lost
    fireEvent.click(toggle);
    expect(screen.queryByRole('button', { name: 'Reveal all' })).toBeNull();
  });

  it('in presentation mode H hides and shows the values (outside it, H is the page’s own); the presenter help names the key', async () => {
    const { store } = storeWithTree();
    store.getState().setPresent(true);
    renderApp(store);
    await screen.findByTestId('play-status');
    expect(screen.getByRole('button', { name: /Present/ })).toHaveAttribute('title', expect.stringContaining('H hides the values'));
    fireEvent.keyDown(document.body, { key: 'h' });
    expect(store.getState().settings.hideValues).toBe(true);
    expect(screen.getByTestId('play-status')).toHaveTextContent('value hidden');
    // H with focus on "Reveal all": the button goes, focus goes to the switch.
    const revealAll = screen.getByRole('button', { name: 'Reveal all' });
    revealAll.focus();
    fireEvent.keyDown(revealAll, { key: 'H' });
    expect(store.getState().settings.hideValues).toBe(false);
    expect(screen.queryByRole('button', { name: 'Reveal all' })).toBeNull();
    expect(screen.getByRole('button', { name: /Hide values/ })).toHaveFocus();
    act(() => store.getState().setPresent(false));
    fireEvent.keyDown(document.body, { key: 'h' });
    expect(store.getState().settings.hideValues).toBe(false);
  });

  it('in Japanese the switch and the status line say it in Japanese', async () => {
    const { store } = storeWithTree();
    store.getState().setLanguage('ja');
    store.getState().setHideValues(true);
    renderApp(store);
    expect(await screen.findByRole('button', { name: /評価値を隠す/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('play-status')).toHaveTextContent('評価値は非表示');
    expect(screen.getByRole('button', { name: 'すべて表示' })).toBeInTheDocument();
  });
});
