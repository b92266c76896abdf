/** Connect's board drawing: holes, discs, the last move, the winning line, hints, and SVG parts that redraw the board. */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/ai/rng.ts';
import { connect3, connect3View } from '../../../src/games/connect/index.ts';
import { connectFour } from '../../helpers/connect.ts';
import type { Shape } from '../../../src/games/boardView.ts';
import { legalMoveList, OUTCOME, type Game } from '../../../src/games/game.ts';

const UNIT = 54;

function draw(state: number, lastMove: number, detail: 'marks' | 'full' = 'marks', bestMoves?: number[], view = connect3View): Shape[] {
  const out: Shape[] = [];
  view.drawPieces(out, { state, lastMove, bestMoves }, 0, 0, UNIT, detail);
  return out;
}

const filled = (shapes: Shape[], fill: string) => shapes.filter((s) => s.kind === 'circle' && s.fill === fill);
const round = (shapes: Shape[]) => shapes.map((s) => JSON.stringify(s, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)));

/** Seeded random positions with the move that led to each. */
function positions(game: Game<number>, count: number, seed: number): { state: number; last: number }[] {
  const rng = createRng(seed);
  const out: { state: number; last: number }[] = [];
  for (let g = 0; out.length < count; g++) {
    let s = game.initial;
    let last = -1;
    out.push({ state: s, last });
    for (let legal = legalMoveList(game, s); legal.length > 0; legal = legalMoveList(game, s)) {
      last = legal[rng.int(legal.length)];
      s = game.play(s, last);
      out.push({ state: s, last });
    }
  }
  return out;
}

describe('Connect board view', () => {
  it('draws the frame and a hole per square on an empty board', () => {
    const shapes = draw(connect3.initial, -1);
    expect(shapes.map((s) => s.kind)).toEqual(['rect', ...Array<string>(12).fill('circle')]);
  });

  it('draws each disc in its colour where the rules put it, the last move marked', () => {
    // R:2 Y:3 R:2 Y:1
    const s = connect3.parseMoves('2321').state;
    const shapes = draw(s, 0);
    expect(filled(shapes, '#dc2626')).toHaveLength(2);
    expect(filled(shapes, '#facc15')).toHaveLength(2);
    const mark = filled(shapes, '#0f172a');
    expect(mark).toHaveLength(1);
    // The mark sits on column 1's top disc: the square the view says the move was played on.
    const [c, r] = connect3View.playedSquare(s, 0) as [number, number];
    const disc = filled(shapes, '#facc15').find((d) => d.kind === 'circle' && mark[0].kind === 'circle' && d.cx === mark[0].cx && d.cy === mark[0].cy);
    expect(disc).toBeDefined();
    expect([c, r]).toEqual([0, 2]);
  });

  it('marks the winning line through its discs, and hints where a hinted column\u2019s disc would land', () => {
    const won = connect3.parseMoves('11223').state;
    expect(connect3.outcome(won)).toBe(OUTCOME.firstWon);
    const lines = draw(won, 2).filter((s) => s.kind === 'line');
    expect(lines).toHaveLength(1);
    const s = connect3.parseMoves('11').state;
    const hints = filled(draw(s, 0, 'full', [0, 1]), '#1d4ed8');
    expect(hints).toHaveLength(1);
    const noHintsAtMarks = filled(draw(s, 0, 'marks', [0, 1]), '#1d4ed8');
    expect(noHintsAtMarks).toHaveLength(0);
  });

  for (const { game, view } of [{ game: connect3 as Game<number>, view: connect3View }, connectFour()]) {
    it(`${game.id}: the SVG parts placed by place() and the overlay redraw every board as drawPieces does`, () => {
      const grid = draw(view.empty, -1, 'marks', undefined, view);
      const partShapes = new Map(view.svg.parts.map((p) => [p.id, draw(p.state, p.lastMove, 'marks', undefined, view).slice(grid.length)]));
      for (const { state, last } of positions(game, 200, 3)) {
        const whole = draw(state, last, 'marks', undefined, view);
        expect(round(whole.slice(0, grid.length))).toEqual(round(grid));
        const rebuilt: Shape[] = [];
        for (const { id, dx, dy } of view.svg.place(state, last, UNIT)) {
          for (const sh of partShapes.get(id) ?? []) rebuilt.push(sh.kind === 'circle' ? { ...sh, cx: sh.cx + dx, cy: sh.cy + dy } : sh);
        }
        for (const sh of view.svg.overlay(state, UNIT, last)) rebuilt.push(sh);
        expect(round(rebuilt).sort()).toEqual(round(whole.slice(grid.length)).sort());
      }
    });
  }
});
