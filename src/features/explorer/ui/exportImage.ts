/** Downloads of the explorer's pictures: PNG of the screen, a 1920×1080 slide, SVG. */
import type { Translate } from '../../../i18n/translate.ts';
import { download } from '../../../components/download.ts';
import { fitTransform } from '../../../view/geometry.ts';
import { layoutTree, type LayoutOptions, type TreeLayout } from '../../../view/layout.ts';
import { legendHeight, legendShapes, type LegendEntry, type LegendLabels } from '../../../view/legend.ts';
import { drawShapes, paintTree, type Ctx2D } from '../../../view/paint.ts';
import { treeToSvg, type SvgOptions } from '../../../view/svgExport.ts';
import type { TreeSource } from '../../../view/treeSource.ts';
import type { ValuePalette } from '../../../view/shapes.ts';
import type { BoardView } from '../../../games/boardView.ts';
import type { ScoreMode } from '../../../games/game.ts';

/** Exported images never exceed this many pixels on a side. */
const MAX_EXPORT_SIDE = 4096;
const SLIDE = { width: 1920, height: 1080 } as const;

/** Downloads a canvas as PNG. */
export function downloadCanvas(canvas: HTMLCanvasElement, name: string): void {
  canvas.toBlob((blob) => blob && download(blob, name), 'image/png');
}

/** The pixel density for an image of CSS size w × h: `wanted`, or less so no side exceeds MAX_EXPORT_SIDE. */
export function exportScale(w: number, h: number, wanted = 2): number {
  return Math.min(wanted, MAX_EXPORT_SIDE / w, MAX_EXPORT_SIDE / h);
}

/** The legend's words in the current language. */
export function legendLabels(t: Translate, sides: readonly [string, string]): LegendLabels {
  return { firstWin: t('value.sideWins', { side: sides[0] }), draw: t('value.draw'), secondWin: t('value.sideWins', { side: sides[1] }), best: t('explorer.legend.best'), focus: t('explorer.legend.focus') };
}

/** Downloads the visible subtree as SVG. */
export function exportSvg<S>(source: TreeSource<S>, view: BoardView<S>, layout: TreeLayout, mode: ScoreMode, options: SvgOptions, name: string): void {
  download(new Blob([treeToSvg(source, view, layout, mode, options)], { type: 'image/svg+xml' }), name);
}

const SLIDE_PAD = 40;
const TITLE = 34;
const LEGEND_TEXT = 22;

/**
 * A 1920×1080 slide: a title, then `draw` fills the box it is given
 * (x, y, width, height in px), then the legend along the bottom.
 */
export function slideCanvas(title: string, labels: LegendLabels | readonly LegendEntry[], draw: (ctx: Ctx2D, box: { x: number; y: number; width: number; height: number }) => void): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = SLIDE.width;
  canvas.height = SLIDE.height;
  const ctx = canvas.getContext('2d') as Ctx2D | null;
  if (!ctx) return canvas;
  const inner = SLIDE.width - 2 * SLIDE_PAD;
  const legendH = legendHeight(labels, inner, LEGEND_TEXT);
  const top = SLIDE_PAD + TITLE * 1.5;
  const box = { x: SLIDE_PAD, y: top, width: inner, height: SLIDE.height - top - legendH - SLIDE_PAD * 1.5 };
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, SLIDE.width, SLIDE.height);
  draw(ctx, box);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const identity = { x: 0, y: 0, k: 1 };
  drawShapes(ctx, [{ kind: 'text', x: SLIDE_PAD, y: SLIDE_PAD, text: title, size: TITLE, color: '#0f172a', bold: true }], identity);
  drawShapes(ctx, legendShapes(labels, SLIDE_PAD, SLIDE.height - SLIDE_PAD - legendH, inner, LEGEND_TEXT), identity);
  return canvas;
}

/** Downloads the whole view of the focus laid out afresh for a 1920×1080 slide, with a title and the legend (in `palette`'s value colours). */
export function exportSlide<S>(source: TreeSource<S>, view: BoardView<S>, focus: number, options: Omit<LayoutOptions, 'viewport'>, labels: LegendLabels | readonly LegendEntry[], title: string, name: string, palette?: ValuePalette): void {
  const canvas = slideCanvas(title, labels, (ctx, box) => {
    const layout = layoutTree(source, focus, { ...options, viewport: { width: box.width, height: box.height }, minLabel: 16 });
    const fit = fitTransform(layout.bounds, box.width, box.height, 8, 1, 0.01);
    // The painter clears its whole area: paint into the box only, by clipping with the transform and size.
    paintTree(ctx, { source, view, layout, mode: options.mode, palette, transform: { k: fit.k, x: fit.x + box.x, y: fit.y + box.y }, width: SLIDE.width, height: box.y + box.height, background: '#ffffff' });
  });
  downloadCanvas(canvas, name);
}
