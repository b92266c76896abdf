/**
 * The search lab on a searched game's position: the full-tree lab's
 * tree, frames and captions (src/view/lab*.ts), run depth-limited (1-3
 * plies) from the CPU game's current position with the evaluation the CPU
 * uses, values from the first player's (Black's) point of view.
 *
 * The leaf evaluation can also be the source article's, as written: its
 * negamax leaf returns the CPU's disc count whoever is to move (see
 * the game's `extras.asWritten`). The lab then runs plain minimax (the
 * article has no alpha-beta) with that leaf read as negamax reads a leaf (the
 * side to move's score), and its root keeps its children's scores without
 * negating them (it chooses what is best for the other side), which is
 * exactly what the article's Action and minimax compute when nobody passes.
 * `compareRootChoices` sets the two searches' values of each root move side
 * by side. Pure derivations of the store state, memoised for selectors.
 */
import { moduleById } from '../../../games/index.ts';
import type { GameModule } from '../../../games/module.ts';
import { legalMoveList, type Game, type Side } from '../../../games/game.ts';
import { positionAfter } from '../../play/state/playLine.ts';
import { childValuesBySearch, search } from '../../../search/alphaBeta.ts';
import type { MoveOrder, SearchOptions } from '../../../search/types.ts';
import { formatSearchValue } from '../../../view/searchValue.ts';
import { formatWordedValue, type LabWording } from '../../../view/labCaption.ts';
import { labFrameRecorder } from '../../../view/labFrames.ts';
import { LAB_LAYOUT_VALUES, LAB_LAYOUT_WINDOWS, type LabLayoutOptions } from '../../../view/labLayout.ts';
import { buildLabTree, countLabNodes, LAB_MAX_NODES } from '../../../view/labTree.ts';
import type { AppState } from '../../../store/appState.ts';
import type { LabAlgorithm, LabLeaf, LabRun, LabRunState, LabTooBig } from './labState.ts';

// The CPU lab's fields and options live with the slice's state (labState.ts, loaded at start-up).
export { LAB_ESTIMATE_DEPTHS, LAB_ESTIMATE_ORDERS, type LabLeaf } from './labState.ts';

/** Boards in a searched game's lab: large enough for 8×8 pieces to read at 1:1. */
const BOARD_SIZE = 88;

/** An evaluation by id (the game's default when unknown). */
function evaluationOf<S>(game: Game<S>, id: string): { readonly evaluate: (s: S) => number; readonly scale: number; readonly id: string } {
  const found = game.evaluations?.find((e) => e.id === id) ?? game.evaluations?.[0];
  return found ?? { id: 'default', evaluate: game.evaluate, scale: 1 };
}

/** The lab's words for a CPU game: its side names, values in the evaluation's units, moves in its notation. */
function estimateWording<S>(game: Game<S>, scale: number, leaf: LabWording['leaf']): LabWording {
  return {
    letters: game.sideNames,
    value: (v) => formatSearchValue(v, scale),
    move: (m, t) => {
      const name = game.formatMove(m);
      return name === 'pass' ? t('lab.move.pass') : name;
    },
    leaf,
  };
}

/** The game wrapped so that `root` is searched for the other side: its children's values are kept as they come back, best for the opponent. */
function rootForTheOtherSide<S>(game: Game<S>, root: S): Game<S> {
  return { ...game, toMove: (s: S): Side => (s === root ? (game.toMove(s) === 0 ? 1 : 0) : game.toMove(s)) };
}

/** What the CPU game's lab searches. */
export interface EstimateLabOptions {
  readonly algorithm: LabAlgorithm;
  readonly order: MoveOrder;
  readonly tt: boolean;
  readonly depth: number;
  /** Evaluation id (the CPU's: discs, weights, mobility). */
  readonly evaluation: string;
  readonly leaf: LabLeaf;
}

/**
 * The lab run of `board` for a depth-limited game: the traced search (plain
 * minimax for the article's leaf), its lab tree, layout and frames, or
 * too-big (more than LAB_MAX_NODES nodes) with the deepest depth that fits.
 * O(nodes) with at most LAB_MAX_NODES nodes, plus the node count (capped).
 */
export function computeEstimateLabRun<S>(module: GameModule<S>, board: S, options: EstimateLabOptions): LabRun<S> {
  const { game, view } = module;
  const depth = options.depth;
  if (countLabNodes(game, board, depth) > LAB_MAX_NODES) {
    let fitDepth: number | null = null;
    for (let d = 1; d < depth && countLabNodes(game, board, d) <= LAB_MAX_NODES; d++) fitDepth = d;
    const tooBig: LabTooBig<S> = { kind: 'too-big', board, empty: game.pliesLeftAtMost(board), nodes: null, depth, line: [], fitDepth };
    return tooBig;
  }
  const evaluation = evaluationOf(game, options.evaluation);
  const leafAsWritten = module.extras.asWritten?.leaf;
  const asWritten = options.leaf === 'asWritten' && leafAsWritten !== undefined;
  const aiSide = game.toMove(board);
  const algorithm: LabAlgorithm = asWritten ? 'minimax' : options.algorithm;
  let searched: Game<S> = game;
  let searchOptions: SearchOptions<S>;
  let wording: LabWording;
  if (asWritten && leafAsWritten) {
    searched = rootForTheOtherSide(game, board);
    searchOptions = { algorithm: 'minimax', depth, evaluate: (s) => leafAsWritten(s, aiSide), trace: true };
    wording = estimateWording(game, 64, { kind: 'asWritten', aiSide, scale: 64 });
  } else {
    const base = { depth, evaluate: evaluation.evaluate, trace: true } as const;
    searchOptions = algorithm === 'minimax' ? { ...base, algorithm: 'minimax' } : { ...base, algorithm: 'alphabeta', order: options.order, tt: options.tt };
    wording = estimateWording(game, evaluation.scale, { kind: 'evaluation', id: evaluation.id });
  }
  const result = search(searched, board, searchOptions);
  const tree = buildLabTree(game, board, depth);
  if (!result.trace || result.traceTruncated) {
    return { kind: 'too-big', board, empty: game.pliesLeftAtMost(board), nodes: null, depth, line: [], fitDepth: depth > 1 ? depth - 1 : null };
  }
  const base: LabLayoutOptions = algorithm === 'minimax' ? LAB_LAYOUT_VALUES : LAB_LAYOUT_WINDOWS;
  const layoutOptions: LabLayoutOptions = { ...base, board: BOARD_SIZE, rowGap: 16, label: base.label + 12 };
  const recorder = labFrameRecorder(tree, algorithm, { rootAsWritten: asWritten });
  for (const step of result.trace) recorder.add(step);
  const frames = recorder.finish();
  const scale = asWritten ? 64 : evaluation.scale;
  return { kind: 'ready', board, algorithm, tree, layoutOptions, frames, value: result.value, view, wording, exact: false, unit: 1 / scale, asWritten };
}

/** The CPU game lab's options from the store state. */
function estimateLabOptions(s: LabRunState): EstimateLabOptions {
  return { algorithm: s.labAlgorithm, order: s.labEstimateOrder, tt: s.labTt, depth: s.labEstimateDepth, evaluation: s.playSearch.evaluation, leaf: s.labLeaf };
}

/** The last run per line of play (a line belongs to one store, so two stores never share an entry). */
const runCache = new WeakMap<readonly number[], { key: string; run: LabRun<unknown> }>();
const WAITING = { kind: 'waiting' } as const;

/** The lab run of the CPU game's current position, memoised (a stable value for zustand selectors). */
export function selectEstimateLabRun(s: LabRunState): LabRun<unknown> {
  const module = moduleById(s.appGameId);
  if (!module) return WAITING;
  const options = estimateLabOptions(s);
  const key = JSON.stringify([s.appGameId, options]);
  const cached = runCache.get(s.playMoves);
  if (cached?.key === key) return cached.run;
  const run = computeEstimateLabRun(module, positionAfter(module.game, s.playStart, s.playMoves), options);
  runCache.set(s.playMoves, { key, run });
  return run;
}

/** One root move's value under each leaf evaluation (first player's view). */
export interface RootChoiceRow {
  readonly move: number;
  /** Correct negamax: discs from the side to move. */
  readonly correct: number;
  /** The article's search as written: the CPU's discs at every leaf. */
  readonly asWritten: number;
}

/** The two searches' root values and choices, side by side. */
export interface RootChoices {
  readonly aiSide: Side;
  readonly depth: number;
  readonly rows: readonly RootChoiceRow[];
  /** Correct negamax's best moves (the side to move's best value), natural order. */
  readonly correct: readonly number[];
  /** The move the article's search plays: the best for the other side, ties to the highest square as its sort does. */
  readonly asWritten: number;
}

/**
 * The value of each root move of `board` `depth` plies ahead, counting discs
 * only, with the leaf from the side to move (correct) and as written (the
 * CPU's discs), and the move each search chooses; null for a finished
 * position. Two plain minimax searches (at most a few thousand nodes at
 * depth 3).
 */
export function compareRootChoices<S>(module: GameModule<S>, board: S, depth: number): RootChoices | null {
  const { game } = module;
  const leafAsWritten = module.extras.asWritten?.leaf;
  const discs = game.evaluations?.find((e) => e.id === module.extras.asWritten?.evaluation);
  if (!leafAsWritten || !discs || legalMoveList(game, board).length === 0) return null;
  const aiSide = game.toMove(board);
  const correct = childValuesBySearch(game, board, { algorithm: 'minimax', depth, evaluate: discs.evaluate });
  const written = childValuesBySearch(game, board, { algorithm: 'minimax', depth, evaluate: (s) => leafAsWritten(s, aiSide) });
  const rows = correct.map((c, i) => ({ move: c.move, correct: c.value, asWritten: written[i].value }));
  const sign = aiSide === 0 ? 1 : -1;
  const best = Math.max(...rows.map((r) => sign * r.correct));
  // As written: the other side's best (the CPU's children are scored for the opponent and not negated); ties to the highest square.
  const worst = Math.min(...rows.map((r) => sign * r.asWritten));
  const asWritten = Math.max(...rows.filter((r) => sign * r.asWritten === worst).map((r) => r.move));
  return { aiSide, depth, rows, correct: rows.filter((r) => sign * r.correct === best).map((r) => r.move), asWritten };
}

/** The last root choices per line of play (per store, as above). */
const choicesCache = new WeakMap<readonly number[], { depth: number; value: RootChoices | null }>();

/** The root choices of the CPU game's position at the lab's depth (games with an article's leaf as written; null otherwise), memoised. */
export function selectRootChoices(s: AppState): RootChoices | null {
  const module = moduleById(s.appGameId);
  if (!module?.extras.asWritten) return null;
  const cached = choicesCache.get(s.playMoves);
  if (cached?.depth === s.labEstimateDepth) return cached.value;
  const value = compareRootChoices(module, positionAfter(module.game, s.playStart, s.playMoves), s.labEstimateDepth);
  choicesCache.set(s.playMoves, { depth: s.labEstimateDepth, value });
  return value;
}

/** A value of the root-choice table in the lab's words (discs, Black's view). */
export function formatRootValue(v: number): string {
  return formatWordedValue(v, { value: (x) => formatSearchValue(x, 64) });
}
