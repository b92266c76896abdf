import { describe, expect, it } from 'vitest';
import { selectLabComparison, selectLabFrameIndex, selectLabRun, type LabReady } from '../../../src/features/lab/state/labSlice.ts';
import { storeWithTree } from '../../store/helpers.ts';

// o x o / x x o / . . .  (o to move, 3 empty cells): 11 nodes, 27 minimax steps.
const SMALL = [0, 1, 2, 3, 5, 4];

function small() {
  const { store } = storeWithTree();
  store.getState().playLoad(SMALL);
  return store;
}
const frames = (s: ReturnType<typeof small>) => (selectLabRun(s.getState()) as LabReady).frames;

describe('lab slice', () => {
  it('starts paused at frame 0 with minimax, and derives a stable run', () => {
    const store = small();
    const s = store.getState();
    expect(s.labPlaying).toBe(false);
    expect(s.labFrame).toBe(0);
    expect(s.labAlgorithm).toBe('minimax');
    const run = selectLabRun(s);
    expect(run.kind).toBe('ready');
    expect(selectLabRun(store.getState())).toBe(run);
    expect(frames(store)).toHaveLength(28);
    expect((run as LabReady).value).toBe(1);
  });

  it('keeps a run per store: two stores sharing one tree, asked in turn, each get their own run back unchanged', () => {
    const a = small();
    const { store: b } = storeWithTree();
    b.getState().playLoad([4, 0, 8, 2, 6]);
    const runA = selectLabRun(a.getState());
    const runB = selectLabRun(b.getState());
    expect(runB).not.toBe(runA);
    expect(selectLabRun(a.getState())).toBe(runA);
    expect(selectLabRun(b.getState())).toBe(runB);
  });

  it('steps within the frames and pauses on a manual step', () => {
    const store = small();
    store.getState().stepLab(-1);
    expect(store.getState().labFrame).toBe(0);
    store.getState().setLabPlaying(true);
    store.getState().stepLab(1);
    expect(store.getState()).toMatchObject({ labFrame: 1, labPlaying: false });
    store.getState().setLabFrame(1000);
    expect(store.getState().labFrame).toBe(27);
    store.getState().stepLab(1);
    expect(store.getState().labFrame).toBe(27);
  });

  it('plays by ticks, stops at the end, and replays from the start', () => {
    const store = small();
    store.getState().tickLab();
    expect(store.getState().labFrame).toBe(0); // not playing: ticks do nothing
    store.getState().setLabPlaying(true);
    for (let i = 0; i < 40; i++) store.getState().tickLab();
    expect(store.getState()).toMatchObject({ labFrame: 27, labPlaying: false });
    store.getState().setLabPlaying(true);
    expect(store.getState()).toMatchObject({ labFrame: 0, labPlaying: true });
  });

  it('goes back to frame 0 when the algorithm, an option, the position or the scoring changes', () => {
    const store = small();
    const reset = (f: () => void) => {
      store.getState().setLabFrame(5);
      store.getState().setLabPlaying(true);
      f();
      expect(store.getState()).toMatchObject({ labFrame: 0, labPlaying: false });
    };
    reset(() => store.getState().setLabAlgorithm('alphabeta'));
    expect(frames(store)).toHaveLength(36);
    reset(() => store.getState().setLabOptions({ labTt: true }));
    reset(() => store.getState().updateSettings({ scoreMode: 'shortest' }));
    reset(() => store.getState().playUndo());
    expect(selectLabFrameIndex(store.getState())).toBe(0);
  });

  it('runs at every position, the empty board included: alpha-beta in cell order visits 18,297 nodes of 549,946, step by step', () => {
    const { store } = storeWithTree();
    store.getState().setLabAlgorithm('alphabeta');
    const run = selectLabRun(store.getState()) as LabReady;
    expect(run.kind).toBe('ready');
    expect(run.tree.size).toBe(549946);
    const last = run.frames.at(-1);
    expect(last.counters.visited).toBe(18297);
    expect(last.state(0)).toMatchObject({ status: 'done', value: 0, result: 'exact' });
    expect(last.caption).toMatchObject({ kind: 'exit', root: true });
    // Every step is walkable: the middle frame is a frame of the same search, its counters between the ends.
    store.getState().setLabFrame(Math.floor(run.frames.length / 2));
    const mid = run.frames.at(selectLabFrameIndex(store.getState()));
    expect(mid.counters.visited).toBeGreaterThan(0);
    expect(mid.counters.visited).toBeLessThan(18297);
    store.getState().stepLab(1);
    expect(selectLabFrameIndex(store.getState())).toBe(mid.index + 1);
    // A depth limit still cuts the tree: 82 nodes at two moves.
    store.getState().setLabOptions({ labDepth: 2 });
    expect((selectLabRun(store.getState()) as LabReady).tree.size).toBe(82);
  });

  it('compares node counts: minimax 549,946 and alpha-beta 18,297 from the empty board', () => {
    const { store } = storeWithTree();
    const rows = selectLabComparison(store.getState());
    expect(rows?.map((r) => r.id)).toEqual(['minimax', 'cell', 'centre', 'best', 'tt', 'symmetry']);
    expect(rows?.[0]).toEqual({ id: 'minimax', wdl: 549946, shortest: 549946 });
    expect(rows?.[1].wdl).toBe(18297);
    expect(selectLabComparison(store.getState())).toBe(rows);
    // each improvement on top of plain alpha-beta visits fewer nodes here
    for (const r of rows?.slice(2) ?? []) expect(r.wdl).toBeLessThan(18297);
  });
});
