/**
 * The lab slice's state and actions, without the search that computes the
 * lab's run. The store (createAppStore.ts) and the address fields import this
 * light module at start-up; the run (labSlice.ts: the traced search, the lab
 * tree, frames, captions, layout, the CPU game's lab) loads with the lab's
 * tab, whose components import labSlice.ts, and that module hands its run to
 * this one (provideLabRunner). Until then the lab waits: no component shows
 * a run, the actions that read one (step, play, play on) are reached only
 * from the lab's own controls, and a step from the address is kept as it is
 * (labAddress.ts writes the stored frame while the run is not ready).
 */
import type { BoardView } from '../../../games/boardView.ts';
import { moduleById } from '../../../games/index.ts';
import type { MoveOrder } from '../../../search/types.ts';
import type { LabWording } from '../../../view/labCaption.ts';
import type { LabAlgorithm, LabFrames } from '../../../view/labFrames.ts';
import type { LabLayoutOptions } from '../../../view/labLayout.ts';
import type { LabTree } from '../../../view/labTree.ts';
import type { AppPosition as Board } from '../../../store/appGame.ts';
import type { AppState, SliceCreator } from '../../../store/appState.ts';

export type { LabAlgorithm } from '../../../view/labFrames.ts';
export type { MoveOrder as LabOrder } from '../../../search/types.ts';

/** Depths the CPU game's lab offers, in plies. */
export const LAB_ESTIMATE_DEPTHS: readonly number[] = [1, 2, 3];
/** Move orders that make sense without a full tree: natural (board) order, the static square weights, the evaluation of each child. */
export const LAB_ESTIMATE_ORDERS: readonly MoveOrder[] = ['cell', 'centre', 'eval'];
/** Leaf evaluation: from the side to move (correct), or always the CPU's discs (the source article's search as written). */
export type LabLeaf = 'side' | 'asWritten';

/** The lab slice's fields for a searched game (kept apart from a full-tree game's, which the address holds). */
export interface EstimateLabFields {
  labEstimateOrder: MoveOrder;
  /** Depth in plies, one of LAB_ESTIMATE_DEPTHS. */
  labEstimateDepth: number;
  labLeaf: LabLeaf;
}

export const ESTIMATE_LAB_DEFAULTS: EstimateLabFields = { labEstimateOrder: 'cell', labEstimateDepth: 2, labLeaf: 'side' };

/** The example of the source article of the app's CPU game (its module's), or null when it has none. */
function asWrittenExample(s: Pick<AppState, 'appGameId'>): { readonly transcript: string; readonly depth: number } | null {
  return moduleById(s.appGameId)?.extras.asWritten?.example ?? null;
}

/** Playback speeds, in steps per second. */
export const LAB_SPEEDS: readonly number[] = [1, 2, 4, 8, 16];
/** Depth limits offered, in moves (plies); null means the whole game. */
export const LAB_DEPTHS: readonly number[] = [1, 2, 3, 4, 5, 6];

export interface LabSlice extends EstimateLabFields {
  labAlgorithm: LabAlgorithm;
  /** Alpha-beta options (minimax ignores them). */
  labOrder: MoveOrder;
  labTt: boolean;
  labSymmetry: boolean;
  /** Depth limit in moves, null for the whole game (both algorithms). */
  labDepth: number | null;
  /** Alpha-beta's cut rule: on v ≥ β / v ≤ α ('ge', the default), or only on strict inequality ('gt'), as some courses grade. */
  labCut: 'ge' | 'gt';
  /** Alpha-beta's values: fail-soft (the value found, the default) or fail-hard (clamped to the window; with the ≥ rule only). */
  labFail: 'soft' | 'hard';
  /** Index of the frame shown (0 = before the first step). */
  labFrame: number;
  labPlaying: boolean;
  /** Steps per second (one of LAB_SPEEDS). */
  labSpeed: number;
  setLabAlgorithm(a: LabAlgorithm): void;
  setLabOptions(patch: Partial<Pick<LabSlice, 'labOrder' | 'labTt' | 'labSymmetry' | 'labDepth' | 'labCut' | 'labFail' | keyof EstimateLabFields>>): void;
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
  labShowAsWrittenExample(): void;
}

/** The lab cannot run yet: no game tree. */
export interface LabWaiting {
  readonly kind: 'waiting';
}
/** The focus (with the depth limit) has more nodes than the lab can step through (a searched game: LAB_MAX_NODES; a full-tree game never). */
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
  /** Values are exact game values (the full tree: exact colours and exact-value notes), else estimates coloured on the estimated palette. */
  readonly exact: boolean;
  /** For estimates: the value of one of the evaluation's units (1/64 for discs), for the palette. */
  readonly unit: number;
  /** The root chose as the source article's search as written does (LabFrameOptions.rootAsWritten). */
  readonly asWritten: boolean;
}
export type LabRun<S = Board> = LabWaiting | LabTooBig<S> | LabReady<S>;

/** What the lab's run reads of the other slices: the games shown, the line of play, the tree, the scoring mode and the CPU's evaluation. */
type LabRunReads = 'appGameId' | 'treeGameId' | 'tree' | 'playMoves' | 'playStart' | 'settings' | 'playSearch';
/** The state the lab's run is computed from: the lab's own options and what it reads of the others. */
export type LabRunState = Pick<AppState, LabRunReads> & LabSlice;

const WAITING: LabWaiting = { kind: 'waiting' };

let labRunner: ((s: LabRunState) => LabRun<unknown>) | null = null;

/** Called once by labSlice.ts when it loads: from then on the lab's run is computed. */
export function provideLabRunner(runner: (s: LabRunState) => LabRun<unknown>): void {
  labRunner = runner;
}

/** The lab's run for the current state (memoised by the runner); waiting until the lab's code has loaded. */
export function selectLabRun(s: LabRunState): LabRun<unknown> {
  return labRunner ? labRunner(s) : WAITING;
}

/** The frame index actually shown: the stored one clamped to the run's frames (0 when not ready). */
export function selectLabFrameIndex(s: LabRunState): number {
  const run = selectLabRun(s);
  return run.kind === 'ready' ? Math.max(0, Math.min(s.labFrame, run.frames.length - 1)) : 0;
}

const RESET = { labFrame: 0, labPlaying: false };

/** The lab slice; resets the frame (paused) when the focus, the tree or the scoring mode changes. */
// Reads what its run reads, and plays on the line of play (a line to play on, the source article's example).
export const createLabSlice: SliceCreator<LabSlice, LabRunReads | 'playLoad' | 'playLoadText' | 'playUpdateSearch'> = (set, get, api) => {
  // Back to frame 0 when the searched position or scoring changes.
  api.subscribe((s, prev) => {
    // The first tree changes nothing searched (the lab was waiting): a step from the address survives it.
    const changed =
      s.playMoves !== prev.playMoves ||
      (s.tree !== prev.tree && prev.tree !== null) ||
      s.settings.scoreMode !== prev.settings.scoreMode ||
      s.appGameId !== prev.appGameId ||
      s.playMoves !== prev.playMoves ||
      s.playSearch.evaluation !== prev.playSearch.evaluation;
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
    labCut: 'ge',
    labFail: 'soft',
    ...ESTIMATE_LAB_DEFAULTS,
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
      get().playLoad([...get().playMoves, ...run.line]);
    },
    labUseFittingDepth() {
      const s = get();
      const run = selectLabRun(s);
      if (run.kind !== 'too-big' || run.fitDepth === null) return;
      if (s.appGameId !== s.treeGameId) set({ labEstimateDepth: run.fitDepth, ...RESET });
      else set({ labDepth: run.fitDepth, ...RESET });
    },
    labShowAsWrittenExample() {
      const s = get();
      const example = asWrittenExample(s);
      if (example === null) return;
      // The CPU plays neither side, so it does not answer the example's last move while the lab shows it.
      s.playUpdateSearch({ aiSides: 'none' });
      s.playLoadText(example.transcript);
      set({ labEstimateDepth: example.depth, labLeaf: 'asWritten', labAlgorithm: 'minimax', ...RESET });
    },
  };
};

