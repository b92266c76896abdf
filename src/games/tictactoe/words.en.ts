/** Tic-tac-toe's words in English (see GameWords in ../module.ts). */
import type { GameWords } from '../module.ts';

export const words: GameWords = {
  name: 'Tic-tac-toe',
  sides: ['o', 'x'],
  score: { count: '{n} {n|point|points}', abbr: 'pts' },
  players: {
    rule1: { name: 'Rules, level 1', description: 'Completes a line when it can; otherwise plays at random.' },
    rule2: { name: 'Rules, level 2', description: 'Completes a line when it can, else blocks the opponent’s immediate win; otherwise random.' },
    rule3: { name: 'Rules, level 3', description: 'Wins, else blocks, else takes the centre, else a corner; otherwise random.' },
  },
  evaluations: {},
  moveInLine: '{letter}:{move}',
  lastMove: 'last move in red',
  ending: {
    won: 'Game over at {node}: {side} has three in a row, so the value is {value} ({side} wins).',
    drawn: 'Game over at {node}: the board is full and nobody has a line, a draw: value {value}.',
  },
};
