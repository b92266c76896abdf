/**
 * Connect-K's board drawing (the seam's BoardView), for any board size: a
 * frame with a round hole per square, red and yellow discs (yellow with a
 * dark rim, so it shows on every value colour), the last move marked by a
 * dark dot on its disc, the winning line(s) drawn through the discs' centres,
 * and hint dots in the squares where the hinted columns' discs would land
 * (full detail). The board fills the frame inside the margin: a square is
 * 1/W of it wide and 1/H high (the generic playable board lays out its
 * buttons the same way).
 *
 * A move is a column: every square of a column plays it (moveAt), it lands
 * on the lowest empty square (landingSquare) and, once played, is the
 * column's top disc (playedSquare). Rows on screen count from the top; the
 * rules count from the bottom. Squares are named by the column digit and the
 * row letter from the bottom: "4a" is column 4's bottom square.
 */
import type { BoardView, PieceLook, Shape } from '../boardView.ts';
import { OUTCOME } from '../game.ts';
import type { ConnectRules, ConnectState } from './rules.ts';

/** The view's ink. */
const CONNECT_INK = {
  frame: '#1d4ed8',
  hole: '#64748b',
  red: '#dc2626',
  redRim: '#7f1d1d',
  yellow: '#facc15',
  yellowRim: '#854d0e',
  last: '#0f172a',
  winLine: '#0f172a',
  hint: '#1d4ed8',
} as const;

const MARGIN = 0.08;
const ROW_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCD';

/** Connect-K's BoardView for a board size's rules. */
export function connectView(rules: ConnectRules, gameId: string): BoardView<ConnectState> {
  const { width: W, height: H } = rules.size;
  /** Geometry of a board of side `size` at (ox, oy): square sizes and the centre of (column, row from the bottom). */
  const geometry = (ox: number, oy: number, size: number) => {
    const m = size * MARGIN;
    const cw = (size - 2 * m) / W;
    const ch = (size - 2 * m) / H;
    return { m, cw, ch, r: Math.min(cw, ch) * 0.4, centre: (c: number, row: number): [number, number] => [ox + m + (c + 0.5) * cw, oy + m + (H - 1 - row + 0.5) * ch] };
  };

  function winLines(s: ConnectState, ox: number, oy: number, size: number): Shape[] {
    const o = rules.outcome(s);
    if (o !== OUTCOME.firstWon && o !== OUTCOME.secondWon) return [];
    const g = geometry(ox, oy, size);
    return rules.winningLines(s).map((l) => {
      const line = rules.lines[l];
      const [x0, y0] = g.centre(...line[0]);
      const [x1, y1] = g.centre(...line[line.length - 1]);
      return { kind: 'line', x0, y0, x1, y1, stroke: CONNECT_INK.winLine, lineWidth: 2.6 * (size / 54) };
    });
  }

  function drawPieces(out: Shape[], look: PieceLook<ConnectState>, ox: number, oy: number, size: number, detail: 'marks' | 'full'): void {
    const u = size / 54;
    const s = look.state;
    const g = geometry(ox, oy, size);
    // The grid: the frame and every hole, whatever stands in it (the SVG export's parts draw over them).
    out.push({ kind: 'rect', x: ox + g.m, y: oy + g.m, w: size - 2 * g.m, h: size - 2 * g.m, stroke: CONNECT_INK.frame, lineWidth: 1.2 * u });
    for (let row = H - 1; row >= 0; row--) {
      for (let c = 0; c < W; c++) {
        const [cx, cy] = g.centre(c, row);
        out.push({ kind: 'circle', cx, cy, r: g.r, stroke: CONNECT_INK.hole, lineWidth: 0.5 * u });
      }
    }
    for (let c = 0; c < W; c++) {
      const h = rules.height(s, c);
      for (let row = 0; row < h; row++) {
        const [cx, cy] = g.centre(c, row);
        const red = rules.discAt(s, c, row) === 0;
        out.push({ kind: 'circle', cx, cy, r: g.r, fill: red ? CONNECT_INK.red : CONNECT_INK.yellow, stroke: red ? CONNECT_INK.redRim : CONNECT_INK.yellowRim, lineWidth: 0.8 * u });
      }
      if (c === look.lastMove && h > 0) {
        const [cx, cy] = g.centre(c, h - 1);
        out.push({ kind: 'circle', cx, cy, r: g.r * 0.28, fill: CONNECT_INK.last, stroke: CONNECT_INK.last, lineWidth: 0.4 * u });
      } else if (detail === 'full' && h < H && look.bestMoves?.includes(c)) {
        const [cx, cy] = g.centre(c, h);
        out.push({ kind: 'circle', cx, cy, r: g.r * 0.25, fill: CONNECT_INK.hint, stroke: CONNECT_INK.hint, lineWidth: 0.4 * u });
      }
    }
    for (const line of winLines(s, ox, oy, size)) out.push(line);
  }

  const inColumns = (c: number) => Number.isInteger(c) && c >= 0 && c < W;
  // The SVG parts: one disc alone at the bottom of column 0, each side, plain and as the last move.
  const alone = (side: 0 | 1) => rules.compose([[side], ...Array.from({ length: W - 1 }, () => [])]);

  return {
    gameId,
    margin: MARGIN,
    surface: '#ffffff',
    pieceColours: [
      [CONNECT_INK.red, CONNECT_INK.redRim],
      [CONNECT_INK.yellow, CONNECT_INK.yellowRim],
    ],
    columns: W,
    rows: H,
    empty: rules.empty,
    stateKey: String,
    drawPieces,
    moveAt: (s, column, row) => (inColumns(column) && row >= 0 && row < H && rules.outcome(s) === OUTCOME.playing && rules.height(s, column) < H ? column : -1),
    landingSquare(before, move) {
      if (!inColumns(move)) return null;
      const h = rules.height(before, move);
      return h < H ? [move, H - 1 - h] : null;
    },
    playedSquare(after, move) {
      if (!inColumns(move)) return null;
      const h = rules.height(after, move);
      return h > 0 ? [move, H - h] : null;
    },
    squareName: (column, row) => `${column + 1}${ROW_LETTERS[H - 1 - row]}`,
    pieceAt: (s, column, row) => rules.discAt(s, column, H - 1 - row),
    svg: {
      parts: [
        { id: 'r', state: alone(0), lastMove: -1 },
        { id: 'y', state: alone(1), lastMove: -1 },
        { id: 'R', state: alone(0), lastMove: 0 },
        { id: 'Y', state: alone(1), lastMove: 0 },
      ],
      place(s, lastMove, size) {
        const g = geometry(0, 0, size);
        const out: { id: string; dx: number; dy: number }[] = [];
        for (let c = 0; c < W; c++) {
          const h = rules.height(s, c);
          for (let row = 0; row < h; row++) {
            const letter = rules.discAt(s, c, row) === 0 ? 'r' : 'y';
            // Offsets from the part's square, column 0's bottom: up is negative.
            out.push({ id: c === lastMove && row === h - 1 ? letter.toUpperCase() : letter, dx: c * g.cw, dy: -row * g.ch });
          }
        }
        return out;
      },
      overlay: (s, size) => winLines(s, 0, 0, size),
    },
  };
}
