/**
 * The view of every exercise kind (its file in kinds/), keyed by the pure
 * registry's ids (exercises/kinds/index.ts): the mapped type makes a kind
 * without a view a compile error.
 */
import type { Kind } from '../../../exercises/types.ts';
import type { KindView } from './bodyProps.ts';
import { alphaBetaView } from './kinds/alphaBeta.tsx';
import { bestMovesView } from './kinds/bestMoves.tsx';
import { countTreeView } from './kinds/countTree.tsx';
import { minimaxView } from './kinds/minimax.tsx';
import { numericAlphaBetaView } from './kinds/numericAlphaBeta.tsx';
import { numericMinimaxView } from './kinds/numericMinimax.tsx';
import { whichCaseView } from './kinds/whichCase.tsx';
import { whichOrderView } from './kinds/whichOrder.tsx';
import { whoWinsView } from './kinds/whoWins.tsx';
import { depthLimitView } from './kinds/depthLimit.tsx';
import { ttProbeView } from './kinds/ttProbe.tsx';
import { negamaxView } from './kinds/negamax.tsx';

const KIND_VIEWS: { readonly [K in Kind]: KindView<K> } = {
  'who-wins': whoWinsView,
  'best-moves': bestMovesView,
  minimax: minimaxView,
  'alpha-beta': alphaBetaView,
  'which-case': whichCaseView,
  'which-order': whichOrderView,
  'numeric-minimax': numericMinimaxView,
  'numeric-alpha-beta': numericAlphaBetaView,
  'depth-limit': depthLimitView,
  'tt-probe': ttProbeView,
  negamax: negamaxView,
  'count-tree': countTreeView,
};

/**
 * The view of a kind, for the generic shell (question, worksheet, options).
 * The one erasing cast: the checker cannot tie `ex.kind` to the entry, so a
 * caller passes an exercise of that kind (every caller passes `ex.kind` with `ex`).
 */
export function viewOf(kind: Kind): KindView<Kind> {
  return KIND_VIEWS[kind] as unknown as KindView<Kind>;
}
