import { TTT_EN, TTT_JA } from '../helpers/labWords.ts';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/translate.ts';
import { search } from '../../src/search/alphaBeta.ts';
import { buildPositionTable, positionValue } from '../../src/tree/positions.ts';
import { describeEstimate, describeLabCaption, describeLabNodeState } from '../../src/view/labCaption.ts';
import { cutBelow, disagrees, isEstimate } from '../../src/view/labEstimate.ts';
import { type LabCaption } from '../../src/view/labFrames.ts';
import { buildLabFrames } from '../helpers/lab.ts';
import { buildLabTree, nodeAtPath } from '../../src/view/labTree.ts';
import { mustBoard } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const en = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('en', k, p);
const ja = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('ja', k, p);
const table = buildPositionTable(ticTacToe);

/** A depth-limited minimax run of the lab, with the last frame. */
function limited(board: string, depth: number) {
  const b = mustBoard(board);
  const r = search(ticTacToe, b, { algorithm: 'minimax', depth, trace: true });
  const tree = buildLabTree(ticTacToe, b, depth);
  const frames = buildLabFrames(tree, r.trace ?? [], 'minimax');
  return { tree, frames, last: frames[frames.length - 1] };
}

describe('estimates of a depth-limited search', () => {
  it('marks the nodes with lines cut by the depth limit, and only those', () => {
    const { tree } = limited('o........', 1);
    expect(cutBelow(tree).every(Boolean)).toBe(true); // the root and its 8 children, all at the limit
    const whole = buildLabTree(ticTacToe, mustBoard('oxoxxo...'), null);
    expect(cutBelow(whole).some(Boolean)).toBe(false);
    const mixed = buildLabTree(ticTacToe, mustBoard('oxoxxo...'), 1); // o8 wins at once: a finished game, not cut
    const cut = cutBelow(mixed);
    expect(cut[nodeAtPath(mixed, [8])]).toBe(false);
    expect(cut[nodeAtPath(mixed, [7])]).toBe(true);
    expect(cut[0]).toBe(true);
  });

  it('treats a proven win as a result even with cut lines below, and everything between -1 and 1 as a guess', () => {
    expect(isEstimate(true, 1)).toBe(false);
    expect(isEstimate(true, -3)).toBe(false);
    expect(isEstimate(true, 0)).toBe(true);
    expect(isEstimate(true, 2 / 9)).toBe(true);
    expect(isEstimate(false, 0)).toBe(false);
  });

  it('says "estimated +1/9, o ahead", never "(o wins)", for a guessed value, in both languages', () => {
    const { tree, last } = limited('o........', 1);
    const root = last.nodes[0];
    expect(root.value).toBe(-1 / 9); // x's best reply (the centre) leaves x one open line ahead
    expect(describeLabNodeState(root, en, cutBelow(tree)[0], TTT_EN)).toBe('estimated -1/9, x ahead');
    expect(describeLabNodeState(root, ja, cutBelow(tree)[0], TTT_JA)).toBe('推定 -1/9、×が優勢');
    expect(describeEstimate(1 / 9, en, TTT_EN)).toBe('estimated +1/9, o ahead');
    expect(describeEstimate(0, en, TTT_EN)).toBe('estimated 0, even');
    const done = describeLabCaption(last.caption, tree, en, TTT_EN);
    expect(done).toContain('the lab’s position is estimated -1/9, x ahead');
    expect(done).not.toMatch(/wins/);
  });

  it('sets the exact value beside each estimate and finds where they disagree: the horizon effect', () => {
    const { tree, last } = limited('o........', 1);
    const cut = cutBelow(tree);
    const rows = tree.nodes.map((n) => {
      const v = last.nodes[n.index].value as number;
      const exact = positionValue(table, n.state, 'wdl') as number;
      return { moves: n.moves.join(''), estimate: isEstimate(cut[n.index], v), v, exact, disagrees: disagrees(v, exact) };
    });
    expect(rows.every((r) => r.estimate)).toBe(true);
    // After o:0, every x reply but the centre loses; the root is a draw though the estimate says o is ahead.
    expect(rows[0]).toMatchObject({ v: -1 / 9, exact: 0, disagrees: true });
    const centre = rows.find((r) => r.moves === '4');
    expect(centre).toMatchObject({ exact: 0 });
    expect(rows.filter((r) => r.disagrees).length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.disagrees).length).toBeGreaterThan(0);
  });
});

describe('table hit captions', () => {
  it('never says the window narrows from (a, b) to (a, b) when the bounds narrow nothing', () => {
    const hit: LabCaption = { kind: 'tt-hit', node: 0, hit: 'narrowed', lower: -1, upper: 1, before: { alpha: -1, beta: 1 }, after: { alpha: -1, beta: 1 } };
    const tree = buildLabTree(ticTacToe, mustBoard('oxoxxo...'), null);
    const text = describeLabCaption(hit, tree, en, TTT_EN);
    expect(text).not.toMatch(/from \(-1, 1\) to \(-1, 1\)/);
    expect(text).toBe('Table hit at the lab’s position: the stored bounds [-1, 1] do not narrow the window (-1, 1), so it is searched as usual.');
    expect(describeLabCaption({ ...hit, after: { alpha: 0, beta: 1 } }, tree, en, TTT_EN)).toContain('from (-1, 1) to (0, 1)');
    expect(describeLabCaption(hit, tree, ja, TTT_JA)).toContain('狭まらない');
  });
});
