/** Othello's words in English (see GameWords in ../module.ts). */
import type { GameWords } from '../module.ts';

export const words: GameWords = {
  name: 'Othello',
  sides: ['Black', 'White'],
  score: { count: '{n} {n|disc|discs}', abbr: 'discs' },
  players: {
    greedy: { name: 'Most discs turned', description: 'Plays the move that turns over the most discs (at random among ties).' },
    'as-written': {
      name: 'Disc count, leaf not from the side to move',
      description: 'Looks 3 moves ahead in negamax form, but every leaf counts its own discs whoever is to move there, so on its second turn ahead it picks the move that leaves it the fewest discs.',
    },
  },
  evaluations: {
    discs: { name: 'discs (Black’s discs − White’s)', short: 'discs', units: 'discs', count: '{n} {n|disc|discs}', abbr: 'discs', quantity: 'disc count', inScoreUnits: true },
    weights: { name: 'square weights (corners 120, X-squares −40)', short: 'square weights', units: 'square-weight points', count: '{n} weight {n|point|points}', abbr: 'pts', quantity: 'weights', inScoreUnits: false },
    mobility: { name: 'mobility and corners', short: 'mobility', units: 'mobility-and-corner points', count: '{n} mobility {n|point|points}', abbr: 'pts', quantity: 'mobility', inScoreUnits: false },
    strong: { name: 'mobility, frontier, corners and stability', short: 'mobility and stability', units: 'blended points', count: '{n} {n|point|points}', abbr: 'pts', quantity: 'blended evaluation', inScoreUnits: false },
  },
  moveInLine: '{move}',
  exact: '{n} empty {n|square|squares}',
  lastMove: 'last move: ringed in red',
  setup: {
    pieces: 'discs',
    format: 'A board string: 64 characters for a1, b1 … h1, a2 … h8 (row by row from the top), X for Black, O for White, - for empty, then the side to move, X or O. An FFO test line also works: its list of moves and scores after “;” is ignored. The four centre squares d4, e4, d5, e5 are never empty. A position where neither side can move is accepted: the game is over there.',
  },
  ending: {
    won: 'Game over at {node}: {side} has more discs, so the value is the final margin {value} ({side} wins).',
    drawn: 'Game over at {node}: both sides have as many discs, a draw: value {value}.',
  },
};
