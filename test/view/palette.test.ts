import { describe, expect, it } from 'vitest';
import { INK, PROJECTOR_BACKGROUND, PROJECTOR_DOT, VALUE_BACKGROUND } from '../../src/view/colors.ts';
import { contrast, deltaE2000, hexToRgb, rgbToLab, simulateDeuteranopia } from '../helpers/colorVision.ts';

const CLASSES = ['firstWin', 'draw', 'secondWin'] as const;
const pairs = [
  ['firstWin', 'draw'],
  ['firstWin', 'secondWin'],
  ['draw', 'secondWin'],
] as const;
/** A difference anyone can see at a glance across a room; CIEDE2000 of about 2 is "just noticeable". */
const DISTINCT = 20;

const seenBy = (hex: string, deuteranope: boolean) => rgbToLab(deuteranope ? simulateDeuteranopia(hexToRgb(hex)) : hexToRgb(hex));

describe('the projector palette', () => {
  it('checks the simulation itself: pure red and green, far apart for most people, nearly merge for a deuteranope', () => {
    const normal = deltaE2000(seenBy('#ff0000', false), seenBy('#00ff00', false));
    const deutan = deltaE2000(seenBy('#cc3333', true), seenBy('#669900', true));
    expect(normal).toBeGreaterThan(60);
    expect(deutan).toBeLessThan(DISTINCT); // red and olive green: the classic confusion
    expect(deltaE2000(rgbToLab([0.5, 0.5, 0.5]), rgbToLab([0.5, 0.5, 0.5]))).toBe(0);
  });

  it('keeps o wins / draw / x wins apart, for normal vision and under a deuteranopia simulation (CIEDE2000 ≥ 20)', () => {
    for (const palette of [PROJECTOR_BACKGROUND, PROJECTOR_DOT]) {
      for (const [a, b] of pairs) {
        for (const deuteranope of [false, true]) {
          const d = deltaE2000(seenBy(palette[a], deuteranope), seenBy(palette[b], deuteranope));
          expect(d, `${a} vs ${b}${deuteranope ? ' (deuteranopia)' : ''}`).toBeGreaterThanOrEqual(DISTINCT);
        }
      }
    }
  });

  it('is stronger than the classroom colours (more chroma), which wash out on a projector', () => {
    const chroma = (hex: string) => Math.hypot(rgbToLab(hexToRgb(hex))[1], rgbToLab(hexToRgb(hex))[2]);
    for (const c of CLASSES) expect(chroma(PROJECTOR_BACKGROUND[c])).toBeGreaterThan(3 * chroma(VALUE_BACKGROUND[c]));
  });

  it('keeps the dark text readable on every value colour (WCAG AA, 4.5:1)', () => {
    for (const c of CLASSES) expect(contrast(hexToRgb(INK.text), hexToRgb(PROJECTOR_BACKGROUND[c]))).toBeGreaterThanOrEqual(4.5);
  });
});
