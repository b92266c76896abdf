/**
 * Chapter 5, the transposition table of bounds and symmetry: the same board reached by moves in another order,
 * what the table stores (exact values, or a lower or upper bound after a cut-off), the four rules a hit is read
 * by, and the node counts from the empty board (alpha-beta centre first 7,275; with the table 1,981; with
 * symmetric positions sharing an entry 472: the lab's comparison table, `npm run cli -- search ......... --order
 * centre --tt|--symmetry`).
 *
 * The small position o:7 x:0 o:8 x:1 (`#/7081`, o to move, 137 nodes) in cell order with the table: an exact value
 * stored at frame 9, a lower bound at frame 34 (o:2 x:4 o:3 x:5, which failed high), and the first hit at frame 53,
 * o:2 x:5 o:3 x:4, the same board, answered by that bound (test/features/learn/chapters4to7.test.ts).
 */
import type { AppState } from '../../../store/appState.ts';
import type { Chapter } from '../state/course.ts';
import { labAlphaBeta, labFrameIs, labView, lineIs } from './labTasks.ts';

const WITH_TABLE = 'alg=alphabeta&lorder=cell&tt=1&sym=0&depth=all';
const onEmptyCentre = (s: AppState) => labAlphaBeta(s) && lineIs('tictactoe', '')(s) && s.labOrder === 'centre';

export const transpositionTable: Chapter = {
  id: 'transposition-table',
  game: 'tictactoe',
  steps: [
    { id: 'same-board', view: labView('7081', 'alg=alphabeta&lorder=cell&tt=0&sym=0&depth=all&step=48') },
    { id: 'store-exact', view: labView('7081', `${WITH_TABLE}&step=9`) },
    { id: 'store-bound', view: labView('7081', `${WITH_TABLE}&step=34`) },
    {
      id: 'first-hit',
      view: labView('7081', `${WITH_TABLE}&step=48`),
      task: { done: (s) => labAlphaBeta(s) && lineIs('tictactoe', '7081')(s) && s.labTt && labFrameIs((f) => f.counters.ttHits > 0)(s) },
    },
    { id: 'hit-rules', view: labView('7081', `${WITH_TABLE}&step=53`), show: '.lab-rules' },
    {
      id: 'table-on',
      view: labView('', 'alg=alphabeta&lorder=centre&tt=0&sym=0&depth=all&step=0'),
      show: '.lab-compare',
      task: { done: (s) => onEmptyCentre(s) && s.labTt },
    },
    {
      id: 'symmetry',
      view: labView('', 'alg=alphabeta&lorder=centre&tt=1&sym=0&depth=all&step=0'),
      show: '.lab-compare',
      task: { done: (s) => onEmptyCentre(s) && s.labTt && s.labSymmetry },
    },
  ],
  checkpoint: {
    // "Which case?" asks which bounds the table stores; the table's probe asks what a stored bound does to a window.
    questions: [
      { kind: 'which-case', level: 'medium', seed: 501 },
      { kind: 'tt-probe', level: 'easy', seed: 502 },
      { kind: 'tt-probe', level: 'medium', seed: 503 },
    ],
    pass: 2,
  },
};
