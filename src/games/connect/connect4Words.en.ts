/** Connect Four's words in English (see GameWords in ../module.ts). */
import type { GameWords } from '../module.ts';

export const words: GameWords = {
  name: 'Connect Four (7×6)',
  shortName: 'Connect Four',
  tagline: 'Connect Four (7×6): solved by search, one position at a time',
  sides: ['Red', 'Yellow'],
  // The solver's score: 22 minus the discs the winner has played (a faster win scores more).
  score: { count: '{n} {n|point|points}', abbr: 'pts' },
  players: {
    'win-block': {
      name: 'win or block',
      description: 'Drops a disc where it makes four in a row; otherwise where the opponent would make four next; otherwise into any column at random.',
    },
    centre: {
      name: 'centre first',
      description: 'Wins and blocks like \u201cwin or block\u201d; otherwise drops into the column nearest the centre.',
    },
    'perfect-shortest': {
      name: 'Perfect (the solver)',
      description: 'Plays the best column the solver finds, the fastest win or the slowest loss: at once from its opening table in the first moves, otherwise by solving the position to the end (from seconds to minutes early in a game).',
    },
  },
  evaluations: {
    lines: { name: 'open lines (discs in lines still open to one side)', short: 'open lines', units: 'line points', count: '{n} line {n|point|points}', abbr: 'pts', quantity: 'open lines', inScoreUnits: false },
  },
  moveInLine: '{letter}:{move}',
  lastMove: 'last disc: a dark dot in its middle',
  ending: {
    won: 'Game over at {node}: {side} has four in a row, so the value is {value} ({side} wins).',
    drawn: 'Game over at {node}: the board is full and nobody has four in a row, a draw: value {value}.',
  },
  exact: '{n} empty {n|square|squares}',
  moveOrders: { natural: 'None (columns 1 to 7)', static: 'Centre columns first' },
  exactOutcome: { win: 'wins in {n} of your moves', draw: 'draw', loss: 'loses in {n} of the opponent’s moves' },
};
