/**
 * The visible subtree as a standalone SVG document (for slides): each
 * distinct board is drawn once as a <symbol> and placed with <use>, edges are
 * two paths, and only plain SVG 1.1 features are used (no filters, no CSS),
 * so Inkscape-like viewers open it. The shapes are the canvas's own.
 */
import type { BoardView } from '../games/boardView.ts';
import type { ScoreMode } from '../games/game.ts';
import { INK, VALUE_BACKGROUND, valueClass } from './colors.ts';
import type { TreeLayout } from './layout.ts';
import { lookOf } from './scene.ts';
import { boardShapes, DIM_FILL, EXACT_PALETTE, labelShape, type BoardLook, type ValuePalette } from './shapes.ts';
import { legendShapes, type LegendEntry, type LegendLabels } from './legend.ts';
import type { TreeSource } from './treeSource.ts';
import { esc, n, shapeToSvg } from './shapeSvg.ts';

/** Board symbols are drawn on a 54-unit square and scaled by <use>. */
const UNIT = 54;

/**
 * The parts every board symbol is made of, drawn once as groups: the value
 * backgrounds (the exact values' four up front; any other colour, an
 * estimated value's or a pruned board's grey, added before its first use),
 * the game's grid and its pieces (each also in the last-move colour), placed
 * in other squares by <use x y>. `defs` grows as boards are drawn.
 */
function boardParts<S>(view: BoardView<S>, palette: ValuePalette | undefined): { defs: string[]; fill: (look: BoardLook<S>) => string; part: (look: BoardLook<S>) => string } {
  const defs: string[] = [];
  const empty: BoardLook<S> = { board: view.empty, value: 0, lastMove: -1, focus: false };
  const [, ...grid] = boardShapes(view, empty, 0, 0, UNIT, 'marks');
  const tile = shapeToSvg(boardShapes(view, { ...empty, value: null }, 0, 0, UNIT, 'tile')[0]);
  const backgrounds = new Map<string, string>();
  const background = (fill: string, id = `v${backgrounds.size.toString(36)}`): string => {
    const known = backgrounds.get(fill);
    if (known) return known;
    backgrounds.set(fill, id);
    defs.push(`<g id="${id}">${tile.replace(/fill="[^"]+"/, `fill="${fill}"`)}</g>`);
    return id;
  };
  if (!palette) for (const [id, value] of [['vo', 1], ['vd', 0], ['vx', -1], ['vn', null]] as const) background(VALUE_BACKGROUND[valueClass(value)], id);
  defs.push(`<g id="g">${grid.map(shapeToSvg).join('')}</g>`);
  for (const { id, state, lastMove } of view.svg.parts) {
    defs.push(`<g id="${id}">${boardShapes(view, { ...empty, board: state, lastMove }, 0, 0, UNIT, 'marks').slice(grid.length + 1).map(shapeToSvg).join('')}</g>`);
  }
  const fill = (look: BoardLook<S>) => (look.dim ? DIM_FILL : (palette ?? EXACT_PALETTE).background(look.value));
  const part = (look: BoardLook<S>) => {
    const out = [`<use xlink:href="#${background(fill(look))}"/><use xlink:href="#g"/>`];
    for (const { id, dx, dy } of view.svg.place(look.board, look.lastMove, UNIT)) out.push(`<use xlink:href="#${id}"${dx ? ` x="${n(dx)}"` : ''}${dy ? ` y="${n(dy)}"` : ''}/>`);
    for (const s of view.svg.overlay(look.board, UNIT, look.lastMove)) out.push(shapeToSvg(s));
    return out.join('');
  };
  return { defs, fill, part };
}

export interface SvgOptions {
  /** The exact values' legend labels, or the entries of another legend (estimated values). */
  readonly legend: LegendLabels | readonly LegendEntry[];
  readonly title: string;
  /** The value colours (default: the exact values'; the CPU's tree: the estimated palette). */
  readonly palette?: ValuePalette;
}

/**
 * An SVG document of the layout at its own scale (one unit = one CSS px of
 * the viewport it was made for), with the legend below. Each distinct
 * (board, last move) pair is one <symbol>. O(visible boards).
 */
export function treeToSvg<S>(source: TreeSource<S>, view: BoardView<S>, layout: TreeLayout, mode: ScoreMode, options: SvgOptions): string {
  // The focus frame stands out of its board by half its ring (shapes.ts): a large focus needs more margin than 16.
  const focus = layout.items[layout.focusItem];
  const frame = focus ? Math.max(2, (4 * focus.size) / 54) / 2 + 3 : 0;
  const pad = Math.max(16, Math.ceil(frame + 8));
  const { x0, y0, x1, y1 } = layout.bounds;
  const legendH = 40;
  const w = x1 - x0 + 2 * pad;
  const h = y1 - y0 + 2 * pad + legendH;
  const head = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="${n(w)}" height="${n(h)}" viewBox="${n(x0 - pad)} ${n(y0 - pad)} ${n(w)} ${n(h)}" font-family="system-ui, sans-serif">`;
  const symbols = new Map<string, string>();
  const parts = boardParts(view, options.palette);
  const defs = parts.defs;
  const body: string[] = [];
  body.push(`<rect x="${n(x0 - pad)}" y="${n(y0 - pad)}" width="${n(w)}" height="${n(h)}" fill="#ffffff"/>`);
  for (const best of [false, true]) {
    const d = layout.segments
      .filter((s) => s.best === best)
      .map((s) => `M${n(s.x0)} ${n(s.y0)}${s.y0 === s.y1 ? `H${n(s.x1)}` : s.x0 === s.x1 ? `V${n(s.y1)}` : `L${n(s.x1)} ${n(s.y1)}`}`)
      .join('');
    if (d) body.push(`<path d="${d}" fill="none" stroke="${best ? '#334155' : INK.edge}" stroke-width="${best ? 2 : 1}" stroke-linecap="round"/>`);
  }
  const overlays: string[] = [];
  layout.items.forEach((it, i) => {
    const look = lookOf(source, layout, i, mode);
    const key = `${view.stateKey(look.board)}:${look.lastMove}:${parts.fill(look)}`;
    let id = symbols.get(key);
    if (!id) {
      id = `b${symbols.size.toString(36)}`;
      symbols.set(key, id);
      defs.push(`<symbol id="${id}" viewBox="0 0 ${UNIT} ${UNIT}">${parts.part(look)}</symbol>`);
    }
    body.push(`<use xlink:href="#${id}" x="${n(it.x)}" y="${n(it.y)}" width="${n(it.size)}" height="${n(it.size)}"/>`);
    const label = labelShape(look.value, it.x, it.y, it.label, 1, 3, options.palette);
    if (label) body.push(shapeToSvg(label));
    // Frames and badges on top of the board (focus frame, ×n).
    for (const s of boardShapes(view, look, it.x, it.y, it.size, 'marks')) if ((s.kind === 'rect' && !s.fill) || s.kind === 'text') overlays.push(shapeToSvg(s));
  });
  const legend = legendShapes(options.legend, x0, y1 + pad, Math.max(200, x1 - x0)).map(shapeToSvg);
  return [head, `<title>${esc(options.title)}</title>`, `<defs>${defs.join('\n')}</defs>`, ...body, ...overlays, ...legend, '</svg>'].join('\n');
}
