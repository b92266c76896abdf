/**
 * The shape of an exercise: what is shown (a position, a small tree, a lab
 * step), the blanks a student fills, the engine's answer for each blank, and
 * the worked explanation revealed step by step. Pure data: generated from a
 * seed (generate.ts), graded by grade.ts, rendered by the components.
 */
import type { Board, ExerciseOrder, MoveOrder } from './engine.ts';

/** The six kinds of exercise. */
export const KINDS = ['who-wins', 'best-moves', 'minimax', 'alpha-beta', 'which-case', 'which-order'] as const;
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
export type Word = 'o' | 'x' | 'root' | 'max' | 'min' | 'o-wins' | 'draw' | 'x-wins' | 'fail-low' | 'exact' | 'fail-high' | ExerciseOrder;

/**
 * One step of the worked explanation ("show me"): a message key (the UI
 * prefixes it with `ex.step.`), its parameters (plain strings and numbers, or
 * words to translate), and the blanks whose answers this step reveals.
 */
export interface ExplainStep {
  readonly key: ExplainKey;
  readonly params: Readonly<Record<string, string | number | { readonly word: Word }>>;
  readonly reveal: readonly string[];
}

export const EXPLAIN_KEYS = [
  'child-value',
  'side-picks',
  'best-are',
  'inner',
  'enter',
  'cutoff',
  'no-cutoff',
  'compare-alpha',
  'compare-beta',
  'case-is',
  'stored',
  'order-nodes',
  'order-fewer',
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

/** What is shown besides the position, per kind. */
export type Shown =
  | { readonly kind: 'who-wins' }
  | { readonly kind: 'best-moves'; /** Hint: how many best moves there are (easy only). */ readonly bestCount: number | null }
  | { readonly kind: 'minimax'; readonly tree: readonly TreeNode[]; /** Inner node values given as hints (path -> value). */ readonly given: Readonly<Record<string, number>> }
  | { readonly kind: 'alpha-beta'; readonly tree: readonly TreeNode[]; /** Nodes whose (α, β) on entry is asked. */ readonly asked: readonly string[] }
  | {
      readonly kind: 'which-case';
      /** Moves from the exercise's position to the node of the step. */
      readonly path: string;
      readonly nodeBoard: Board;
      readonly alpha: number;
      readonly beta: number;
      readonly value: number;
      /** Whether the rule table (v ≤ α, α < v < β, β ≤ v) is shown. */
      readonly reminder: boolean;
    }
  | { readonly kind: 'which-order'; readonly orders: readonly [ExerciseOrder, ExerciseOrder]; /** Allowed relative error of the estimate, e.g. 0.25. */ readonly tolerance: number };

/** Where "open in" takes the student: the explorer, or the search lab with alpha-beta options. */
export type OpenIn = { readonly tab: 'explore' } | { readonly tab: 'lab'; readonly algorithm: 'minimax' | 'alphabeta'; readonly order: MoveOrder; readonly tt: boolean };

/** One generated exercise. */
export interface Exercise {
  readonly kind: Kind;
  readonly level: Level;
  /** The seed it was generated from (with kind and level, it reproduces the exercise). */
  readonly seed: number;
  /** The line of play from the empty board to the position. */
  readonly moves: readonly number[];
  readonly board: Board;
  readonly shown: Shown;
  readonly blanks: readonly Blank[];
  readonly steps: readonly ExplainStep[];
  readonly openIn: OpenIn;
}
