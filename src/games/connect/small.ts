/**
 * Connect Four on the small boards solved whole, 4×4 and 5×4 (four in a row):
 * position-solved games (../positionSolved.ts). Their positions fit (161,029
 * and 3,945,711, both draws with perfect play) but their trees of move
 * sequences do not, so each is a searched game whose exact solver reaches
 * every position: the first solve, in the worker, values every position
 * (with progress), and every later answer is a look-up. The AI plays
 * perfectly, the hints give every column's exact value, the lab and the
 * arena search them to a depth like 7×6. Each its own chunk, loaded when the
 * game is chosen (smallEntries.ts holds their registry lines, ids and words).
 */
import type { FullTreeGame, Game, KeyBuffer, MoveBuffer, NamedEvaluation } from '../game.ts';
import type { GameModule, GameWordsByLanguage } from '../module.ts';
import { positionSolvedExact } from '../positionSolved.ts';
import { connectExact } from './exact.ts';
import { fullTreeGameOfRules, gameOfRules } from './game.ts';
import { createRules, type ConnectRules, type ConnectState } from './rules.ts';
import { connectView } from './view.ts';
import { entry4x4, entry5x4 } from './smallEntries.ts';

/**
 * The table builder's two questions (`keyInfo`, `expandKey`) for a board of at most 31 bits in 32-bit integer work,
 * as dag.ts's fused loop answers them: the rules' general reading (a call per column and per line square) costs about
 * three times as much, and 5×4 asks them about 8 million times. A test holds them to the rules' answers.
 */
export function smallKeys(rules: ConnectRules): Pick<FullTreeGame<ConnectState>, 'keyInfo' | 'expandKey'> {
  if (rules.layoutLines === null) throw new RangeError('a board of more than 31 bits');
  const lineMasks: Int32Array = rules.layoutLines;
  const { width: W, height: H } = rules.size;
  const SPAN = H + 1;
  const FIELD_MASK = (1 << SPAN) - 1;
  const heights = new Int32Array(W);
  /** side | outcome << 1 (1 Red won, 2 Yellow won, 3 draw), the heights read into `heights`. */
  function keyInfo(b: number): number {
    let reds = 0;
    let all = 0;
    let n = 0;
    for (let c = 0; c < W; c++) {
      const shift = c * SPAN;
      const f = (b >>> shift) & FIELD_MASK;
      const h = 31 - Math.clz32(f);
      heights[c] = h;
      n += h;
      all |= ((1 << h) - 1) << shift;
      reds |= (f ^ (1 << h)) << shift;
    }
    const side = n & 1;
    // Only the side that moved last can have a line: Red when n is odd.
    const last = side === 1 ? reds : all ^ reds;
    if (n > 0) {
      for (let l = 0; l < lineMasks.length; l++) {
        const m = lineMasks[l];
        if ((last & m) === m) return side | (side === 1 ? 2 : 4);
      }
    }
    return n === rules.squares ? side | 6 : side;
  }
  function expandKey(b: number, moves: MoveBuffer, childKeys: KeyBuffer): number {
    const info = keyInfo(b);
    if (info >> 1 !== 0) return 0;
    // The marker moves up one; a Red disc also sets the bit it leaves.
    const disc = (info & 1) === 0 ? 2 : 1;
    let k = 0;
    for (let c = 0; c < W; c++) {
      if (heights[c] === H) continue;
      moves[k] = c;
      childKeys[k] = b + (disc << (c * SPAN + heights[c]));
      k++;
    }
    return k;
  }
  return { keyInfo, expandKey };
}

/** A small board's module under its id (the registry's, the address's). */
function smallModule(width: number, height: number, id: string, words: GameWordsByLanguage): GameModule<ConnectState> {
  const rules = createRules({ width, height, inRow: 4 });
  const base = gameOfRules(rules, id);
  // The open-line count of 7×6 (connect4.ts) in its own units, for the depth-limited players and the lab.
  const lines: NamedEvaluation<ConnectState> = { id: 'lines', evaluate: rules.evaluate, scale: rules.lines.length * 3 + 1 };
  // The table is solved over the rules' keys (the full-tree answers, keyInfo and expandKey in 32-bit work), never their tree.
  // The solver's score convention is the rules' 'shortest' one, so its moves-to-win reading serves (no solve is run for it).
  const { movesToWin } = connectExact(rules, { limit: 0, backgroundLimit: 0 });
  const game: Game<ConnectState> = { ...base, evaluations: [lines], exact: positionSolvedExact({ ...fullTreeGameOfRules(rules, id), ...smallKeys(rules) }, movesToWin) };
  return { game, view: connectView(rules, id), words, defaults: { evaluation: lines.id }, extras: {} };
}

export const small4x4Module = smallModule(4, 4, entry4x4.game.id, entry4x4.words);
export const small5x4Module = smallModule(5, 4, entry5x4.game.id, entry5x4.words);
