/** Connect-K games of any size for the tests (the app registers Connect 3; 7×6 is solved by search). */
import { gameOfRules } from '../../src/games/connect/game.ts';
import { connectView } from '../../src/games/connect/view.ts';
import { createRules, type ConnectSize } from '../../src/games/connect/rules.ts';

/** The Game of a board size (RangeError for a size the rules do not play). */
export function connectGame(size: ConnectSize, id?: string) {
  return gameOfRules(createRules(size), id);
}

/** Standard Connect Four (7×6, four in a row) with its board drawing. */
export function connectFour(id = 'connect4') {
  const rules = createRules({ width: 7, height: 6, inRow: 4 });
  return { game: gameOfRules(rules, id), view: connectView(rules, id) };
}
