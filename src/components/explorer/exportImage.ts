import type { AppTree } from '../../store/appGame.ts';
import type { ScoreMode } from '../../games/tictactoe/score.ts';
import { edgeSegments, type TreeLayout } from '../../view/layout.ts';
import { paintTree, type Ctx2D } from '../../view/paint.ts';
import { treeToSvg } from '../../view/svgExport.ts';

/** Offers a blob as a download. */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the visible subtree as SVG. */
export function exportSvg(tree: AppTree, layout: TreeLayout, mode: ScoreMode, legend: Parameters<typeof treeToSvg>[3], name: string): void {
  download(new Blob([treeToSvg(tree, layout, mode, legend)], { type: 'image/svg+xml' }), `${name}.svg`);
}

/** Downloads the visible subtree as PNG: at 2x where it fits, scaled down to at most 8,192 px a side. */
export function exportPng(tree: AppTree, layout: TreeLayout, mode: ScoreMode, name: string): void {
  const pad = 24;
  const w = layout.bounds.x1 - layout.bounds.x0 + 2 * pad;
  const h = layout.bounds.y1 - layout.bounds.y0 + 2 * pad;
  const scale = Math.min(2, 8192 / w, 8192 / h);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(w * scale);
  canvas.height = Math.ceil(h * scale);
  const ctx = canvas.getContext('2d') as Ctx2D | null;
  if (!ctx) return;
  paintTree(ctx, {
    tree,
    layout,
    segments: edgeSegments(layout),
    mode,
    transform: { k: scale, x: (pad - layout.bounds.x0) * scale, y: (pad - layout.bounds.y0) * scale },
    width: canvas.width,
    height: canvas.height,
    background: '#ffffff',
  });
  canvas.toBlob((blob) => blob && download(blob, `${name}.png`), 'image/png');
}
