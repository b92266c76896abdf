import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectPlainSvg } from '../helpers/svg.ts';
import { othelloModule } from '../../src/games/othello/index.ts';
import { othello } from '../../src/games/othello/index.ts';
import { stateAfter } from '../../src/games/game.ts';
import { createSearchTree } from '../../src/view/searchTreeSource.ts';
import { layoutTree } from '../../src/view/layout.ts';
import { legendShapes, type LegendEntry } from '../../src/view/legend.ts';
import { DIM_FILL, estimatedPalette, ESTIMATE_LEGEND } from '../../src/view/shapes.ts';
import { treeToSvg } from '../../src/view/svgExport.ts';
import type { TreeSource } from '../../src/view/treeSource.ts';
import { handleSearchRequest } from '../../src/worker/searchHandler.ts';
import type { SearchWorkerResponse, ExpandedChild } from '../../src/worker/searchProtocol.ts';

/** The CPU's search tree of a position, `levels` levels grown by the worker's own handler. */
function grownSearchTree(transcript: string, depth: number, levels: number) {
  const moves = [...othello.parseMoves(transcript).moves];
  const tree = createSearchTree(othello, stateAfter(othello, moves), null, depth);
  const grow = (node: number, left: number) => {
    if (left === 0 || !tree.expandable(node)) return;
    let reply: SearchWorkerResponse | null = null;
    handleSearchRequest({ type: 'expand', id: 1, gameId: 'othello', moves, path: tree.pathTo(node), depth, evaluation: 'weights', alphabeta: true }, (m) => (reply = m));
    const r = reply as SearchWorkerResponse | null;
    if (r?.type !== 'expanded') throw new Error(`no level: ${JSON.stringify(r)}`);
    tree.addChildren(node, r.children as ExpandedChild[]);
    if (node === 0 && r.value !== null) tree.setRootValue(r.value);
    for (let k = 0; k < tree.childCount(node); k++) grow(tree.child(node, k), left - 1);
  };
  grow(0, levels);
  return tree;
}

const palette = estimatedPalette(0.25, (v) => `${v > 0 ? '+' : ''}${Math.round(v * 480)}`);
const legend: LegendEntry[] = [
  { kind: 'text', label: 'Estimated values:' },
  { kind: 'swatch', fill: ESTIMATE_LEGEND.first, label: 'Black well ahead' },
  { kind: 'swatch', fill: ESTIMATE_LEGEND.second, label: 'White well ahead' },
  { kind: 'line', label: 'the AI’s chosen line' },
  { kind: 'swatch', fill: DIM_FILL, label: 'pruned <by> alpha-beta' },
];

describe('SVG export of the CPU’s search tree (Othello)', () => {
  it('draws the boards in the estimated palette (pruned ones grey), their values in the evaluation’s units, the last move and its own legend', () => {
    const tree = grownSearchTree('f5d6c3d3c4', 3, 2);
    const source = tree as unknown as TreeSource<unknown>;
    const layout = layoutTree(source, 0, { depth: 2, order: 'cell', mergeSymmetry: false, mode: 'wdl', viewport: { width: 1400, height: 800 } });
    const svg = treeToSvg(source, othelloModule.view, layout, 'wdl', { legend, title: 'Search <tree>', palette });
    expect(svg.match(/<use xlink:href="#b/g)?.length).toBe(layout.items.length);
    // Value colours are the estimated palette's, never the exact values' (no vo / vd / vx groups).
    expect(svg).not.toMatch(/id="v[odxn]"/);
    const fills = new Set([...svg.matchAll(/<g id="v[0-9a-z]+"><rect [^>]*fill="([^"]+)"/g)].map((m) => m[1]));
    for (const i of layout.items.map((it) => it.node)) {
      const want = tree.pruned?.(i) ? DIM_FILL : palette.background(tree.value(i, 'wdl'));
      expect(fills.has(want), want).toBe(true);
    }
    expect(tree.pruned && layout.items.some((it) => tree.pruned?.(it.node))).toBe(true);
    expect(fills.has(DIM_FILL)).toBe(true);
    // Value labels in the evaluation's units (+n / -n), on the estimated backgrounds.
    expect(svg).toMatch(/>[+-]?\d+<\/text>/);
    // Each board below the root shows the move that led to it ringed.
    expect((svg.match(/<circle [^>]*fill="none"/g) ?? []).length).toBe(layout.items.length - 1);
    expect(svg).toContain('pruned &lt;by&gt; alpha-beta');
    expect(svg).toContain('Search &lt;tree&gt;');
    expectPlainSvg(svg);
    if (process.env.SVG_OUT) writeFileSync(process.env.SVG_OUT, svg);
  });

  it('the legend as entries: swatches, the line, words alone, wrapping within the width', () => {
    const shapes = legendShapes(legend, 0, 0, 300, 14);
    expect(shapes.filter((s) => s.kind === 'rect').map((s) => (s.kind === 'rect' ? s.fill : ''))).toEqual([ESTIMATE_LEGEND.first, ESTIMATE_LEGEND.second, DIM_FILL]);
    expect(shapes.filter((s) => s.kind === 'line')).toHaveLength(1);
    expect(shapes.filter((s) => s.kind === 'text').map((s) => (s.kind === 'text' ? s.text : ''))).toEqual(legend.map((e) => e.label));
    const rows = new Set(shapes.filter((s) => s.kind === 'text').map((s) => s.y));
    expect(rows.size).toBeGreaterThan(1);
  });
});
