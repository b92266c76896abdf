import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/translate.ts';
import '../../src/i18n/ja.ts';
import { searchValueContext, searchValueParts, searchValueText, formatSearchValue, paletteScale } from '../../src/view/searchValue.ts';
import { othelloModule } from '../../src/games/othello/index.ts';
import { estimateStep } from '../../src/view/shapes.ts';

const en = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('en', k, p);
const ja = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('ja', k, p);
const EN = await othelloModule.words.en();
const JA = await othelloModule.words.ja();
const discs = searchValueContext(EN, 'discs', 64, 'en');
const weights = searchValueContext(EN, 'weights', 1200, 'en');
const mobility = searchValueContext(EN, 'mobility', 100, 'en');
const jaDiscs = searchValueContext(JA, 'discs', 64, 'ja');
const jaWeights = searchValueContext(JA, 'weights', 1200, 'ja');

describe('CPU values in words (one wording for every Othello screen)', () => {
  it('says the unit, who is ahead and a plain reading, in English', () => {
    expect(searchValueText(3 / 64, discs, en)).toBe('+3 discs for Black (about even)');
    expect(searchValueText(5 / 64, discs, en)).toBe('+5 discs for Black (a slight edge)');
    expect(searchValueText(0, discs, en)).toBe('even (0 discs)');
    expect(searchValueText(-1 / 64, discs, en, 'medium')).toBe('+1 disc for White');
    expect(searchValueText(229 / 1200, weights, en)).toBe('weights: +229 for Black (a big advantage)');
    expect(searchValueText(-40 / 1200, weights, en)).toBe('weights: +40 for White (a slight edge)');
    expect(searchValueText(-60 / 1200, weights, en)).toBe('weights: +60 for White (a clear advantage)');
    expect(searchValueText(4 / 1200, weights, en)).toBe('weights: +4 for Black (about even)');
    expect(searchValueText(-16 / 1200, weights, en, 'medium')).toBe('+16 weight points for White');
    expect(searchValueText(0, weights, en)).toBe('weights: even (0)');
    expect(searchValueText(0.12, mobility, en, 'medium')).toBe('+12 mobility points for Black');
    expect(searchValueText(12, weights, en)).toBe('Black wins by 12 discs (exact: the search saw the end)');
    expect(searchValueText(-1, weights, en)).toBe('White wins by 1 disc (exact: the search saw the end)');
  });

  it('short forms (the tree’s labels) keep the unit: discs, points, and “!” for an exact result', () => {
    expect(searchValueText(3 / 64, discs, en, 'short')).toBe('+3 discs');
    expect(searchValueText(-229 / 1200, weights, en, 'short')).toBe('−229 pts');
    expect(searchValueText(0, weights, en, 'short')).toBe('0 pts');
    expect(searchValueText(12, weights, en, 'short')).toBe('+12 discs!');
    expect(searchValueText(-229 / 1200, jaWeights, ja, 'short')).toBe('−229点');
    expect(searchValueText(3 / 64, jaDiscs, ja, 'short')).toBe('+3石');
  });

  it('reads naturally in Japanese', () => {
    expect(searchValueText(5 / 64, jaDiscs, ja)).toBe('黒が +5 石（やや有利）');
    expect(searchValueText(229 / 1200, jaWeights, ja)).toBe('重み：黒が +229（大きく有利）');
    expect(searchValueText(-12, jaWeights, ja)).toBe('白の 12 石勝ち（終局まで読み切り）');
    expect(searchValueText(0, jaDiscs, ja, 'medium')).toBe('互角（0 石）');
  });

  it('the reading follows the tree’s colour steps, and the bare number is unchanged', () => {
    for (const [v, scale] of [[0.01, 1200], [0.05, 1200], [0.1, 1200], [0.3, 64], [-0.2, 100], [-0.03, 64]] as const) {
      expect(searchValueParts(v, scale).step).toBe(estimateStep(v, paletteScale(scale)));
    }
    expect(formatSearchValue(0.25, 64)).toBe('+16');
    expect(formatSearchValue(-12, 64)).toBe('−12!');
    expect(formatSearchValue(-0.25, 64)).toBe('−16');
    expect(formatSearchValue(-0.001, 64)).toBe('0');
  });
});
