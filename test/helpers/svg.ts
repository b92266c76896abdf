import assert from 'node:assert/strict';
import { expect } from 'vitest';

/**
 * Asserts an exported SVG is plain SVG 1.1 that librsvg and Inkscape render:
 * every id defined once, every reference pointing at an id defined before
 * it, and no filters, foreign objects, images, styles, scripts or blending.
 */
export function expectPlainSvg(svg: string): void {
  const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  // node:assert for the thousands of references of a big export: vitest's expect books every call.
  for (const m of svg.matchAll(/xlink:href="#([^"]+)"/g)) {
    const at = svg.indexOf(` id="${m[1]}"`);
    assert.ok(at >= 0, `${m[1]}: no id`);
    assert.ok(at < m.index, `${m[1]}: defined after its use`);
  }
  expect(svg).not.toMatch(/<(filter|foreignObject|image|style|script)\b|mix-blend/);
}
