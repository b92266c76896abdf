/**
 * The perfect players never lose against *any* opponent: walk every game in
 * which the perfect side plays any of its choices and the opponent plays any
 * legal move, as o and as x.
 */
import { describe, expect, it } from 'vitest';
import { isOver, legalMoves, outcomeOf, toMove, type Board } from '../../src/games/tictactoe/board.ts';
import { createPlayer } from '../../src/ai/registry.ts';
import type { AiPlayer } from '../../src/ai/player.ts';
import { mustMove } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

interface Tally {
  games: number;
  losses: number;
  wins: number;
}

function walk(player: AiPlayer<number>, side: 'o' | 'x', b: Board, t: Tally): void {
  if (isOver(b)) {
    t.games++;
    const o = outcomeOf(b);
    if (o === (side === 'o' ? 'x-won' : 'o-won')) t.losses++;
    if (o === (side === 'o' ? 'o-won' : 'x-won')) t.wins++;
    return;
  }
  const moves = toMove(b) === side ? player.choices(b) : legalMoves(b);
  for (const m of moves) walk(player, side, mustMove(b, m), t);
}

describe('exhaustive: no opponent move sequence beats a perfect player', () => {
  for (const id of ['perfect', 'perfect-shortest', 'alphabeta']) {
    for (const side of ['o', 'x'] as const) {
      it(`${id} as ${side}`, () => {
        const t: Tally = { games: 0, losses: 0, wins: 0 };
        walk(createPlayer(ticTacToe, id), side, 0, t);
        expect(t.losses).toBe(0);
        expect(t.wins).toBeGreaterThan(0);
        expect(t.games).toBeGreaterThan(t.wins); // some lines are draws
      });
    }
  }

  it('the walk does find losses for a non-perfect player (rule3 as x)', () => {
    const t: Tally = { games: 0, losses: 0, wins: 0 };
    walk(createPlayer(ticTacToe, 'rule3'), 'x', 0, t);
    expect(t.losses).toBeGreaterThan(0);
  });
});
