/**
 * Chapter 4, alpha-beta: the window (α, β), the cut-off, the three cases (fail low / exact / fail high), move
 * ordering and the node counts from the empty board (minimax 549,946; alpha-beta in cell order 18,297; centre
 * first 7,275; best first 2,312: the lab's comparison table, test/features/lab/labSlice.test.ts and
 * `npm run cli -- search ......... --order …`).
 *
 * The small position o:4 x:0 o:5 x:1 (`#/4051`, o to move, 113 nodes, alpha-beta visits 20) shows each idea at a
 * frame of the lab's own trace in cell order: α rises to 1 at frame 6, the first cut-off at frame 10 (fail low at
 * 11), the first exact exit at 15 and the first fail high at 22 (test/features/learn/chapters4to7.test.ts reads
 * them back from the run).
 */
import type { AppState } from '../../../store/appState.ts';
import type { Chapter } from '../state/course.ts';
import { labAlphaBeta, labFrameIs, labFrameReached, labView, lineIs } from './labTasks.ts';

const SMALL = 'alg=alphabeta&lorder=cell&tt=0&sym=0&depth=all';
const onSmall = (s: AppState) => labAlphaBeta(s) && lineIs('tictactoe', '4051')(s);

export const alphaBeta: Chapter = {
  id: 'alpha-beta',
  game: 'tictactoe',
  steps: [
    { id: 'every-node', view: labView('', 'alg=minimax&lorder=cell&tt=0&sym=0&depth=all&step=0') },
    { id: 'small', view: labView('4051', `${SMALL}&step=0`) },
    { id: 'window', view: labView('4051', `${SMALL}&step=6`) },
    { id: 'cut-off', view: labView('4051', `${SMALL}&step=6`), task: { done: (s) => onSmall(s) && labFrameIs((f) => f.counters.cutoffs > 0)(s) } },
    { id: 'fail-low', view: labView('4051', `${SMALL}&step=11`) },
    { id: 'three-cases', view: labView('4051', `${SMALL}&step=15`), task: { done: (s) => onSmall(s) && labFrameReached((f) => f.result === 'fail-high')(s) } },
    {
      id: 'order',
      view: labView('', 'alg=alphabeta&lorder=cell&tt=0&sym=0&depth=all&step=0'),
      show: '.lab-compare',
      task: { done: (s) => labAlphaBeta(s) && lineIs('tictactoe', '')(s) && s.labOrder === 'best' && !s.labTt },
    },
    { id: 'centre-first', view: labView('', 'alg=alphabeta&lorder=centre&tt=0&sym=0&depth=all&step=0'), show: '.lab-compare' },
  ],
  checkpoint: {
    questions: [
      { kind: 'alpha-beta', level: 'easy', seed: 401 },
      { kind: 'which-case', level: 'easy', seed: 402 },
      { kind: 'which-order', level: 'easy', seed: 403 },
      { kind: 'alpha-beta', level: 'medium', seed: 404 },
    ],
    pass: 3,
  },
};
