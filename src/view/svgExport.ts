/**
 * The visible subtree as a standalone SVG document (for slides): every
 * visible board at full detail, with the same shapes as the canvas.
 */
import type { Board } from '../games/tictactoe/board.ts';
import type { ScoreMode } from '../games/tictactoe/score.ts';
import type { GameTree } from '../tree/gameTree.ts';
import { VALUE_BACKGROUND } from './colors.ts';
import { edgeSegments, type TreeLayout } from './layout.ts';
import { lookOf } from './scene.ts';
import { boardShapes, type Shape } from './shapes.ts';

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function shapeToSvg(s: Shape): string {
  switch (s.kind) {
    case 'rect':
      return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" fill="${s.fill ?? 'none'}"${s.stroke ? ` stroke="${s.stroke}" stroke-width="${s.lineWidth ?? 1}"` : ''}/>`;
    case 'line':
      return `<line x1="${s.x0}" y1="${s.y0}" x2="${s.x1}" y2="${s.y1}" stroke="${s.stroke}" stroke-width="${s.lineWidth}" stroke-linecap="round"/>`;
    case 'circle':
      return `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="none" stroke="${s.stroke}" stroke-width="${s.lineWidth}"/>`;
    case 'text': {
      const anchor = s.align === 'right' ? 'end' : s.align === 'center' ? 'middle' : 'start';
      return `<text x="${s.x}" y="${s.y + s.size * 0.85}" font-size="${s.size}" font-weight="${s.bold ? 600 : 400}" text-anchor="${anchor}" fill="${s.color}"${s.background ? ` stroke="${s.background}" stroke-width="3" paint-order="stroke"` : ''}>${esc(s.text)}</text>`;
    }
  }
}

/** An SVG document of the layout, with a legend line at the bottom. */
export function treeToSvg(tree: GameTree<Board>, layout: TreeLayout, mode: ScoreMode, legend: { oWin: string; draw: string; xWin: string; title: string }): string {
  const pad = 24;
  const { x0, y0, x1, y1 } = layout.bounds;
  const w = x1 - x0 + 2 * pad;
  const h = y1 - y0 + 2 * pad + 28;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x0 - pad} ${y0 - pad} ${w} ${h}" font-family="system-ui, sans-serif">`);
  parts.push(`<title>${esc(legend.title)}</title>`);
  parts.push(`<rect x="${x0 - pad}" y="${y0 - pad}" width="${w}" height="${h}" fill="#ffffff"/>`);
  const segs = edgeSegments(layout);
  for (const s of segs) parts.push(`<line x1="${s.x0}" y1="${s.y0}" x2="${s.x1}" y2="${s.y1}" stroke="${s.best ? '#334155' : '#cbd5e1'}" stroke-width="${s.best ? 2.8 : 1.2}" stroke-linecap="round"/>`);
  layout.items.forEach((it, i) => {
    for (const s of boardShapes(lookOf(tree, layout, i, mode), it.x, it.y, 'full')) parts.push(shapeToSvg(s));
  });
  const ly = y1 + pad - 4;
  const entries: [string, string][] = [
    [VALUE_BACKGROUND.oWin, legend.oWin],
    [VALUE_BACKGROUND.draw, legend.draw],
    [VALUE_BACKGROUND.xWin, legend.xWin],
  ];
  entries.forEach(([fill, label], k) => {
    const lx = x0 + k * 140;
    parts.push(`<rect x="${lx}" y="${ly}" width="14" height="14" fill="${fill}" stroke="#94a3b8"/><text x="${lx + 20}" y="${ly + 12}" font-size="12" fill="#0f172a">${esc(label)}</text>`);
  });
  parts.push('</svg>');
  return parts.join('\n');
}
