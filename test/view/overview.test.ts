import { describe, expect, it } from 'vitest';
import { buildGameTree } from '../../src/tree/build.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { nodeByMoves } from '../../src/tree/query.ts';
import { gameTreeSource } from '../../src/view/gameTreeSource.ts';
import { extentOf, overviewMix, overviewNodeAt, overviewPixels, rasterizeOverview, startOf } from '../../src/view/overview.ts';
import { MIX_RGB } from '../../src/view/colors.ts';

const tree = buildGameTree(ticTacToe);
const source = gameTreeSource(tree);

/** Extent per depth and value class, summed node by node (the naive reference). */
function perLevel(weight: 'games' | 'nodes', from = 0): number[][] {
  const out = Array.from({ length: 10 }, () => [0, 0, 0]);
  const stack = [from];
  while (stack.length) {
    const n = stack.pop() as number;
    const v = tree.score.wdl[n];
    out[tree.depth[n]][v > 0 ? 0 : v === 0 ? 1 : 2] += extentOf(source, n, weight);
    for (let k = 0; k < tree.childCount[n]; k++) stack.push(tree.firstChild[n] + k);
  }
  return out;
}

function rasterTotals(weights: Float64Array, width: number): number[][] {
  const out = Array.from({ length: 10 }, () => [0, 0, 0]);
  for (let l = 0; l < 10; l++) for (let x = 0; x < width; x++) for (let c = 0; c < 3; c++) out[l][c] += weights[(l * width + x) * 3 + c];
  return out;
}

describe('whole-game overview', () => {
  it('aggregates all 549,946 nodes exactly: each level\'s pixel columns hold the extent of every value class beneath them', () => {
    for (const weight of ['games', 'nodes'] as const) {
      const mix = overviewMix(source, 'wdl', weight);
      const total = extentOf(source, 0, weight);
      const r = rasterizeOverview(source, mix, 0, total, 997);
      const want = perLevel(weight);
      const got = rasterTotals(r.weights, 997);
      for (let l = 0; l < 10; l++) for (let c = 0; c < 3; c++) expect(got[l][c]).toBeCloseTo(want[l][c], 3);
    }
    // games: 255,168 finished games, of which o wins 131,184 — the root row is a draw as wide as all of them
    expect(extentOf(source, 0, 'games')).toBe(255168);
    expect(perLevel('games')[9]).toEqual([81792, 46080, 0]);
  });

  it('zoomed into a subtree, shows exactly that subtree (and the ancestors above it)', () => {
    const node = nodeByMoves(tree, [4, 0]);
    const mix = overviewMix(source, 'wdl', 'games');
    const a = startOf(source, node, 'games');
    const r = rasterizeOverview(source, mix, a, a + extentOf(source, node, 'games'), 640);
    const want = perLevel('games', node);
    const got = rasterTotals(r.weights, 640);
    for (let l = 2; l < 10; l++) for (let c = 0; c < 3; c++) expect(got[l][c]).toBeCloseTo(want[l][c], 3);
    expect(got[0].reduce((x, y) => x + y)).toBeCloseTo(extentOf(source, node, 'games'), 3); // the root, cut to the subtree's span
  });

  it('finds the node under a pixel, consistent with where it is drawn', () => {
    const total = extentOf(source, 0, 'games');
    for (const moves of [[4], [0, 4], [4, 0, 8, 2]]) {
      const node = nodeByMoves(tree, moves);
      const s = startOf(source, node, 'games');
      const e = extentOf(source, node, 'games');
      const x = ((s + e / 2) / total) * 1000;
      expect(overviewNodeAt(source, 'games', 0, total, 1000, moves.length, x)).toBe(node);
    }
    expect(overviewNodeAt(source, 'games', 0, total, 1000, 0, 1200)).toBe(-1);
  });

  it('colours each pixel by its mix: a column of pure draws is the draw colour', () => {
    const mix = overviewMix(source, 'wdl', 'games');
    const r = rasterizeOverview(source, mix, 0, extentOf(source, 0, 'games'), 50);
    const px = new Uint8ClampedArray(50 * 100 * 4);
    overviewPixels(r, 100, px);
    expect([px[0], px[1], px[2]]).toEqual([...MIX_RGB[1]]); // the root is a draw
  });

  it('boxes only nodes a few pixels wide: the nine openings, not the 549,946 nodes', () => {
    const mix = overviewMix(source, 'wdl', 'games');
    const r = rasterizeOverview(source, mix, 0, extentOf(source, 0, 'games'), 1000);
    expect(r.boxes.filter((b) => b.level === 1)).toHaveLength(9);
    expect(r.boxes.length).toBeLessThan(2000);
  });
});
