/** Chapter 1, the game tree: positions and moves, the tree of all games, counting it, building it. */
import type { Chapter } from '../state/course.ts';
import { lineIs } from './tasks.ts';

export const gameTree: Chapter = {
  id: 'game-tree',
  game: 'tictactoe',
  steps: [
    { id: 'positions', view: '#/?tab=explore&levels=1&hints=0', task: { done: (s) => s.playMoves.length > 0 } },
    { id: 'children', view: '#/?tab=explore&levels=1&hints=0' },
    { id: 'tree', view: '#/?tab=explore&levels=2&hints=0' },
    { id: 'subtree', view: '#/4?tab=explore&levels=1&hints=0', task: { done: lineIs('40') } },
    { id: 'counting', show: '.summary-panel', view: '#/?tab=explore&levels=1&hints=0' },
    { id: 'positions-count', show: '.summary-panel', view: '#/012?tab=explore&levels=1&hints=0' },
    { id: 'whole-game', view: '#/?tab=explore&picture=overview' },
    { id: 'build-order', view: '#/0481?tab=lab&alg=minimax&step=0' },
  ],
  checkpoint: {
    questions: [
      { kind: 'count-tree', level: 'easy', seed: 101 },
      { kind: 'count-tree', level: 'easy', seed: 102 },
      { kind: 'count-tree', level: 'medium', seed: 103 },
    ],
    pass: 2,
  },
};
