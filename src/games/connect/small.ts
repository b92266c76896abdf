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
import type { Game, NamedEvaluation } from '../game.ts';
import type { GameModule, GameWordsByLanguage } from '../module.ts';
import { positionSolvedExact } from '../positionSolved.ts';
import { connectExact } from './exact.ts';
import { fullTreeGameOfRules, gameOfRules } from './game.ts';
import { createRules, type ConnectState } from './rules.ts';
import { connectView } from './view.ts';
import { entry4x4, entry5x4 } from './smallEntries.ts';

/** A small board's module under its id (the registry's, the address's). */
function smallModule(width: number, height: number, id: string, words: GameWordsByLanguage): GameModule<ConnectState> {
  const rules = createRules({ width, height, inRow: 4 });
  const base = gameOfRules(rules, id);
  // The open-line count of 7×6 (connect4.ts) in its own units, for the depth-limited players and the lab.
  const lines: NamedEvaluation<ConnectState> = { id: 'lines', evaluate: rules.evaluate, scale: rules.lines.length * 3 + 1 };
  // The table is solved over the rules' keys (the full-tree answers: keyInfo, expandKey), never their tree.
  // The solver's score convention is the rules' 'shortest' one, so its moves-to-win reading serves (no solve is run for it).
  const { movesToWin } = connectExact(rules, 0, 0);
  const game: Game<ConnectState> = { ...base, evaluations: [lines], exact: positionSolvedExact(fullTreeGameOfRules(rules, id), movesToWin) };
  return { game, view: connectView(rules, id), words, defaults: { evaluation: lines.id }, extras: {} };
}

export const small4x4Module = smallModule(4, 4, entry4x4.game.id, entry4x4.words);
export const small5x4Module = smallModule(5, 4, entry5x4.game.id, entry5x4.words);
