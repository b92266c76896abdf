/**
 * Lab slice: state of the search lab (minimax / alpha-beta step by step).
 * The lab works on the explorer's focus position (play slice `playMoves`).
 *
 * Stored: the algorithm, the search options, the frame index, playing and
 * speed. Derived (memoised, never stored twice): the run (lab tree, layout,
 * frames of the traced search) via `selectLabRun`, and the node counts of the
 * comparison panel via `selectLabComparison`. The frame index goes back to 0
 * (paused) whenever what is searched changes: algorithm, options, position,
 * scoring mode.
 *
 * The lab is generic over the game: when the app shows a searched game (one
 * whose tree does not fit), `selectLabRun` runs the same lab on the CPU
 * game's current position, depth-limited (labEstimate.ts); the frame,
 * playback and speed are shared, so the controls, keys and screen-reader
 * paths are the same.
 *
 * The slice's state and actions are in labState.ts, which the store loads at
 * start-up; this module (the search, the lab tree, frames, captions, layout)
 * loads with the lab's tab and hands its `selectLabRun` to labState.ts when it
 * does (the first view needs none of it).
 */
import type { ScoreMode } from '../../../games/game.ts';
import { search } from '../../../search/alphaBeta.ts';
import type { SearchOptions } from '../../../search/types.ts';
import { positionOf, type PositionTable } from '../../../tree/positions.ts';
import { treeModuleOf, type AppPosition as Board, type AppTree, type TreeModule } from '../../../store/appGame.ts';
import { fullTreeWording } from '../../../view/labCaption.ts';
import { selectEstimateLabRun } from './labEstimate.ts';
import { labFrameRecorder } from '../../../view/labFrames.ts';
import { principalLine } from '../../../view/labJump.ts';
import { LAB_LAYOUT_VALUES, LAB_LAYOUT_WINDOWS } from '../../../view/labLayout.ts';
import { buildLabTree, deepestFittingDepth, pliesLeft, LAB_TREE_CAP, type LabTree } from '../../../view/labTree.ts';
import type { AppState } from '../../../store/appState.ts';
import { boardAfter } from '../../play/state/playSlice.ts';
import { provideLabRunner, type LabRun, type LabRunState, type LabTooBig } from './labState.ts';
// The lab's English words load with its run (the first view needs neither).
import '../labWords.ts';

// The slice's state and actions live in labState.ts (loaded at start-up); this module is the lab's run.
export { LAB_DEPTHS, LAB_SPEEDS, selectLabFrameIndex, type LabAlgorithm, type LabOrder, type LabReady, type LabRun, type LabTooBig } from './labState.ts';

const WAITING = { kind: 'waiting' } as const;

/** The search options the lab runs with. */
function labSearchOptions(s: LabRunState, table: PositionTable<Board>): SearchOptions<Board> {
  const depth = s.labDepth ?? undefined;
  const mode = s.settings.scoreMode;
  if (s.labAlgorithm === 'minimax') return { algorithm: 'minimax', mode, depth, trace: true };
  // The conventions only when chosen (the default options are the ones the lab always ran with).
  const conventions = { ...(s.labCut === 'gt' && { cut: 'gt' as const }), ...(s.labCut === 'ge' && s.labFail === 'hard' && { failHard: true }) };
  return { algorithm: 'alphabeta', order: s.labOrder, tt: s.labTt, symmetry: s.labTt && s.labSymmetry, mode, depth, table, trace: true, ...conventions };
}

/** Runs the lab's traced search on `board` and builds tree, layout and frames (or says why not). */
export function computeLabRun(module: TreeModule, tree: AppTree, board: Board, options: SearchOptions<Board>): LabRun {
  const table = tree.positions;
  const game = module.game;
  const depth = options.depth ?? null;
  const tooBig = (): LabTooBig => ({
    kind: 'too-big',
    board,
    empty: pliesLeft(game, board),
    nodes: depth === null ? table.subtreeSize[positionOf(table, board)] : null,
    depth,
    line: principalLine(table, board, options.mode ?? 'wdl'),
    fitDepth: deepestFittingDepth(game, board),
  });
  const algorithm = options.algorithm === 'minimax' ? 'minimax' : 'alphabeta';
  let labTree: LabTree<Board>;
  try {
    labTree = buildLabTree(game, board, depth, LAB_TREE_CAP);
  } catch (e) {
    if (e instanceof RangeError) return tooBig();
    throw e;
  }
  // The trace goes straight into typed arrays: the empty board's minimax has 1.4 million steps.
  const recorder = labFrameRecorder(labTree, algorithm);
  const result = search(game, board, { ...options, trace: false, traceSink: (step) => recorder.add(step) });
  const frames = recorder.finish();
  const layoutOptions = algorithm === 'minimax' ? LAB_LAYOUT_VALUES : LAB_LAYOUT_WINDOWS;
  return { kind: 'ready', board, algorithm, tree: labTree, layoutOptions, frames, value: result.value, view: module.view, wording: fullTreeWording(game), exact: true, unit: 1 / 9, asWritten: false };
}

/** The last run per line of play (a line belongs to one store, so two stores never share an entry, even with one tree). */
const runCache = new WeakMap<readonly number[], { tree: AppTree; key: string; run: LabRun }>();

/** The lab's run for the current state, memoised (a stable value for zustand selectors); the CPU game's when the app shows one. */
export function selectLabRun(s: LabRunState): LabRun<unknown> {
  if (s.appGameId !== s.treeGameId) return selectEstimateLabRun(s);
  return selectTreeLabRun(s);
}

function selectTreeLabRun(s: LabRunState): LabRun {
  if (!s.tree) return WAITING;
  const board = boardAfter(s);
  const options = labSearchOptions(s, s.tree.positions);
  const key = JSON.stringify([board, options.algorithm, options.order, options.tt, options.symmetry, options.mode, options.depth, options.cut, options.failHard]);
  const cached = runCache.get(s.playMoves);
  if (cached?.tree === s.tree && cached.key === key) return cached.run;
  const run = computeLabRun(treeModuleOf(s), s.tree, board, options);
  runCache.set(s.playMoves, { tree: s.tree, key, run });
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
  const count = (options: SearchOptions<Board>, mode: ScoreMode) => search(table.game, board, { ...options, mode, table }).counters.nodes;
  return [
    { id: 'minimax', wdl: minimax, shortest: minimax },
    ...COMPARED.map(({ id, options }) => ({ id, wdl: count(options, 'wdl'), shortest: count(options, 'shortest') })),
  ];
}

/**
 * The comparison's row that the lab's own search is (its settings as one of the rows: the whole game, the default
 * cut rule and fail-soft values), or null when the lab runs something the table does not list (a depth limit, the
 * strict rule, fail-hard, the table in cell order).
 */
export function selectLabComparisonRow(s: Pick<AppState, 'labAlgorithm' | 'labOrder' | 'labTt' | 'labSymmetry' | 'labDepth' | 'labCut' | 'labFail'>): LabComparisonId | null {
  if (s.labDepth !== null) return null;
  if (s.labAlgorithm === 'minimax') return 'minimax';
  if (s.labCut !== 'ge' || s.labFail !== 'soft') return null;
  if (!s.labTt) return s.labOrder === 'cell' || s.labOrder === 'centre' || s.labOrder === 'best' ? s.labOrder : null;
  if (s.labOrder !== 'centre') return null;
  return s.labSymmetry ? 'symmetry' : 'tt';
}

const comparisonCache = new WeakMap<AppTree, Map<Board, LabComparisonRow[]>>();

/** The comparison rows for the focus, memoised per position; null without a tree. */
export function selectLabComparison(s: AppState): LabComparisonRow[] | null {
  if (!s.tree) return null;
  const board = boardAfter(s);
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

provideLabRunner(selectLabRun);

export { LAB_MAX_NODES } from '../../../view/labTree.ts';
