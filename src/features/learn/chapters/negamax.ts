/**
 * Chapter 7, negamax and Othello: one function for both sides (a node's value for the side to move is the largest
 * of its children's values negated), the sign that must flip at every level and at the leaf, and the source
 * article's bug on a real position: its leaf counts the AI's discs whoever is to move, so after 1. f5, three moves
 * ahead, the AI (White) plays f6 where negamax plays d6 (the lab's root-choice table, selectRootChoices; the lab's
 * example button). The searched game's lab options (depth, leaf) are not in the address, so the steps that need
 * them ask for the example button (a task) instead of setting them.
 * Figures: test/features/learn/chapters4to7.test.ts.
 */
import type { Chapter } from '../state/course.ts';
import { labSignWentWrong, labView, lineIs } from './labTasks.ts';

const OTHELLO_F5 = '#/othello/f5?tab=lab&cpu=none&eval=strong&hide=0';
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
      task: { done: (s) => s.tab === 'lab' && onF5(s) && s.labLeaf === 'asWritten' && s.labEstimateDepth === 3 && s.labAlgorithm === 'minimax' },
    },
    { id: 'sign-goes-wrong', view: OTHELLO_F5, task: { done: (s) => s.tab === 'lab' && onF5(s) && labSignWentWrong(s) } },
    { id: 'the-fix', view: OTHELLO_F5 },
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
