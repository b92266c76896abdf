/** The random player: any legal move, uniformly. */
import { legalMask } from '../../games/tictactoe/board.ts';
import { definePlayer, type AiPlayer } from '../player.ts';

/** Uniformly random among the legal moves. Works on any valid board. */
export function createRandomPlayer(): AiPlayer {
  return definePlayer({
    id: 'random',
    name: 'Random',
    description: 'Plays any empty cell, uniformly at random.',
    mask: legalMask,
  });
}
