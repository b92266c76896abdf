/**
 * A game's defaults come from its module, never from generic code: the CPU's
 * evaluation, the arena's first match and the source article's player.
 */
import { describe, expect, it } from 'vitest';
import { loadedGames } from '../../src/games/index.ts';
import { arenaPlayersOf, searchEvaluationsOf, defaultEvaluation } from '../../src/store/gameDefaults.ts';
import { fakeSearchPort, storeWithTree } from './helpers.ts';

describe('game defaults', () => {
  it('are the module’s: Othello searches with the strong evaluation and pits weights against discs; tic-tac-toe names none', () => {
    expect(defaultEvaluation('othello')).toBe('strong');
    expect(arenaPlayersOf('othello')).toEqual(['alphabeta-d3-weights', 'alphabeta-d3-discs']);
    expect(arenaPlayersOf('tictactoe')).toEqual(['perfect', 'random']);
    expect(defaultEvaluation('tictactoe')).toBe('');
    expect(searchEvaluationsOf('tictactoe')).toEqual([]);
    expect(defaultEvaluation('no-such-game')).toBe('');
    for (const m of loadedGames()) {
      const offered = searchEvaluationsOf(m.game.id);
      if (offered.length > 0) expect(offered).toContain(defaultEvaluation(m.game.id));
    }
  });

  it('apply when a game is chosen whose evaluations the current settings do not name, and not otherwise', () => {
    const { store } = storeWithTree({ deps: { search: fakeSearchPort().port } });
    const s = () => store.getState();
    expect(s().playSearch.evaluation).toBe('');
    s().chooseGame('othello');
    expect(s().playSearch.evaluation).toBe('strong');
    expect([s().arenaPlayerA, s().arenaPlayerB]).toEqual(['alphabeta-d3-weights', 'alphabeta-d3-discs']);
    // A choice of the person's survives a trip to another game and back.
    s().playUpdateSearch({ evaluation: 'mobility' });
    s().setArenaPlayers('alphabeta-d2-mobility', s().arenaPlayerB);
    s().chooseGame('tictactoe');
    expect([s().arenaPlayerA, s().arenaPlayerB]).toEqual(['perfect', 'random']);
    s().chooseGame('othello');
    expect(s().playSearch.evaluation).toBe('mobility');
    expect(s().arenaPlayerA).toBe('alphabeta-d2-mobility');
  });
});
