/**
 * The exercise kinds, one object each (its file in this folder), keyed by
 * the id the quiz link uses. The mapped type makes a kind named in KINDS
 * without an object here (or the other way round) a compile error.
 *
 * Adding a kind: its file here exporting an `ExerciseKind`, its id in KINDS
 * (types.ts: the quiz link is read at start-up, before this registry and
 * its generators load with the exercises tab), one line below; then its view
 * (features/exercises/ui/kinds/, one line in KIND_VIEWS) and its words.
 */
import type { AtPosition, ExerciseKind, NoPosition } from '../kind.ts';
import type { Kind } from '../types.ts';
import { alphaBeta } from './alphaBeta.ts';
import { bestMoves } from './bestMoves.ts';
import { countTree } from './countTree.ts';
import { minimax } from './minimax.ts';
import { numericAlphaBeta } from './numericAlphaBeta.ts';
import { numericMinimax } from './numericMinimax.ts';
import { whichCase } from './whichCase.ts';
import { whichOrder } from './whichOrder.ts';
import { whoWins } from './whoWins.ts';
import { depthLimit } from './depthLimit.ts';
import { ttProbe } from './ttProbe.ts';
import { negamax } from './negamax.ts';

export const EXERCISE_KINDS = {
  'who-wins': whoWins,
  'best-moves': bestMoves,
  minimax,
  'alpha-beta': alphaBeta,
  'which-case': whichCase,
  'which-order': whichOrder,
  'numeric-minimax': numericMinimax,
  'numeric-alpha-beta': numericAlphaBeta,
  'depth-limit': depthLimit,
  'tt-probe': ttProbe,
  negamax,
  'count-tree': countTree,
} as const satisfies { readonly [K in Kind]: ExerciseKind<K, { readonly kind: K }, AtPosition | NoPosition> };
