/**
 * Chapter 7, negamax and Othello: one function for both sides (a node's value for the side to move is the largest
 * of its children's values negated), the sign that must flip at every level and at the leaf, and the source
 * article's bug on a real position: its leaf counts the AI's discs whoever is to move, so after 1. f5, three moves
 * ahead, the AI (White) plays f6 where negamax plays d6 (the lab's root-choice table, selectRootChoices; the lab's
 * example button). The step after the button's sets what it sets (the lab's depth, leaf and algorithm are address
 * fields), so its task can be done whatever the student did before; the last step asks for the fix.
 * Figures: test/features/learn/chapters4to7.test.ts.
 */
import type { Chapter } from '../state/course.ts';
import { labSignWentWrong, labView, lineIs } from './labTasks.ts';

const OTHELLO_F5 = '#/othello/f5?tab=lab&cpu=none&eval=strong&hide=0';
/** What the example button sets: the search as written, 3 moves ahead, plain minimax (negamax form). */
const AS_WRITTEN = `${OTHELLO_F5}&alg=minimax&ldepth=3&leaf=written`;
const onF5 = lineIs('othello', 'f5');

export const negamax: Chapter = {
  id: 'negamax',
  game: 'othello',
  steps: [
    { id: 'one-function', view: labView('4051', 'alg=minimax&lorder=cell&tt=0&sym=0&depth=all&step=277') },
    { id: 'othello', view: OTHELLO_F5 },
    {
      id: 'example',
      view: OTHELLO_F5,
      show: '.lab-as-written .control-row',
      task: { done: (s) => s.tab === 'lab' && onF5(s) && s.labLeaf === 'asWritten' && s.labEstimateDepth === 3 && s.labAlgorithm === 'minimax' },
    },
    { id: 'sign-goes-wrong', view: AS_WRITTEN, show: '.lab-caption', task: { done: (s) => s.tab === 'lab' && onF5(s) && labSignWentWrong(s) } },
    {
      id: 'the-fix',
      view: AS_WRITTEN,
      task: { done: (s) => s.tab === 'lab' && onF5(s) && s.labLeaf === 'side' && s.labEstimateDepth === 3 },
    },
  ],
  checkpoint: {
    // Values for the side to move, and the finished games whose sign a search that forgets the flip gets wrong.
    questions: [
      { kind: 'negamax', level: 'easy', seed: 701 },
      { kind: 'negamax', level: 'easy', seed: 702 },
      { kind: 'minimax', level: 'medium', seed: 703 },
    ],
    pass: 2,
  },
};
