/**
 * The shape of an exercise: what is shown (a position, a small tree, a lab
 * step), the blanks a student fills, the engine's answer for each blank, and
 * the worked explanation revealed step by step. Pure data: generated from a
 * seed (generate.ts), graded by grade.ts, rendered by the components.
 */
import type { Board, ExerciseOrder, MoveOrder } from './engine.ts';
import type { ExerciseOf, PlaceOf, ShownOf } from './kind.ts';
import type { EXERCISE_KINDS } from './kinds/index.ts';

/** The kinds of exercise, in the order a quiz cycles through them (each is an object in kinds/index.ts). */
export const KINDS = ['who-wins', 'best-moves', 'minimax', 'alpha-beta', 'which-case', 'which-order', 'numeric-minimax', 'numeric-alpha-beta', 'depth-limit', 'tt-probe', 'negamax', 'count-tree'] as const;
export type Kind = (typeof KINDS)[number];

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/** One answer slot and the engine's answer for it. */
export type Blank =
  /** Pick one of `options`. */
  | { readonly id: string; readonly type: 'choice'; readonly options: readonly string[]; readonly answer: string }
  /** Mark exactly the members of `answer` among `options` (cells, edges). */
  | { readonly id: string; readonly type: 'set'; readonly options: readonly string[]; readonly answer: readonly string[] }
  /** Type a number from `domain` (values, alpha, beta; ±Infinity allowed where listed). */
  | { readonly id: string; readonly type: 'value'; readonly domain: readonly number[]; readonly answer: number }
  /** Type a whole number within [lo, hi] around the engine's `answer`. */
  | { readonly id: string; readonly type: 'estimate'; readonly answer: number; readonly lo: number; readonly hi: number };

/** What a student gave for one blank: a choice, a set, or a number (NaN or undefined when unreadable / missing). */
export type AnswerValue = string | number | readonly string[];
export type Answers = Readonly<Record<string, AnswerValue | undefined>>;

/** Words of an explanation that the UI translates (players, outcomes, cases, max / min, orders). */
export type Word = 'o' | 'x' | 'root' | 'max' | 'min' | 'o-wins' | 'draw' | 'x-wins' | 'fail-low' | 'exact' | 'fail-high' | ExerciseOrder | 'tree-root';

/**
 * One step of the worked explanation ("show me"): a message key (the UI
 * prefixes it with `ex.step.`), its parameters (plain strings and numbers,
 * words to translate, or a numeric tree's node: its dotted child numbers,
 * which the UI writes "node 2.1"), and the blanks whose answers this step reveals.
 */
export interface ExplainStep {
  readonly key: ExplainKey;
  readonly params: Readonly<Record<string, string | number | { readonly word: Word } | { readonly treeNode: string }>>;
  readonly reveal: readonly string[];
}

export const EXPLAIN_KEYS = [
  'child-value',
  'side-picks',
  'best-are',
  'child-win-at',
  'best-are-fast',
  'inner',
  'enter',
  'cutoff',
  'no-cutoff',
  'compare-alpha',
  'compare-beta',
  'case-is',
  'node-value',
  'stored',
  'order-nodes',
  'order-fewer',
  'num-value',
  'num-clamped',
  'num-enter',
  'num-cut',
  'dl-leaf',
  'dl-finished',
  'dl-reply',
  'dl-pick',
  'dl-truth',
  'dl-is-best',
  'dl-not-best',
  'tt-clamp',
  'tt-depth-same',
  'tt-depth-differs',
  'tt-entry',
  'tt-exact',
  'tt-upper-cut',
  'tt-lower-cut',
  'tt-narrow',
  'nm-node',
  'nm-flip',
  'nm-bug',
  'nm-bug-best',
  'nm-bug-wrong',
  'count-children',
  'count-depth',
  'count-total',
] as const;
export type ExplainKey = (typeof EXPLAIN_KEYS)[number];

/** A node of the small game tree drawn by the minimax and alpha-beta exercises. */
export interface TreeNode {
  /** Moves from the exercise's position ('' for it); also the node's id. */
  readonly path: string;
  readonly board: Board;
  /** Parent path, null for the root. */
  readonly parent: string | null;
  /** Cell played to reach the node, -1 for the root. */
  readonly move: number;
  /** Child paths in cell order. */
  readonly children: readonly string[];
  /** Value of a finished game (always shown); null for inner nodes. */
  readonly leafValue: number | null;
}

/** What is shown besides the position: the union of every kind's own (each kind's file declares it). */
export type Shown = ShownOf<(typeof EXERCISE_KINDS)[Kind]>;

/** Where "open in" takes the student: the explorer, or the search lab with alpha-beta options. */
export type OpenIn = { readonly tab: 'explore' } | { readonly tab: 'lab'; readonly algorithm: 'minimax' | 'alphabeta'; readonly order: MoveOrder; readonly tt: boolean; readonly depth?: number };

/** One generated exercise (of kind K: its `shown` narrowed to that kind's, set where that kind's are); over all kinds, a union discriminated by `kind`. */
export type Exercise<K extends Kind = Kind> = K extends Kind ? ExerciseOf<K, Extract<Shown, { readonly kind: K }>, PlaceOf<(typeof EXERCISE_KINDS)[K]>> : never;
