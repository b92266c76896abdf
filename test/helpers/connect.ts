/** Connect-K games of any size for the tests (the app registers Connect 3; 7×6 is solved by search). */
import { gameOfRules } from '../../src/games/connect/game.ts';
import { connectView } from '../../src/games/connect/view.ts';
import { createRules, type ConnectRules, type ConnectSize, type ConnectState } from '../../src/games/connect/rules.ts';
import { naiveEmpty, type NaiveBoard } from './connectNaive.ts';

/** The Game of a board size (RangeError for a size the rules do not play). */
export function connectGame(size: ConnectSize, id?: string) {
  return gameOfRules(createRules(size), id);
}

/** Standard Connect Four (7×6, four in a row) with its board drawing. */
export function connectFour(id = 'connect4') {
  const rules = createRules({ width: 7, height: 6, inRow: 4 });
  return { game: gameOfRules(rules, id), view: connectView(rules, id) };
}

/** The naive reference's board (test/helpers/connectNaive.ts) of a rules state, read square by square. */
export function naiveOfState(rules: ConnectRules, s: ConnectState): NaiveBoard {
  const { width, height, inRow } = rules.size;
  const b = naiveEmpty(width, height, inRow);
  for (let c = 0; c < width; c++) {
    for (let r = 0; r < height; r++) {
      const d = rules.discAt(s, c, r);
      if (d >= 0) b.columns[c].push(d === 0 ? 'R' : 'Y');
    }
  }
  return b;
}
