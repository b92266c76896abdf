/**
 * Which game a command runs on: `--game <id>` names one of the registry
 * (src/games/index.ts), the opening game when left out. main.ts loads the
 * named game before the command runs (`loadGameOf`), so commands find its
 * module synchronously (`gameOf`). What a generic command needs of a game is
 * a capability (a full tree, named evaluations); what is one game's own
 * lives in its folder's cli.ts (`gameCommandLines`).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_GAME_MODULE } from '../games/defaultGame.ts';
import { hasFullTree, OUTCOME, type FullTreeGame, type Game } from '../games/game.ts';
import { GAME_ENTRIES, entryById, loadGame, moduleById } from '../games/index.ts';
import type { GameModule } from '../games/module.ts';
import { flagText, quoteArg, UsageError, type GameCommandLine, type ParsedArgs } from './command.ts';

/** The option that names the game. */
export const GAME_FLAG = 'game';

/** The registry's game ids, for messages, in its order. */
const gameIds = (): string => GAME_ENTRIES.map((e) => e.game.id).join(', ');

/** The games whose whole tree fits, for messages. */
const fullTreeIds = (): string =>
  GAME_ENTRIES.filter((e) => e.game.fullTree)
    .map((e) => e.game.id)
    .join(', ');

/** The id `args` name with `--game id` or `--game=id` before any `--`, if any (its value unchecked). */
function gameIdIn(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') return undefined;
    if (a === `--${GAME_FLAG}`) return args[i + 1];
    if (a.startsWith(`--${GAME_FLAG}=`)) return a.slice(GAME_FLAG.length + 3);
  }
  return undefined;
}

/** UsageError for an id the registry does not know. */
function unknownGame(id: string): UsageError {
  return new UsageError(`unknown game ${quoteArg(id)} (games: ${gameIds()})`);
}

/** Loads the game `id` names (the registry's, on demand); UsageError for an unknown id. */
export async function loadGameModule(id: string): Promise<GameModule<unknown>> {
  if (!entryById(id)) throw unknownGame(id);
  return loadGame(id);
}

/** Loads the game a command line names with --game (nothing to load when it names none, or no value: the command reports that). */
export async function loadGameOf(args: readonly string[]): Promise<void> {
  const id = gameIdIn(args);
  if (id !== undefined && id !== '' && !id.startsWith('--')) await loadGameModule(id);
}

/** The game a command runs on: `--game`'s (loaded by main.ts), else the opening game. */
export function gameOf(flags: ParsedArgs['flags']): GameModule<unknown> {
  const id = flagText(flags, GAME_FLAG);
  if (id === undefined) return DEFAULT_GAME_MODULE;
  const module = moduleById(id);
  if (!module) throw unknownGame(id);
  return module;
}

/** The game a command line names with --game, before its options are parsed (a missing value is left to parseArgs to report). */
export function gameOfArgs(args: readonly string[]): GameModule<unknown> {
  const id = gameIdIn(args);
  if (id === undefined || id === '' || id.startsWith('--')) return DEFAULT_GAME_MODULE;
  const module = moduleById(id);
  if (!module) throw unknownGame(id);
  return module;
}

/** The game's rules when its whole tree fits; UsageError naming the command otherwise. */
export function fullTreeGameOf(command: string, module: GameModule<unknown>): FullTreeGame<unknown> {
  const game = module.game;
  if (!hasFullTree(game)) throw new UsageError(`${command} needs a game whose whole tree fits, and ${game.id}'s does not (such games: ${fullTreeIds()})`);
  return game;
}

/** A generic command's capability: the game's whole tree fits. */
export const withFullTree = (module: GameModule<unknown>): boolean => module.game.fullTree;

let commandLines: Promise<readonly GameCommandLine[]> | null = null;
let loadedLines: readonly GameCommandLine[] = [];

/**
 * Loads what the game folders add to the command line (main.ts, before any
 * command runs): every src/games/<folder>/cli.ts, found on disk (the command
 * line runs in Node), imported once. `commandLineOf` then answers.
 */
export async function loadGameCommandLines(): Promise<readonly GameCommandLine[]> {
  if (!commandLines) {
    // Not `new URL('../games', import.meta.url)`: Vite (and so the tests) would take that for an asset of the app.
    const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'games');
    const files = readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() && readdirSync(join(dir, d.name)).includes('cli.ts') ? [join(dir, d.name, 'cli.ts')] : []));
    commandLines = Promise.all(files.map((f) => import(pathToFileURL(f).href).then((m: { commandLine: GameCommandLine }) => m.commandLine)));
  }
  loadedLines = await commandLines;
  return loadedLines;
}

/** What the game's folder adds to the command line, once loaded (else nothing). */
export function commandLineOf(id: string): GameCommandLine | undefined {
  return loadedLines.find((l) => l.game === id);
}

/** Who a value favours, from the first player's view: "o wins", "x wins" or "draw". */
export function describeValue(game: Game<unknown>, value: number): string {
  return value > 0 ? `${game.sideNames[0]} wins` : value < 0 ? `${game.sideNames[1]} wins` : 'draw';
}

/** How a finished game ended: "o won", "x won" or "draw" ("in play" when it has not). */
export function describeOutcome(game: Game<unknown>, s: unknown): string {
  const o = game.outcome(s);
  return o === OUTCOME.firstWon ? `${game.sideNames[0]} won` : o === OUTCOME.secondWon ? `${game.sideNames[1]} won` : o === OUTCOME.draw ? 'draw' : 'in play';
}

/** A position from the command line: the moves from the start (`-` or `start`: none), or a position in the game's notation. */
export interface PositionArg {
  readonly state: unknown;
  /** The moves from the start, when the argument was a line of moves. */
  readonly moves: readonly number[] | null;
}

/**
 * Reads a position argument: a line of moves as the address writes them
 * (`-` or `start` for the start), else a position in the game's notation.
 * When it is neither, the error of the line of moves if at least one of its
 * moves was read, else the error of what the command mainly takes (`expect`:
 * a full-tree game's commands take boards, a searched game's lines of moves).
 */
export function positionArg(game: Game<unknown>, text: string, expect: 'position' | 'moves'): PositionArg {
  if (text === '-' || text === 'start') return { state: game.initial, moves: [] };
  const pos = game.parsePosition(text);
  if (pos.ok) return { state: pos.value, moves: null };
  const line = game.parseMoves(text);
  if (!line.error) return { state: line.state, moves: line.moves };
  throw line.moves.length > 0 || expect === 'moves' ? line.error : pos.error;
}
