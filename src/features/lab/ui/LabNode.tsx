import { memo, type KeyboardEvent } from 'react';
import type { BoardView, Shape } from '../../../games/boardView.ts';
import type { LabAlgorithm, LabNodeState } from '../../../view/labFrames.ts';
import { formatWordedValue, type LabWording } from '../../../view/labCaption.ts';
import type { LabLayoutOptions } from '../../../view/labLayout.ts';
import { boardShapes, DIM_FILL, type ValuePalette } from '../../../view/shapes.ts';
import { shapeToSvg } from '../../../view/shapeSvg.ts';

/** The open / close button of a subtree drawn collapsed (or opened by the person). */
export interface LabToggle {
  /** Opened by the person (the button closes it). */
  readonly open: boolean;
  /** Nodes below. */
  readonly count: number;
  /** The button's accessible name. */
  readonly label: string;
  onToggle(node: number): void;
}

interface Props {
  readonly node: number;
  readonly x: number;
  readonly y: number;
  readonly board: unknown;
  /** How the game's boards are drawn. */
  readonly view: BoardView<unknown>;
  readonly wording: LabWording;
  /** Value colours for estimates (null: exact values, coloured by lab.css's value classes). */
  readonly palette: ValuePalette | null;
  /** The move that led here (drawn red), -1 for none. */
  readonly lastMove: number;
  readonly state: LabNodeState;
  readonly current: boolean;
  readonly fresh: boolean;
  readonly algorithm: LabAlgorithm;
  readonly options: LabLayoutOptions;
  /** The node in words (name and state), for screen readers. */
  readonly label: string;
  /** The top of a greyed subtree (labelled "cut" / "skipped"; the nodes below are only greyed). */
  readonly cutRoot: boolean;
  /** Short words for greyed nodes ("cut" / "skipped") and the table mark. */
  readonly marks: { readonly pruned: string; readonly skipped: string; readonly table: string };
  /** The value is a guess of a depth-limited search: the exact value from the full tree, and whether they disagree (horizon effect). */
  readonly estimate: { readonly exact: number | null; readonly horizon: boolean } | null;
  readonly toggle: LabToggle | null;
}

/** The ▸ count / ▾ button right of a board, on the line of its outgoing edge. */
function Toggle({ node, toggle, b }: { node: number; toggle: LabToggle; b: number }) {
  // The triangle is drawn, not a glyph: the visible text is then the count alone, which the accessible name contains.
  const text = toggle.open ? '' : toggle.count.toLocaleString('en');
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    toggle.onToggle(node);
  };
  return (
    <g
      className="lab-toggle"
      role="button"
      tabIndex={0}
      aria-label={toggle.label}
      aria-expanded={toggle.open}
      onClick={(e) => {
        e.stopPropagation();
        toggle.onToggle(node);
      }}
      onKeyDown={onKeyDown}
      transform={`translate(${b + 3},${b / 2 + 1})`}
    >
      <rect width={text.length * 5.4 + 16} height={13} rx={6} />
      <path className="lab-toggle-mark" d={toggle.open ? 'M4,4.5H11L7.5,9.5Z' : 'M5,3L10,6.5L5,10Z'} />
      {text !== '' && (
        <text x={12} y={9.8}>
          {text}
        </text>
      )}
    </g>
  );
}

function valueClass(v: number | null): string {
  if (v === null) return 'v-none';
  return v > 0 ? 'v-first-win' : v < 0 ? 'v-second-win' : 'v-draw';
}

/** The value badge text: the value, or a bound ("≤0", "≥1"). */
function badgeText(s: LabNodeState, estimated: boolean, w: LabWording): string | null {
  if (s.value === null) return null;
  const v = formatWordedValue(s.value, w);
  return s.result === 'fail-low' ? `≤${v}` : s.result === 'fail-high' ? `≥${v}` : estimated ? `≈${v}` : v;
}

/** A board drawn by its game's BoardView (its value colour behind), as SVG markup; memoised per state, value and look. */
function viewBoardMarkup(view: BoardView<unknown>, board: unknown, lastMove: number, size: number, fill: string): string {
  const palette: ValuePalette = { background: () => fill, dot: () => fill };
  return boardShapes(view, { board, value: null, lastMove, focus: false }, 0, 0, size, 'marks', 1, palette).map(shapeToSvg).join('');
}

/** A board's pieces (and grid) drawn by its game's BoardView over the value-coloured square the lab styles, as SVG markup. */
function viewPiecesMarkup(view: BoardView<unknown>, board: unknown, lastMove: number, size: number): string {
  const out: Shape[] = [];
  view.drawPieces(out, { state: board, lastMove }, 0, 0, size, 'marks');
  return out.map(shapeToSvg).join('');
}

/** The text right of the board: the live window while open, then the stored bounds (alpha-beta), the visit number. */
function sideLines(s: LabNodeState, algorithm: LabAlgorithm, cutRoot: boolean, marks: Props['marks'], w: LabWording): [string, string] {
  const visit = s.visit > 0 ? `#${s.visit}` : '';
  if (s.status === 'pruned') return [cutRoot ? marks.pruned : '', ''];
  if (s.status === 'skipped') return [cutRoot ? marks.skipped : '', ''];
  if (algorithm === 'minimax') return ['', visit];
  const f = (v: number) => formatWordedValue(v, w);
  if (s.status === 'open' && s.window) return [`(${f(s.window.alpha)}, ${f(s.window.beta)})`, visit];
  if (s.stored) return [`[${f(s.stored.lower)}, ${f(s.stored.upper)}]`, visit];
  return ['', visit];
}

/** One node of the lab tree: a small board coloured by value, the value in its corner, the last move red. */
export const LabNode = memo(function LabNode({ node, x, y, board, view, wording, palette, lastMove, state, current, fresh, algorithm, options, label, cutRoot, marks, estimate, toggle }: Props) {
  const b = options.board;
  const badge = badgeText(state, estimate !== null, wording);
  const bound = state.result === 'fail-low' || state.result === 'fail-high';
  const [line1, line2] = sideLines(state, algorithm, cutRoot, marks, wording);
  const greyed = state.status === 'pruned' || state.status === 'skipped';
  const classes = ['lab-node', `lab-${state.status}`, bound ? 'lab-bound' : '', estimate ? 'lab-estimate' : '', current ? 'lab-is-current' : ''].join(' ');
  const truth = estimate?.exact ?? null;
  return (
    <g className={classes} transform={`translate(${x},${y})`} data-node={node}>
      <g role="img" aria-label={label} aria-current={current ? 'step' : undefined}>
      {palette === null ? (
        <>
        <rect className={`lab-board ${greyed ? 'v-grey' : valueClass(state.value)}`} width={b} height={b} rx={3} />
        <g className="lab-board-view" dangerouslySetInnerHTML={{ __html: viewPiecesMarkup(view, board, lastMove, b) }} />
        </>
      ) : (
        <g className="lab-board-view" dangerouslySetInnerHTML={{ __html: viewBoardMarkup(view, board, lastMove, b, greyed ? DIM_FILL : palette.background(state.value)) }} />
      )}
      {current && <rect className="lab-current" x={-2.5} y={-2.5} width={b + 5} height={b + 5} rx={4} />}
      {badge !== null && (
        <g className={`lab-badge${fresh ? ' lab-fresh' : ''}`}>
          <rect x={-5} y={-10} width={badge.length * 5.6 + 6} height={12} rx={3} />
          <text x={-2} y={-0.8}>
            {badge}
          </text>
        </g>
      )}
      {state.hit !== null && state.hit !== 'narrowed' && (
        <g className="lab-hit">
          <circle cx={b} cy={0} r={6.5} />
          <text x={b} y={3.2}>
            {marks.table}
          </text>
        </g>
      )}
      <text className="lab-side-text" x={b + 4} y={b / 2 - 3}>
        {line1}
      </text>
      {truth !== null && (
        <text className={`lab-exact${estimate?.horizon ? ' lab-horizon' : ''}`} x={b + 4} y={b / 2 + 10} data-testid="lab-exact">
          {estimate?.horizon ? '≠' : '='}
          {formatWordedValue(truth, wording)}
        </text>
      )}
      {truth === null && toggle === null && (
        <text className="lab-side-text lab-visit" x={b + 4} y={b / 2 + 10}>
          {line2}
        </text>
      )}
      </g>
      {toggle !== null && <Toggle node={node} toggle={toggle} b={b} />}
    </g>
  );
});
