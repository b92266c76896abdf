/**
 * One drawing shape (shapes.ts) as an SVG element: the mini boards' pictures
 * (MiniBoard.tsx, loaded at start-up) and the exported tree (svgExport.ts,
 * loaded with the export) write the same markup.
 */
import type { Shape } from './shapes.ts';

/** Text escaped for SVG markup. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A number with at most one decimal, as short as possible. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** One shape as an SVG element. */
export function shapeToSvg(s: Shape): string {
  switch (s.kind) {
    case 'rect':
      return `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}" fill="${s.fill ?? 'none'}"${s.stroke ? ` stroke="${s.stroke}" stroke-width="${n(s.lineWidth ?? 1)}"` : ''}/>`;
    case 'line':
      return `<line x1="${n(s.x0)}" y1="${n(s.y0)}" x2="${n(s.x1)}" y2="${n(s.y1)}" stroke="${s.stroke}" stroke-width="${n(s.lineWidth)}" stroke-linecap="round"/>`;
    case 'circle':
      return `<circle cx="${n(s.cx)}" cy="${n(s.cy)}" r="${n(s.r)}" fill="${s.fill ?? 'none'}" stroke="${s.stroke}" stroke-width="${n(s.lineWidth)}"/>`;
    case 'text': {
      const anchor = s.align === 'right' ? 'end' : s.align === 'center' ? 'middle' : 'start';
      return `<text x="${n(s.x)}" y="${n(s.y + s.size * 0.85)}" font-size="${n(s.size)}"${s.bold ? ' font-weight="600"' : ''}${anchor === 'start' ? '' : ` text-anchor="${anchor}"`} fill="${s.color}"${s.background ? ` stroke="${s.background}" stroke-width="${n(s.size * 0.3)}" paint-order="stroke"` : ''}>${esc(s.text)}</text>`;
    }
  }
}
