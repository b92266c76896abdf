import { describe, expect, it } from 'vitest';
import { buildGameTree } from '../../src/tree/build.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { gameTreeSource } from '../../src/view/gameTreeSource.ts';
import { anyHidden, hiddenSource, labCaptionShown, labKey, marksShown, overviewColours, positionKey, shownLabState, valueShown, VALUES_SHOWN, type HideValues } from '../../src/view/hideValues.ts';
import { reveal } from '../helpers/hideValues.ts';
import { MIX_RGB } from '../../src/view/colors.ts';
import type { LabCaption, LabNodeState } from '../../src/view/labFrames.ts';

const tree = buildGameTree(ticTacToe);
const source = gameTreeSource(tree);
const ON: HideValues = { on: true, all: false, revealed: new Set() };

describe('hide values: what is hidden (pure)', () => {
  it('shows everything when off or all revealed; one key when revealed; marks only when nothing is hidden', () => {
    expect(valueShown(VALUES_SHOWN, 'p:1')).toBe(true);
    expect(valueShown(ON, 'p:1')).toBe(false);
    const one = reveal(ON, 'p:1');
    expect(valueShown(one, 'p:1')).toBe(true);
    expect(valueShown(one, 'p:2')).toBe(false);
    expect(marksShown(one)).toBe(false);
    expect(reveal(one, 'p:1')).toBe(one);
    expect(reveal(VALUES_SHOWN, 'p:1')).toBe(VALUES_SHOWN);
    const all = { ...one, all: true };
    expect(anyHidden(all)).toBe(false);
    expect(valueShown(all, 'p:9')).toBe(true);
    expect(marksShown(all)).toBe(true);
  });

  it('the tree as seen: hidden values null, no best moves; the source itself when nothing is hidden; one wrapper per state', () => {
    expect(hiddenSource(source, VALUES_SHOWN)).toBe(source);
    const child = nodeByMoves(tree, [4, 1]);
    const other = nodeByMoves(tree, [4, 0]);
    const h = reveal(ON, positionKey(source.positionOf(child)));
    const seen = hiddenSource(source, h);
    expect(hiddenSource(source, h)).toBe(seen);
    expect(seen.value(child, 'wdl')).toBe(source.value(child, 'wdl'));
    expect(seen.value(other, 'wdl')).toBeNull();
    expect(source.best(other, 'wdl')).toBe(true);
    expect(seen.best(other, 'wdl')).toBe(false);
    expect(seen.bestMoves(nodeByMoves(tree, [4]), 'wdl')).toEqual([]);
    expect(seen.childCount(0)).toBe(9);
    expect(seen.positionCount).toBe(source.positionCount);
  });

  it('lab nodes keep their window but not their value; captions that tell a value wait for the node; keys differ per lab tree', () => {
    const s: LabNodeState = { status: 'done', visit: 3, value: 1, result: 'exact', entered: { alpha: -1, beta: 1 }, window: { alpha: 0, beta: 1 }, best: 1, hit: null, stored: { lower: 1, upper: 1 } };
    const a = {};
    const key = labKey(a, '4,0');
    expect(labKey(a, '4,0')).toBe(key);
    expect(labKey({}, '4,0')).not.toBe(key);
    expect(shownLabState(ON, key, s)).toEqual({ ...s, value: null, best: null, stored: null });
    expect(shownLabState(reveal(ON, key), key, s)).toBe(s);
    const leaf: LabCaption = { kind: 'leaf', node: 2, value: 1, evaluated: false };
    const enter: LabCaption = { kind: 'enter', algorithm: 'alphabeta', node: 2, player: 0, alpha: -1, beta: 1, children: 3 };
    const keyOf = (n: number) => `lab:x:${n}`;
    expect(labCaptionShown(ON, leaf, keyOf)).toBe(false);
    expect(labCaptionShown(reveal(ON, 'lab:x:2'), leaf, keyOf)).toBe(true);
    expect(labCaptionShown(ON, enter, keyOf)).toBe(true);
    expect(labCaptionShown(VALUES_SHOWN, leaf, keyOf)).toBe(true);
  });

  it('the overview: its own colours when shown, one grey for all classes while hidden (the same array each time)', () => {
    expect(overviewColours(VALUES_SHOWN)).toBe(MIX_RGB);
    const grey = overviewColours(ON);
    expect(overviewColours(ON)).toBe(grey);
    expect(new Set(grey.map(String)).size).toBe(1);
    expect(grey.some((c) => MIX_RGB.some((m) => String(m) === String(c)))).toBe(false);
  });
});
