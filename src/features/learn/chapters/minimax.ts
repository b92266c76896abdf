/** Chapter 2, minimax: values of finished games, max and min by turn, bottom-up; the empty board is a draw. */
import type { Chapter } from '../state/course.ts';
import { lineIs } from './tasks.ts';

export const minimax: Chapter = {
  id: 'minimax',
  game: 'tictactoe',
  steps: [
    { id: 'finished', view: '#/03142?tab=explore&levels=1&hints=1' },
    { id: 'o-maximises', view: '#/0314?tab=explore&levels=1&hints=1', task: { done: lineIs('03142') } },
    { id: 'x-minimises', view: '#/041?tab=explore&levels=1&hints=1', task: { done: lineIs('0412') } },
    { id: 'bottom-up', view: '#/0314?tab=explore&levels=2&hints=1' },
    { id: 'lab', view: '#/0481?tab=lab&alg=minimax', task: { done: (s) => s.tab === 'lab' && s.labFrame >= 5 } },
    { id: 'empty-board', view: '#/?tab=explore&levels=1&hints=1' },
  ],
  checkpoint: {
    questions: [
      { kind: 'minimax', level: 'easy', seed: 201 },
      { kind: 'who-wins', level: 'medium', seed: 202 },
      { kind: 'minimax', level: 'medium', seed: 203 },
    ],
    pass: 2,
  },
};
