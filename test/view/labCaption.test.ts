import { TTT_EN, TTT_JA } from '../helpers/labWords.ts';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/translate.ts';
import { describeLabNode, describeLabNodeState, formatLabValue, fullTreeWording, labWords } from '../../src/view/labCaption.ts';
import { connect3, connectModule } from '../../src/games/connect/index.ts';
import { stateAfter } from '../../src/games/game.ts';
import { initialNodeStates } from '../helpers/lab.ts';
import { buildLabTree, nodeAtPath } from '../../src/view/labTree.ts';
import { mustBoard } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const en = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('en', k, p);
const ja = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('ja', k, p);

describe('lab words', () => {
  it('formats values: ±∞ for infinite bounds, ninths for evaluations', () => {
    expect(formatLabValue(Infinity)).toBe('+∞');
    expect(formatLabValue(-Infinity)).toBe('-∞');
    expect(formatLabValue(-1)).toBe('-1');
    expect(formatLabValue(3)).toBe('3');
    expect(formatLabValue(2 / 9)).toBe('2/9');
    expect(formatLabValue(-5 / 9)).toBe('-5/9');
    expect(formatLabValue(0.125)).toBe('0.13');
  });

  it('names nodes by their moves from the lab root, with the right players', () => {
    const tree = buildLabTree(ticTacToe, mustBoard('ooxo..x..'), null); // x to move
    expect(describeLabNode(tree, 0, en, TTT_EN)).toBe('the lab’s position');
    expect(describeLabNode(tree, nodeAtPath(tree, [5, 4, 7]), en, TTT_EN)).toBe('x:5 o:4 x:7');
    expect(describeLabNode(tree, nodeAtPath(tree, [5, 4, 7]), ja, TTT_JA)).toBe('x:5 o:4 x:7');
  });

  it('writes a move as the game does: Connect 3’s columns count from 1', async () => {
    const tree = buildLabTree(connect3, stateAfter(connect3, [1, 2]), 2); // R to move after columns 2 and 3
    const words = labWords(fullTreeWording(connect3), await connectModule.words.en(), 'en');
    expect(describeLabNode(tree, nodeAtPath(tree, [1, 3]), en, words)).toBe('R:2 Y:4');
  });

  it('describes node states in words', () => {
    const s = initialNodeStates(buildLabTree(ticTacToe, mustBoard('oxoxxo...'), null))[0];
    expect(describeLabNodeState(s, en, false, TTT_EN)).toBe('not visited yet');
    expect(describeLabNodeState({ ...s, status: 'open', window: { alpha: -1, beta: Infinity } }, en, false, TTT_EN)).toBe('being searched, window (-1, +∞)');
    expect(describeLabNodeState({ ...s, status: 'done', value: 0, result: 'exact' }, en, false, TTT_EN)).toBe('value 0 (draw)');
    expect(describeLabNodeState({ ...s, status: 'done', value: 1, result: 'fail-low' }, en, false, TTT_EN)).toBe('value at most 1');
    expect(describeLabNodeState({ ...s, status: 'done', value: 0, result: 'fail-high' }, ja, false, TTT_JA)).toBe('評価値は 0 以上');
    expect(describeLabNodeState({ ...s, status: 'pruned' }, en, false, TTT_EN)).toBe('cut off: never searched');
  });
});
