/**
 * Lab slice: state of the search lab (minimax / alpha-beta step by step).
 * The lab works on the explorer's focus position (game slice `gameMoves`).
 *
 * Stored: the algorithm, the search options, the frame index, playing and
 * speed. Derived (memoised, never stored twice): the run (lab tree, layout,
 * frames of the traced search) via `selectLabRun`, and the node counts of the
 * comparison panel via `selectLabComparison`. The frame index goes back to 0
 * (paused) whenever what is searched changes: algorithm, options, position,
 * scoring mode.
 *
 * The lab is generic over the game: when the app shows a CPU game (Othello,
 * whose tree does not fit), `selectLabRun` runs the same lab on the CPU
 * game's current position, depth-limited (cpuSearchLab.ts); the frame,
 * playback and speed are shared, so the controls, keys and screen-reader
 * paths are the same.
 */
import type { StateCreator } from 'zustand/vanilla';
import type { BoardView } from '../games/boardView.ts';
import type { ScoreMode } from '../games/game.ts';
import { search } from '../search/alphaBeta.ts';
import type { MoveOrder, SearchOptions } from '../search/types.ts';
import { positionOf, type PositionTable } from '../tree/positions.ts';
import { APP_GAME, APP_VIEW, type AppPosition as Board, type AppTree } from './appGame.ts';
import { TICTACTOE_WORDING, type LabWording } from '../view/labCaption.ts';
import { CPU_LAB_DEFAULTS, selectCpuLabRun, cpuLabExample, type CpuLabFields } from './cpuSearchLab.ts';
import { labFrameRecorder, type LabAlgorithm, type LabFrames } from '../view/labFrames.ts';
import { principalLine } from '../view/labJump.ts';
import { LAB_LAYOUT_VALUES, LAB_LAYOUT_WINDOWS, type LabLayoutOptions } from '../view/labLayout.ts';
import { buildLabTree, deepestFittingDepth, pliesLeft, LAB_MAX_NODES, LAB_TREE_CAP, type LabTree } from '../view/labTree.ts';
import type { AppState } from './appState.ts';
import { boardAfter } from './gameSlice.ts';

export type { LabAlgorithm } from '../view/labFrames.ts';
export type { MoveOrder as LabOrder } from '../search/types.ts';

/** Playback speeds, in steps per second. */
export const LAB_SPEEDS: readonly number[] = [1, 2, 4, 8, 16];
/** Depth limits offered, in moves (plies); null means the whole game. */
export const LAB_DEPTHS: readonly number[] = [1, 2, 3, 4, 5, 6];

export interface LabSlice extends CpuLabFields {
  labAlgorithm: LabAlgorithm;
  /** Alpha-beta options (minimax ignores them). */
  labOrder: MoveOrder;
  labTt: boolean;
  labSymmetry: boolean;
  /** Depth limit in moves, null for the whole game (both algorithms). */
  labDepth: number | null;
  /** Index of the frame shown (0 = before the first step). */
  labFrame: number;
  labPlaying: boolean;
  /** Steps per second (one of LAB_SPEEDS). */
  labSpeed: number;
  setLabAlgorithm(a: LabAlgorithm): void;
  setLabOptions(patch: Partial<Pick<LabSlice, 'labOrder' | 'labTt' | 'labSymmetry' | 'labDepth' | keyof CpuLabFields>>): void;
  /** Shows frame `i` (clamped) and pauses. */
  setLabFrame(i: number): void;
  /** Moves `delta` frames (clamped) and pauses: the step buttons. */
  stepLab(delta: number): void;
  /** One frame forward while playing; pauses at the last frame: the play timer. */
  tickLab(): void;
  /** Play (from the start when at the end) or pause. */
  setLabPlaying(playing: boolean): void;
  setLabSpeed(speed: number): void;
  /** Too-big focus: plays the line of best play down to a position the lab can animate. */
  labPlayOn(): void;
  /** Too-big focus: sets the deepest depth limit that fits. */
  labUseFittingDepth(): void;
  /** The CPU game's lab: shows the example where the source article's search as written and correct negamax disagree. */
  labShowSeedExample(): void;
}

/** The lab cannot run yet: no game tree. */
export interface LabWaiting {
  readonly kind: 'waiting';
}
/** The focus (with the depth limit) has more nodes than the lab can step through (Othello: LAB_MAX_NODES; tic-tac-toe never). */
export interface LabTooBig<S = Board> {
  readonly kind: 'too-big';
  readonly board: S;
  readonly empty: number;
  /** Nodes of the whole game tree below (from the position table), when there is no depth limit. */
  readonly nodes: number | null;
  readonly depth: number | null;
  /** Best play to a position with LAB_TARGET_EMPTY empty cells. */
  readonly line: readonly number[];
  /** Deepest depth limit that fits, if any. */
  readonly fitDepth: number | null;
}
/** Everything the lab draws for the focus. */
export interface LabReady<S = Board> {
  readonly kind: 'ready';
  readonly board: S;
  readonly algorithm: LabAlgorithm;
  readonly tree: LabTree<S>;
  /** Sizes of the drawn tree (labStage.ts lays out the visible nodes with them). */
  readonly layoutOptions: LabLayoutOptions;
  /** Frames of the traced search (computed on demand). */
  readonly frames: LabFrames;
  /** The searched root value. */
  readonly value: number;
  /** How the game's boards are drawn. */
  readonly view: BoardView<S>;
  /** How the game's values, moves and sides are worded. */
  readonly wording: LabWording;
  /** Values are exact game values (the full tree: tic-tac-toe's colours and exact-value notes), else estimates coloured on the estimated palette. */
  readonly exact: boolean;
  /** For estimates: the value of one of the evaluation's units (1/64 for discs), for the palette. */
  readonly unit: number;
  /** The root chose as the source article's search as written does (LabFrameOptions.rootAsWritten). */
  readonly asWritten: boolean;
}
export type LabRun<S = Board> = LabWaiting | LabTooBig<S> | LabReady<S>;

const WAITING: LabWaiting = { kind: 'waiting' };

/** The search options the lab runs with. */
function labSearchOptions(s: AppState, table: PositionTable<Board>): SearchOptions<Board> {
  const depth = s.labDepth ?? undefined;
  const mode = s.settings.scoreMode;
  if (s.labAlgorithm === 'minimax') return { algorithm: 'minimax', mode, depth, trace: true };
  return { algorithm: 'alphabeta', order: s.labOrder, tt: s.labTt, symmetry: s.labTt && s.labSymmetry, mode, depth, table, trace: true };
}

/** Runs the lab's traced search on `board` and builds tree, layout and frames (or says why not). */
export function computeLabRun(tree: AppTree, board: Board, options: SearchOptions<Board>): LabRun {
  const table = tree.positions;
  const depth = options.depth ?? null;
  const tooBig = (): LabTooBig => ({
    kind: 'too-big',
    board,
    empty: pliesLeft(APP_GAME, board),
    nodes: depth === null ? table.subtreeSize[positionOf(table, board)] : null,
    depth,
    line: principalLine(table, board, options.mode ?? 'wdl'),
    fitDepth: deepestFittingDepth(APP_GAME, board),
  });
  const algorithm = options.algorithm === 'minimax' ? 'minimax' : 'alphabeta';
  let labTree: LabTree<Board>;
  try {
    labTree = buildLabTree(APP_GAME, board, depth, LAB_TREE_CAP);
  } catch (e) {
    if (e instanceof RangeError) return tooBig();
    throw e;
  }
  // The trace goes straight into typed arrays: the empty board's minimax has 1.4 million steps.
  const recorder = labFrameRecorder(labTree, algorithm);
  const result = search(APP_GAME, board, { ...options, trace: false, traceSink: (step) => recorder.add(step) });
  const frames = recorder.finish();
  const layoutOptions = algorithm === 'minimax' ? LAB_LAYOUT_VALUES : LAB_LAYOUT_WINDOWS;
  return { kind: 'ready', board, algorithm, tree: labTree, layoutOptions, frames, value: result.value, view: APP_VIEW, wording: TICTACTOE_WORDING, exact: true, unit: 1 / 9, asWritten: false };
}

let runCache: { tree: AppTree; key: string; run: LabRun } | null = null;

/** The lab's run for the current state, memoised (a stable value for zustand selectors); the CPU game's when the app shows one. */
export function selectLabRun(s: AppState): LabRun<unknown> {
  if (s.appGameId !== APP_GAME.id) return selectCpuLabRun(s);
  return selectTicTacToeLabRun(s);
}

function selectTicTacToeLabRun(s: AppState): LabRun {
  if (!s.tree) return WAITING;
  const board = boardAfter(s.gameMoves);
  const options = labSearchOptions(s, s.tree.positions);
  const key = JSON.stringify([board, options.algorithm, options.order, options.tt, options.symmetry, options.mode, options.depth]);
  if (runCache && runCache.tree === s.tree && runCache.key === key) return runCache.run;
  const run = computeLabRun(s.tree, board, options);
  runCache = { tree: s.tree, key, run };
  return run;
}

export type LabComparisonId = 'minimax' | 'cell' | 'centre' | 'best' | 'tt' | 'symmetry';
export interface LabComparisonRow {
  readonly id: LabComparisonId;
  /** Nodes visited in each scoring mode. */
  readonly wdl: number;
  readonly shortest: number;
}

const COMPARED: readonly { id: Exclude<LabComparisonId, 'minimax'>; options: SearchOptions<Board> }[] = [
  { id: 'cell', options: { order: 'cell' } },
  { id: 'centre', options: { order: 'centre' } },
  { id: 'best', options: { order: 'best' } },
  { id: 'tt', options: { order: 'centre', tt: true } },
  { id: 'symmetry', options: { order: 'centre', tt: true, symmetry: true } },
];

/**
 * Nodes visited from `board` by minimax (the table's subtree size: no search
 * needed) and by alpha-beta with a full window, plain and with each
 * improvement, in both scoring modes. Up to 10 searches of at most ~18,300
 * nodes each (the empty board).
 */
function compareSearches(table: PositionTable<Board>, board: Board): LabComparisonRow[] {
  const minimax = table.subtreeSize[positionOf(table, board)];
  const count = (options: SearchOptions<Board>, mode: ScoreMode) => search(APP_GAME, board, { ...options, mode, table }).counters.nodes;
  return [
    { id: 'minimax', wdl: minimax, shortest: minimax },
    ...COMPARED.map(({ id, options }) => ({ id, wdl: count(options, 'wdl'), shortest: count(options, 'shortest') })),
  ];
}

const comparisonCache = new WeakMap<AppTree, Map<Board, LabComparisonRow[]>>();

/** The comparison rows for the focus, memoised per position; null without a tree. */
export function selectLabComparison(s: AppState): LabComparisonRow[] | null {
  if (!s.tree) return null;
  const board = boardAfter(s.gameMoves);
  let perTree = comparisonCache.get(s.tree);
  if (!perTree) comparisonCache.set(s.tree, (perTree = new Map()));
  let rows = perTree.get(board);
  if (!rows) {
    rows = compareSearches(s.tree.positions, board);
    if (perTree.size >= 256) perTree.clear();
    perTree.set(board, rows);
  }
  return rows;
}

/** The frame index actually shown: the stored one clamped to the run's frames (0 when not ready). */
export function selectLabFrameIndex(s: AppState): number {
  const run = selectLabRun(s);
  return run.kind === 'ready' ? Math.max(0, Math.min(s.labFrame, run.frames.length - 1)) : 0;
}

const RESET = { labFrame: 0, labPlaying: false };

/** The lab slice; resets the frame (paused) when the focus, the tree or the scoring mode changes. */
export const createLabSlice: StateCreator<AppState, [], [], LabSlice> = (set, get, api) => {
  // Back to frame 0 when the searched position or scoring changes.
  api.subscribe((s, prev) => {
    // The first tree changes nothing searched (the lab was waiting): a step from the address survives it.
    const changed =
      s.gameMoves !== prev.gameMoves ||
      (s.tree !== prev.tree && prev.tree !== null) ||
      s.settings.scoreMode !== prev.settings.scoreMode ||
      s.appGameId !== prev.appGameId ||
      s.cpuMoves !== prev.cpuMoves ||
      s.cpuSettings.evaluation !== prev.cpuSettings.evaluation;
    if (changed && (s.labFrame !== 0 || s.labPlaying)) set(RESET);
  });
  const lastFrame = (): number => {
    const run = selectLabRun(get());
    return run.kind === 'ready' ? run.frames.length - 1 : 0;
  };
  const clamp = (i: number) => Math.max(0, Math.min(Math.trunc(i), lastFrame()));
  return {
    labAlgorithm: 'minimax',
    labOrder: 'cell',
    labTt: false,
    labSymmetry: false,
    labDepth: null,
    ...CPU_LAB_DEFAULTS,
    labFrame: 0,
    labPlaying: false,
    labSpeed: 2,
    setLabAlgorithm(a) {
      set({ labAlgorithm: a, ...RESET });
    },
    setLabOptions(patch) {
      set({ ...patch, ...RESET });
    },
    setLabFrame(i) {
      set({ labFrame: clamp(i), labPlaying: false });
    },
    stepLab(delta) {
      set({ labFrame: clamp(selectLabFrameIndex(get()) + delta), labPlaying: false });
    },
    tickLab() {
      const s = get();
      if (!s.labPlaying) return;
      const last = lastFrame();
      const next = Math.min(selectLabFrameIndex(s) + 1, last);
      set({ labFrame: next, labPlaying: next < last });
    },
    setLabPlaying(playing) {
      if (!playing) return set({ labPlaying: false });
      const last = lastFrame();
      if (last === 0) return;
      set({ labPlaying: true, labFrame: selectLabFrameIndex(get()) >= last ? 0 : selectLabFrameIndex(get()) });
    },
    setLabSpeed(speed) {
      if (LAB_SPEEDS.includes(speed)) set({ labSpeed: speed });
    },
    labPlayOn() {
      const run = selectLabRun(get());
      if (run.kind !== 'too-big' || run.line.length === 0) return;
      get().loadMoves([...get().gameMoves, ...run.line]);
    },
    labUseFittingDepth() {
      const s = get();
      const run = selectLabRun(s);
      if (run.kind !== 'too-big' || run.fitDepth === null) return;
      if (s.appGameId !== APP_GAME.id) set({ labCpuDepth: run.fitDepth, ...RESET });
      else set({ labDepth: run.fitDepth, ...RESET });
    },
    labShowSeedExample() {
      const s = get();
      const example = cpuLabExample(s);
      if (example === null) return;
      // The CPU plays neither side, so it does not answer the example's last move while the lab shows it.
      s.cpuUpdateSettings({ cpuSides: 'none' });
      s.cpuLoadTranscript(example.transcript);
      set({ labCpuDepth: example.depth, labLeaf: 'cpu', labAlgorithm: 'minimax', ...RESET });
    },
  };
};

export { LAB_MAX_NODES };
