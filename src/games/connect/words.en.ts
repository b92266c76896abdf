/** The small Connect game's words in English (see GameWords in ../module.ts). */
import type { GameWords } from '../module.ts';

export const words: GameWords = {
  name: 'Connect 3 (4×3)',
  shortName: 'Connect 3',
  sides: ['Red', 'Yellow'],
  score: { count: '{n} {n|point|points}', abbr: 'pts' },
  players: {
    'win-block': {
      name: 'win or block',
      description: 'Drops a disc where it makes three in a row; otherwise where the opponent would make three next; otherwise into any column at random.',
    },
    centre: {
      name: 'centre first',
      description: 'Wins and blocks like \u201cwin or block\u201d; otherwise drops into the column nearest the centre.',
    },
  },
  evaluations: {},
  moveInLine: '{letter}:{move}',
  lastMove: 'last disc: a dark dot in its middle',
  ending: {
    won: 'Game over at {node}: {side} has three in a row, so the value is {value} ({side} wins).',
    drawn: 'Game over at {node}: the board is full and nobody has three in a row, a draw: value {value}.',
  },
};
