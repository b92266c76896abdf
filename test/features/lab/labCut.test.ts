/**
 * The lab's cut rule (#25): with `lcut=gt` the search the lab steps through cuts only on
 * strict inequality, as the naive strict search does; its cut-off captions say "at least
 * as good" only where the ≥ rule cut on equality.
 */
import { describe, expect, it } from 'vitest';
import { selectLabRun, type LabReady } from '../../../src/features/lab/state/labSlice.ts';
import { describeLabCaption } from '../../../src/view/labCaption.ts';
import { bindUrl } from '../../../src/store/url.ts';
import { translate } from '../../../src/i18n/translate.ts';
import '../../../src/features/lab/labWords.ts';
import { naiveAlphaBeta } from '../../helpers/naiveAlphaBeta.ts';
import { naiveFromString } from '../../helpers/naive.ts';
import { FakeWindow, storeWithTree } from '../../store/helpers.ts';
import { TTT_EN } from '../../helpers/labWords.ts';
import { frameList } from '../../helpers/lab.ts';

/** Lines of play to positions with 4 to 6 empty cells. */
const LINES: readonly (readonly number[])[] = [
  [4, 0, 8],
  [0, 1, 2, 3],
  [4, 0, 8, 2, 6],
  [1, 4, 7],
  [0, 4, 8, 2],
  [4, 1, 0, 8, 2],
];

const en = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('en', k, p);

function naiveOf(moves: readonly number[]) {
  const b = Array<string>(9).fill('.');
  moves.forEach((m, i) => (b[m] = i % 2 === 0 ? 'o' : 'x'));
  return naiveFromString(b.join(''));
}

function labRun(moves: readonly number[], cut: 'ge' | 'gt') {
  const { store } = storeWithTree();
  store.getState().playLoad([...moves]);
  store.getState().setLabAlgorithm('alphabeta');
  store.getState().setLabOptions({ labCut: cut });
  return { store, run: selectLabRun(store.getState()) as LabReady };
}

describe('the lab’s cut rule', () => {
  it('steps through the strict search: the children its cut-offs skip are the naive strict search’s, and no caption says "at least as good"', () => {
    for (const moves of LINES) {
      for (const cut of ['ge', 'gt'] as const) {
        const { run } = labRun(moves, cut);
        expect(run.kind).toBe('ready');
        const cuts = frameList(run.frames).flatMap((f) => (f.caption.kind === 'cutoff' ? [f.caption] : []));
        const ref = naiveAlphaBeta(naiveOf(moves), undefined, cut === 'gt');
        expect(
          cuts.reduce((n, c) => n + c.skipped.length, 0),
          `${moves.join('')} ${cut}`,
        ).toBe(ref.cuts.length);
        expect(run.value).toBe(ref.value);
        const texts = cuts.map((c) => describeLabCaption(c, run.tree, en, TTT_EN));
        if (cut === 'gt') expect(texts.filter((t) => t.includes('at least as good'))).toEqual([]);
      }
    }
  });

  it('says "at least as good", not "better", where the ≥ rule cuts on equality', () => {
    const texts = LINES.flatMap((moves) => {
      const { run } = labRun(moves, 'ge');
      return frameList(run.frames).flatMap((f) => (f.caption.kind === 'cutoff' ? [[f.caption, describeLabCaption(f.caption, run.tree, en, TTT_EN)] as const] : []));
    });
    const equal = texts.filter(([c]) => (c.player === 0 ? c.best === c.beta : c.best === c.alpha));
    expect(equal.length).toBeGreaterThan(0);
    for (const [, t] of equal) expect(t).toMatch(/at least as good/);
    for (const [c, t] of texts) if (!equal.some(([e]) => e === c)) expect(t).toMatch(/better choice/);
  });

  it('is carried in the address: lcut=gt and lfail=hard read back, and change the search', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/408?tab=lab&alg=alphabeta&lcut=gt&lfail=hard';
    bindUrl(store, win);
    expect([store.getState().labCut, store.getState().labFail]).toEqual(['gt', 'hard']);
    const strict = (selectLabRun(store.getState()) as LabReady).frames.length;
    win.navigate('#/408?tab=lab&alg=alphabeta');
    expect(store.getState().labCut).toBe('gt');
    store.getState().setLabOptions({ labCut: 'ge' });
    expect((selectLabRun(store.getState()) as LabReady).frames.length).toBeLessThan(strict);
  });
});
