/**
 * Connect Four on the standard board (7 columns × 6 rows, four in a row) as
 * the app's searched game: far too many positions for a whole tree (about
 * 4.5 × 10¹²), so the AI searches to a depth with the rules' open-line
 * count, and the strong solver (solver.ts, through exact.ts) plays and hints
 * exactly once few enough squares are empty (`Game.exact`), and at once in
 * the opening from the table its own solver built (openingTable.json,
 * scripts/connect4Opening.ts); the solver is the AI a person plays, solving
 * between the two. Its own chunk,
 * loaded when the game is chosen (connect4Entry.ts is its registry line).
 */
import type { Game, NamedEvaluation } from '../game.ts';
import type { GameModule } from '../module.ts';
import { connectExact } from './exact.ts';
import { createOpening } from './opening.ts';
import openingTable from './openingTable.json' with { type: 'json' };
import { gameOfRules } from './game.ts';
import { createRules, type ConnectState } from './rules.ts';
import { connectView } from './view.ts';
import { connect4Words } from './connect4Words.ts';
import { connect4Lesson } from './lesson.ts';

/** The game's id (addresses, settings, the registry). */
export const CONNECT4_ID = 'connect4';

const rules4 = createRules({ width: 7, height: 6, inRow: 4 });

/**
 * Empty squares up to which the app solves every column exactly at once (the AI's move, the hints): the 90th
 * percentile of a solve of every column of random positions stays within about a second in Node there (the table in
 * docs/connect4.md, scripts/connect4Reach.ts).
 */
const CONNECT4_EXACT_LIMIT = 26;

/** Empty squares up to which the hints' exact values are still solved in the background after the estimates: all of them (the empty board takes minutes). */
const CONNECT4_BACKGROUND_LIMIT = 42;

/**
 * The depth-limited search's evaluation, named for the menus and the words: the rules' open-line count (every line
 * still open to one side counts that side's discs in it; a centre square lies in more lines), read in its own units
 * (`scale`: the rules divide the count by lines · 3 + 1 to stay inside (-1, 1)).
 */
const LINES: NamedEvaluation<ConnectState> = { id: 'lines', evaluate: rules4.evaluate, scale: rules4.lines.length * 3 + 1 };

/** Connect Four 7×6: a searched game with an exact solver. */
const connect4: Game<ConnectState> = {
  ...gameOfRules(rules4, CONNECT4_ID),
  evaluations: [LINES],
  exact: connectExact(rules4, { limit: CONNECT4_EXACT_LIMIT, backgroundLimit: CONNECT4_BACKGROUND_LIMIT, opening: createOpening(rules4, openingTable) }),
};

/** Connect Four as the app sees it: rules, board, words; the search counts open lines. */
export const connect4Module: GameModule<ConnectState> = {
  game: connect4,
  view: connectView(rules4, CONNECT4_ID),
  words: connect4Words,
  defaults: { evaluation: LINES.id },
  extras: { searchLesson: connect4Lesson },
};
