/**
 * A game as the app sees it: one `GameModule` per game folder bundles its
 * rules (`Game`), its board drawing (`BoardView`), its words in every
 * language, its defaults and its extras. The registry (games/index.ts) lists
 * the modules; generic code reaches a game only through a module, never by
 * name, so adding a game is its folder plus one line there.
 *
 * Words are typed objects, not dictionary keys built from strings: a game
 * says how people name its sides, its players and its evaluations. Each
 * language's words load on demand, with the app's dictionary of that
 * language (the first screen waits for them), so the start-up script carries
 * no game's words.
 */
import type { Game, Side } from './game.ts';
import type { BoardView } from './boardView.ts';

/** How people count a quantity: "{n} {n|disc|discs}" and a short unit after a signed number, "discs". */
export interface UnitWords {
  /** A count of the unit, `{n}` the number (plural forms as `{n|point|points}`): "{n} weight {n|point|points}". */
  readonly count: string;
  /** The unit after a signed number in a tight space: "pts". */
  readonly abbr: string;
}

/** How people name an evaluation and read its values. */
export interface EvaluationWords extends UnitWords {
  /** The long name in a menu: "square weights (corners 120, X-squares −40)". */
  readonly name: string;
  /** The short name in a sentence: "square weights". */
  readonly short: string;
  /** The values' unit as a plural noun in a legend: "square-weight points". */
  readonly units: string;
  /** The quantity the values measure, in "… is even": "weights". */
  readonly quantity: string;
  /** It counts in the final score's own units (Othello's disc count): its values read as a score ("+3 discs for Black"). */
  readonly inScoreUnits: boolean;
}

/** How people name a player the game brings (its rule players). */
export interface PlayerWords {
  readonly name: string;
  /** One sentence: what it does. */
  readonly description: string;
}

/** A game's words in one language. */
export interface GameWords {
  /** The game's name: "Othello", "Connect 3 (4×3)". */
  readonly name: string;
  /** A shorter name where the header is tight (the game switch on a laptop): "Connect 3"; absent, the name. */
  readonly shortName?: string;
  /** The header's line under the app's name, where the shell's own does not fit the game ("Connect Four (7×6): solved exactly by search"); absent, the shell's. */
  readonly tagline?: string;
  /** The sides as people name them, first player first: "o" / "x", "Black" / "White". */
  readonly sides: readonly [string, string];
  /** The unit of a finished game's score (Othello: discs of margin). */
  readonly score: UnitWords;
  /** Each of the game's own players (`Game.players`), by id. */
  readonly players: Readonly<Record<string, PlayerWords>>;
  /** Each named evaluation (`Game.evaluations`), by id; empty for a game without named ones. */
  readonly evaluations: Readonly<Record<string, EvaluationWords>>;
  /** A move in a line of moves: `{move}` the move as written, `{letter}` the mover's letter in the notation (`Game.sideNames`): "{letter}:{move}" (o:4), "{move}" (d6). */
  readonly moveInLine: string;
  /** How its board marks the last move, for a legend: "last move in red". */
  readonly lastMove: string;
  /** A finished game in the search lab's words: `{node}` where, `{side}` the winner, `{value}` its value. */
  readonly ending: { readonly won: string; readonly drawn: string };
  /** What an exact solver counts down to its reach (`ExactSolver.remaining`), for "exact from here: {count}": "{n} empty {n|square|squares}"; with `Game.exact` only. */
  readonly exact?: string;
  /** "Set up a position" (with `Game.setup` only): the pieces placed by hand ("discs") and the pasted format explained. */
  readonly setup?: { readonly pieces: string; readonly format: string };
  /**
   * How an exact score reads for the side to move when the solver counts moves to the end (`ExactSolver.movesToWin`),
   * `{n}` the moves: "wins in {n} of your moves", "draw", "loses in {n} of the opponent’s moves".
   */
  readonly exactOutcome?: { readonly win: string; readonly draw: string; readonly loss: string };
  /** The search lab's names of the game's move orders, when not the lab's own (Othello's: "board order, a1 to h8", "corners first"): its natural order and its static one (`movePriority`). */
  readonly moveOrders?: { readonly natural: string; readonly static: string };
}

/** The languages a game speaks (the app's). */
export type WordsLanguage = 'en' | 'ja';

/** A game's words: a loader per language. */
export type GameWordsByLanguage = Readonly<Record<WordsLanguage, () => Promise<GameWords>>>;

/** What a game starts with in the app. */
export interface GameDefaults {
  /** The evaluation a depth-limited CPU searches with (an id of `Game.evaluations`), when the game has named ones. */
  readonly evaluation?: string;
  /** The players (registry specs, canonical) of the arena's first match; default the generic pair for the game's kind (store/gameDefaults.ts). */
  readonly arenaPlayers?: readonly [string, string];
}

/** What a game adds beyond the generic tools. */
export interface GameExtras<S> {
  /**
   * A source article's search as written, which the search lab shows going
   * wrong: `leaf` is the value the article returns at a leaf, read as negamax
   * reads a leaf (first player's view, inside (-1, 1)); `evaluation` is the
   * named evaluation it counts with, to compare against; `player` is the
   * game's own player (`Game.players`) that plays it, for the arena.
   */
  readonly asWritten?: {
    readonly leaf: (s: S, aiSide: Side) => number;
    readonly evaluation: string;
    readonly player: string;
    /** The article's own example: the line of play it starts from, and how many plies it looks ahead. */
    readonly example: { readonly transcript: string; readonly depth: number };
  };
  /** A searched game solved exactly by search: the lab's lesson of why (features/play/ui/SearchLesson.tsx draws it). */
  readonly searchLesson?: SearchLesson;
  /**
   * Real positions where the AI's search at the default depth and evaluation picks a move the exact solve shows
   * is worse (the lesson "where the whole tree returns" opens each in one click); a game with an exact solver.
   */
  readonly horizon?: readonly HorizonPosition[];
}

/** The lesson of a game solved by search: positions per board, what each search technique buys, the first moves' results. */
export interface SearchLesson {
  /** Positions per board size; `reference`: the full-tree game the others are measured against (tic-tac-toe). */
  readonly boards: readonly { readonly label: string; readonly positions: number; readonly reference: boolean }[];
  /** Per technique step ('plain', 'centre', 'table', 'nullWindow', 'threats'): total nodes over the sample; positions needing fewer (more) nodes than the step before. */
  readonly steps: readonly { readonly id: string; readonly nodes: number; readonly fewer: number | null; readonly more: number | null }[];
  readonly sample: { readonly sets: readonly string[]; readonly linesPerSet: number; readonly positions: number };
  /** The first player's result with best play after each first column. */
  readonly opening: readonly ('win' | 'draw' | 'loss')[];
}

/** A position where the estimate goes wrong: its line from the start (`formatMoves`), the AI's pick and an exact best move (`formatMove`), each with its exact score (side to move's view). */
export interface HorizonPosition {
  readonly transcript: string;
  readonly pick: string;
  readonly pickScore: number;
  readonly best: string;
  readonly bestScore: number;
}

/**
 * A game's line in the registry: what the app knows of it before its code
 * loads (the game switch's button, the address's game names, the words), and
 * how to load the rest. `game` repeats the module's id, side letters and
 * whether its whole tree fits (a test holds them equal).
 */
export interface GameEntry<S> {
  /**
   * `solved`: a game without its whole tree whose exact solver reaches every position on request (its
   * `ExactSolver.backgroundLimit` covers the longest game: Connect Four), so the explorer shows it solved on demand.
   */
  readonly game: { readonly id: string; readonly sideNames: readonly [string, string]; readonly fullTree: boolean; readonly solved?: boolean };
  readonly words: GameWordsByLanguage;
  /** Loads the game's code (its own chunk, on demand). */
  readonly load: () => Promise<GameModule<S>>;
  /**
   * Optional: the game is one board size of a family (Connect Four on 7×6, 5×4 and 4×4): `of` is the id of the
   * family's first game, `board` the size as written on a button ("5×4"). The header shows a family as one game;
   * the game's screen offers its sizes (`familyOf`).
   */
  readonly family?: { readonly of: string; readonly board: string };
}

/** One game, as the app sees it (see the module header). */
export interface GameModule<S> {
  readonly game: Game<S>;
  readonly view: BoardView<S>;
  readonly words: GameWordsByLanguage;
  readonly defaults: GameDefaults;
  readonly extras: GameExtras<S>;
}
