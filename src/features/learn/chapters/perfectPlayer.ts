/** Chapter 3, the perfect player: best moves from the values, playing it, the arena against a random player, the strong-solve check. */
import type { Chapter } from '../state/course.ts';
import { gameOver, nextIsOneOf } from './tasks.ts';

export const perfectPlayer: Chapter = {
  id: 'perfect-player',
  game: 'tictactoe',
  steps: [
    { id: 'best-moves', view: '#/4?tab=explore&levels=1&hints=1', task: { done: nextIsOneOf('4', [0, 2, 6, 8]) } },
    { id: 'table', show: '.summary-panel', view: '#/?tab=explore&levels=1&hints=1' },
    { id: 'play', view: '#/?tab=explore&levels=1&mode=vs-ai&side=o&ai=perfect', task: { done: (s) => s.settings.playMode === 'vs-ai' && s.settings.opponent === 'perfect' && gameOver(s) } },
    { id: 'arena', view: '#/?tab=arena', task: { done: (s) => s.arenaMatch.status === 'done' && s.arenaMatch.a === 'perfect' && s.arenaMatch.b === 'random' } },
    { id: 'solve-check', view: '#/?tab=arena', task: { done: (s) => s.arenaSolve.status === 'done' && s.arenaSolve.player === 'perfect' && s.arenaSolve.passed === true } },
  ],
  checkpoint: {
    questions: [
      { kind: 'best-moves', level: 'easy', seed: 301 },
      { kind: 'best-moves', level: 'medium', seed: 302 },
      { kind: 'who-wins', level: 'hard', seed: 303 },
    ],
    pass: 2,
  },
};
