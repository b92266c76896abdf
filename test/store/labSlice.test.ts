import { describe, expect, it } from 'vitest';
import { selectLabComparison, selectLabFrameIndex, selectLabRun, type LabReady } from '../../src/store/labSlice.ts';
import { storeWithTree } from './helpers.ts';

// o x o / x x o / . . .  (o to move, 3 empty cells): 11 nodes, 27 minimax steps.
const SMALL = [0, 1, 2, 3, 5, 4];

function small() {
  const { store } = storeWithTree();
  store.getState().loadMoves(SMALL);
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
    reset(() => store.getState().undo());
    expect(selectLabFrameIndex(store.getState())).toBe(0);
  });

  it('offers ways out of a position too big to animate', () => {
    const { store } = storeWithTree();
    const run = selectLabRun(store.getState());
    expect(run).toMatchObject({ kind: 'too-big', empty: 9, nodes: 549946, depth: null, line: [0, 4, 1, 2], fitDepth: 2 });
    store.getState().labUseFittingDepth();
    expect(store.getState().labDepth).toBe(2);
    expect(selectLabRun(store.getState()).kind).toBe('ready');
    store.getState().setLabOptions({ labDepth: null });
    store.getState().labPlayOn();
    expect(store.getState().gameMoves).toEqual([0, 4, 1, 2]);
    expect(selectLabRun(store.getState())).toMatchObject({ kind: 'ready' });
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
