/**
 * Play slice: the line of play of the game shown, for every game. Moves by
 * the person, the AI's moves through an opponent port (`opponent.ts`: a
 * full-tree game's position table, a game's exact solver within its reach,
 * a searched game's depth-limited search), undo / redo /
 * go to a move / new game, AI against AI with an AI per side, pause, and one
 * notice mechanism whose notices go once they stop being true.
 *
 * The line of a full-tree game is also the explorer's focus (the board and
 * the tree are one state). It is kept while a searched game is shown, and
 * comes back with its game.
 *
 * How the two kinds differ is said once, by capability (`fullTree`): a
 * full-tree game's moves ahead are a redo stack its AI may replace (a click in
 * the explorer asks it anew); a searched game's are the game's record, which
 * its AI waits behind (the move list goes back and forward along it).
 */
import type { MessageKey } from '../../../i18n/en.ts';
import type { Params } from '../../../i18n/translate.ts';
import { MESSAGE_MAX, quoteUserText } from '../../../i18n/userText.ts';
import { gameById } from '../../../games/index.ts';
import { legalMoveList, OUTCOME, stateAfter, withinBackgroundReach, withinReach, type Game, type GameError, type Side } from '../../../games/game.ts';
import type { MoveValue, SearchPort } from '../../../worker/searchProtocol.ts';
import { treeGameOf, treeModuleById, DEFAULT_TREE_MODULE, type AppPosition } from '../../../store/appGame.ts';
import type { AppState, SliceCreator } from '../../../store/appState.ts';
import { searchEvaluationsOf, defaultEvaluation } from '../../../store/gameDefaults.ts';
import { newest } from '../../../store/newest.ts';
import { timeoutSchedule, type Schedule } from '../../../store/schedule.ts';
import type { Opponent, OpponentAnswer, SearchProgress } from './opponent.ts';
import type { OpponentFor } from './opponents.ts';
import { aiPlays, aiSidesOf, defaultSearchSettings, type AiSides, type SearchSettings } from './playSettings.ts';
import { DEFAULT_SETTINGS, isOpponentOf, type PlayMode } from '../../../store/settings.ts';
import type { SearchTreeContext, SearchTreeOwner } from './searchTreeOwner.ts';
import { positionAfter, type PlayStart } from './playLine.ts';

export interface Notice {
  readonly key: MessageKey;
  readonly params?: Params;
  /** 'hint' for harmless mistakes, 'error' for rejected input such as a bad URL. */
  readonly tone: 'hint' | 'error' | 'info';
  /** Increments so the same notice twice is still announced. */
  readonly seq: number;
}

/** The AI's last move, as the status line says it. */
export interface AiMoveInfo extends OpponentAnswer {
  /** The side it played for. */
  readonly side: Side;
}

/**
 * The hints of a searched game's position (with hints on, the person to move): every legal move's value, first
 * player's view, exact (the game's solver, within its reach) or estimated at `depth`; `values` null while they are
 * worked out in the hints worker. Beyond the solver's reach but within its background reach, the estimates come first
 * and an exact solve goes on after them (`solving`: the positions it has searched so far), whose values replace them.
 */
export interface SearchedHints {
  readonly moves: readonly number[];
  readonly exact: boolean;
  readonly depth: number;
  readonly evaluation: string;
  readonly values: readonly MoveValue[] | null;
  /** An exact solve under way after the estimates: the positions it has searched so far; null when none. */
  readonly solving: { readonly nodes: number } | null;
}

export interface PlaySlice {
  /** Where a searched game's line starts: a position set up by the person, or null for the game's initial position. */
  playStart: PlayStart | null;
  /** Moves from the start to the current position (a full-tree game's explorer focus). */
  playMoves: number[];
  /** Moves ahead (undone, or gone back past in the move list), next first. */
  playFuture: number[];
  playNotice: Notice | null;
  playLastAi: AiMoveInfo | null;
  /** An AI move is scheduled or being searched. */
  playPending: boolean;
  /** The AI's opponent port is working on a move (a search under way). */
  playThinking: boolean;
  playProgress: SearchProgress | null;
  /** AI against AI waits. */
  playPaused: boolean;
  /** The AI failed (worker error): said once, play goes on by hand. */
  playError: string | null;
  /** A searched game's opponent: who it plays, depth, time, evaluation, pause between its moves. */
  playSearch: SearchSettings;
  /** A searched game's hints of the position shown (null: hints off, a full-tree game, the AI to move, or over). */
  playHints: SearchedHints | null;
  /** The line (`playMoves`, by reference) whose position the person asked to solve exactly beyond the solver's automatic reach; null when none. */
  playExactAsked: readonly number[] | null;
  /** The line (by reference) whose background exact solve the person stopped (its estimates stay); null when none. */
  playSolveStopped: readonly number[] | null;
  /** A move by the person (legal moves play, others give a hint). */
  playMove(move: number): void;
  /** Loads a line of play (tree click, URL). Keeps the moves ahead when the new line is a start of the old one. */
  playLoad(moves: readonly number[]): void;
  /** Loads a written line, keeping its longest legal start with an error notice. Returns the moves kept. */
  playLoadText(text: string): number[];
  /** Back to the person's last turn (against the AI its reply goes too). */
  playUndo(): void;
  /** Forward one move (against the AI with its recorded reply). */
  playRedo(): void;
  /**
   * Goes to the position after the first `k` moves of the whole line (played and ahead together), keeping the rest
   * to go forward again; out-of-range or non-integer k are ignored.
   */
  playGoTo(k: number): void;
  /** Back to the game's initial position (a set-up start is left: set it up again to replay it). */
  playNewGame(): void;
  /**
   * Starts the searched game shown from a position in its setup notation (`Game.setup.parse`: Othello's board
   * string or FFO line), the line empty. Bad text leaves the game as it is with a notice naming what is wrong (it
   * goes with the next change of position). Returns whether it was set up.
   */
  playSetUp(input: string | { readonly cells: ArrayLike<number>; readonly side: Side }): boolean;
  /** Solves the position shown exactly as its hints (hints on), even beyond the solver's automatic reach; a game without a solver ignores it. */
  playSolveExactly(): void;
  /** Stops the exact solve asked for (the hints go back to estimates) or the one after the estimates (they stay). */
  playCancelExact(): void;
  /** The AI plays for the side to move now, whatever the mode. */
  playAiNow(): void;
  /** The AI solving a position plays its estimate now (the search's move, shown while it solves), stopping the solve. */
  playAiHurry(): void;
  playSetPaused(paused: boolean): void;
  playDismissNotice(): void;
  /** A full-tree game's play mode (saved). */
  setPlayMode(mode: PlayMode): void;
  /** The person's side against a full-tree game's AI (0: the first player). */
  setSide(side: Side): void;
  /** Chooses the AI the person plays against (a registry id, e.g. 'random', 'minimax-d2', 'perfect'). */
  setOpponent(id: string): void;
  /** Chooses one side's AI for AI against AI (unknown sides or ids are ignored). */
  setSideAi(side: Side, id: string): void;
  swapSides(): void;
  setHints(on: boolean): void;
  /** A searched game's opponent settings. */
  playUpdateSearch(patch: Partial<SearchSettings>): void;
  /** A searched game's play screen was left (another tab): its AI stops thinking and waits. */
  playLeave(): void;
  /** The play screen is shown again: the AI moves if it is its turn. */
  playReturn(): void;
  /** A presenter remote on a searched game's play screen: forward, the AI plays the side to move; back, undo. */
  playPresenterStep(step: 1 | -1): void;
}

export interface PlayDeps {
  /** The opponent of a game (`opponents.ts`). */
  readonly opponentFor: OpponentFor;
  /** The search tree of the play screen, dropped with every change of the line. */
  readonly searchTree: SearchTreeOwner;
  /** Runs `f` after `ms`; returns a cancel function (setTimeout in the app, fake timers in tests). */
  readonly schedule?: Schedule;
  /** Where a searched game's hints are worked out (the search port's hints worker); no hints without it. */
  readonly hints?: Pick<SearchPort, 'moveValues' | 'cancelMoveValues'>;
}

/** The position of the held full-tree game after its line of play (the store's `playMoves`, or `moves`). O(moves). */
export function boardAfter(s: { readonly treeGameId: string; readonly playMoves: readonly number[] }, moves: readonly number[] = s.playMoves): AppPosition {
  return stateAfter(treeGameOf(s), moves);
}

/** Whether the game shown is analysed (no AI: a full-tree game's analysis mode, a searched game's AI playing no side): its hints setting is then the analysis one. */
function analysing(s: GameIds & Pick<AppState, 'settings' | 'playSearch'>): boolean {
  return shownGame(s).fullTree ? s.settings.playMode === 'analysis' : s.playSearch.aiSides === 'none';
}

/** Whether hints are on for the current mode (the same two settings for every game: analysis, against the AI). */
export function hintsOn(s: GameIds & Pick<AppState, 'settings' | 'playSearch'>): boolean {
  return analysing(s) ? s.settings.hintsAnalysis : s.settings.hintsVsAi;
}

/** Whether hints are on by default in the current mode (what the address leaves out). */
export function hintsByDefault(s: GameIds & Pick<AppState, 'settings' | 'playSearch'>): boolean {
  return analysing(s) ? DEFAULT_SETTINGS.hintsAnalysis : DEFAULT_SETTINGS.hintsVsAi;
}

/** The games the play slice reads: the game shown and the full-tree game held. */
type GameIds = Pick<AppState, 'appGameId' | 'treeGameId'>;

/** The game shown and whether its whole tree fits (its line is then the explorer's focus). */
function shownGame(s: GameIds): { game: Game<unknown>; fullTree: boolean } {
  if (treeModuleById(s.appGameId)) return { game: treeGameOf(s), fullTree: true };
  const game = gameById(s.appGameId);
  return game ? { game, fullTree: false } : { game: treeGameOf(s), fullTree: true };
}

/** What the search tree of the play screen is searched from: the searched game shown, its start and line and the search's settings (null for a full-tree game). */
export function searchTreeContext(s: GameIds & Pick<AppState, 'playMoves' | 'playSearch' | 'playStart'>): SearchTreeContext | null {
  const { game, fullTree } = shownGame(s);
  return fullTree ? null : { game, start: s.playStart, moves: s.playMoves, depth: s.playSearch.depth, evaluation: s.playSearch.evaluation };
}

/** The position shown after `moves` (default: the line played) of the game shown, from its start. O(moves). */
function shownPosition(s: GameIds & Pick<AppState, 'playStart' | 'playMoves'>, moves: readonly number[] = s.playMoves): unknown {
  return positionAfter(shownGame(s).game, s.playStart, moves);
}

/** The notice of a set-up position refused for `e` ('side' with no char: the side is missing), `cells` the board's count. */
export function setupErrorNotice(e: GameError, cells: number): { key: MessageKey; params: Params } {
  const code = e.code === 'side' && !e.params.char ? 'sideMissing' : ['length', 'character', 'side', 'counts'].includes(e.code) ? e.code : 'other';
  return { key: `searched.setup.error.${code}` as MessageKey, params: { ...e.params, char: quoteUserText(String(e.params.char ?? ''), 4), cells, reason: e.message } };
}

/** The sides the AI plays in the game shown. */
function aiSidesNow(s: GameIds & Pick<AppState, 'settings' | 'playSearch'>): AiSides {
  return shownGame(s).fullTree ? aiSidesOf(s.settings.playMode, s.settings.side) : s.playSearch.aiSides;
}

/** The words of the notices, per kind of game. */
const WORDS = {
  fullTree: { thinking: 'notice.aiThinking', badLine: 'notice.badMoves', inputWidth: 20 },
  searched: { thinking: 'searched.notice.thinking', badLine: 'searched.notice.badTranscript', inputWidth: 24 },
} as const satisfies Record<string, { thinking: MessageKey; badLine: MessageKey; inputWidth: number }>;

/** What a notice was about: the line of play, the sides the AI played and the person's side when it was given. */
interface NoticeContext {
  readonly moves: readonly number[];
  readonly start: PlayStart | null;
  readonly sides: AiSides;
  readonly side: Side;
}

/**
 * Whether a notice is still true of the state (a notice is cleared by the first change that makes it untrue):
 * "game over" while it is over; "wait for the AI" while the AI is to move or thinking; "cell c is taken" while c is
 * taken and the sides are those it was about (a try of the old sides says nothing after Swap sides); "not a legal
 * move" while the line and the sides are those it was about; a notice about an input (a bad cell, a bad address)
 * until the position changes.
 */
function noticeHolds(n: Notice, s: GameIds & Pick<AppState, 'settings' | 'playSearch' | 'playMoves' | 'playPending' | 'playStart'>, at: NoticeContext): boolean {
  const { game } = shownGame(s);
  const state = shownPosition(s);
  const playing = game.outcome(state) === OUTCOME.playing;
  const sameSides = aiSidesNow(s) === at.sides && s.settings.side === at.side;
  switch (n.key) {
    case 'notice.gameOver':
      return !playing;
    case 'notice.aiThinking':
    case 'searched.notice.thinking':
      return playing && (s.playPending || aiPlays(aiSidesNow(s), game.toMove(state)));
    case 'notice.occupied': {
      if (typeof n.params?.cell !== 'number' || !sameSides) return false;
      const r = game.tryPlay(state, n.params.cell);
      return !r.ok && r.error.code === 'occupied';
    }
    case 'searched.notice.illegal':
      return s.playMoves === at.moves && s.playStart === at.start && sameSides;
    default:
      return s.playMoves === at.moves && s.playStart === at.start;
  }
}

/** What the play slice reads of the others: the games shown and held, the settings (mode, sides, AIs, delay) and presentation mode. */
type PlayReads = 'appGameId' | 'treeGameId' | 'settings' | 'updateSettings' | 'present' | 'tab';

export const createPlaySlice =
  (deps: PlayDeps): SliceCreator<PlaySlice, PlayReads> =>
  (set, get) => {
    const schedule = deps.schedule ?? timeoutSchedule;
    /** The AI's move waiting its delay. */
    let cancelTimer: (() => void) | null = null;
    /** Asks of the opponent: an answer for an older line is dropped. */
    const asks = newest();
    /** The opponent searching now (stopped when its answer is no longer wanted). */
    let asking: Opponent | null = null;
    /**
     * A searched game's play screen is not the open tab: its AI does not start a move, its hints are not asked for
     * (the tab, not the screen's mount: an address that opens another tab never lets the AI move first).
     */
    const away = () => get().tab !== 'play';
    let seq = 0;
    /** The game shown (set when it changes) and, while a searched game is shown, the full-tree game's line. */
    let shownId = DEFAULT_TREE_MODULE.game.id;
    let heldTreeLine: { gameId: string; moves: number[]; future: number[]; lastAi: AiMoveInfo | null } | null = null;
    /** Whether AI against AI is paused, per kind of game (a full-tree game's starts paused). */
    const pausedOf = { fullTree: true, searched: false };

    let atNotice: NoticeContext = { moves: [], start: null, sides: 'none', side: 0 };
    const notify = (key: MessageKey, tone: Notice['tone'], params?: Params) => {
      const s = get();
      atNotice = { moves: s.playMoves, start: s.playStart, sides: aiSidesNow(s), side: s.settings.side };
      set({ playNotice: { key, tone, params, seq: ++seq } });
    };
    /** Clears the notice once it is no longer true (called after every change of line, sides or settings). */
    const reviewNotice = () => {
      const n = get().playNotice;
      if (n && !noticeHolds(n, get(), atNotice)) set({ playNotice: null });
    };

    /** Stops the AI's move: its delay, or its search (whose answer is then dropped). */
    const stop = (also?: Partial<PlaySlice>) => {
      cancelTimer?.();
      cancelTimer = null;
      const s = get();
      if (s.playThinking) {
        asks.drop();
        asking?.cancel();
        asking = null;
      }
      // One change of state with what the caller sets beside it (`also`): each set() copies the whole store.
      if (s.playPending || s.playThinking) set({ playPending: false, playThinking: false, playProgress: null, ...also });
      else if (also) set(also);
    };

    /** Asks the opponent for the side to move and plays its answer (at once, or when it arrives if still wanted). */
    const ask = () => {
      cancelTimer = null;
      const s = get();
      const { game } = shownGame(s);
      const state = shownPosition(s);
      const opponent = deps.opponentFor(game, state);
      const side = game.toMove(state);
      const ticket = asks.begin();
      const answer = game.outcome(state) === OUTCOME.playing && opponent ? opponent.move({ game, start: s.playStart?.text, moves: s.playMoves, state, side }, (p) => {
        if (asks.holds(ticket)) set({ playProgress: p });
      }) : null;
      const apply = (a: OpponentAnswer) => {
        if (!asks.holds(ticket)) return;
        asks.drop();
        set({ playPending: false, playThinking: false, playProgress: null });
        if (!legalMoveList(game, state).includes(a.move)) return set({ playError: `the AI answered an illegal move (${a.move})` });
        set({ playMoves: [...get().playMoves, a.move], playFuture: [], playLastAi: { side, ...a } });
        next();
      };
      if (answer === null) return set({ playPending: false });
      if (!(answer instanceof Promise)) return apply(answer);
      asking = opponent;
      set({ playPending: true, playThinking: true, playProgress: null });
      refreshHints();
      answer.then(apply, (error: unknown) => {
        if (!asks.holds(ticket)) return;
        set({ playPending: false, playThinking: false, playProgress: null, playError: error instanceof Error ? error.message : String(error) });
      });
    };

    /** Asks of the hints worker: an answer for an older position is dropped. */
    const hintAsks = newest();
    /** Drops and cancels the hints being worked out (their values, or the exact solve after their estimates). */
    const cancelHints = (have: SearchedHints | null) => {
      if (have && (have.values === null || have.solving)) {
        hintAsks.drop();
        deps.hints?.cancelMoveValues();
      }
    };
    /**
     * Keeps a searched game's hints those of the position shown: asks the hints worker for every legal move's
     * value (exact within the solver's reach, else estimated at the search's depth, then, within the solver's
     * background reach, solved exactly after all: the exact values replace the estimates when they come) while hints
     * are on and the person is to move; drops and cancels what was asked for another position (newest wins). Never
     * while the AI is to move or thinking, so hints never slow its move.
     */
    const refreshHints = () => {
      const s = get();
      const have = s.playHints;
      const { game, fullTree } = shownGame(s);
      const state = shownPosition(s);
      const wanted = !fullTree && !away() && deps.hints !== undefined && hintsOn(s) && !s.playPending && !s.playThinking && game.outcome(state) === OUTCOME.playing;
      const exact = wanted && game.exact !== undefined && (withinReach(game, state) || s.playExactAsked === s.playMoves);
      const { depth, evaluation } = s.playSearch;
      // Exact values that came (within reach, asked, or solved after the estimates) hold whatever the search's settings;
      // an exact solve under way holds while it is still wanted (Stop drops it); estimates hold for their settings.
      if (wanted && have && have.moves === s.playMoves && (have.exact ? exact || have.values !== null : !exact && have.depth === depth && have.evaluation === evaluation)) return;
      cancelHints(have);
      const port = deps.hints;
      if (!wanted || !port) {
        if (have) set({ playHints: null });
        return;
      }
      const ticket = hintAsks.begin();
      const asked = { moves: s.playMoves, exact, depth, evaluation, solving: null };
      const failed = () => {
        if (hintAsks.holds(ticket)) set({ playHints: { ...asked, values: get().playHints?.values ?? [], solving: null } });
      };
      set({ playHints: { ...asked, values: null } });
      const later = !exact && withinBackgroundReach(game, state) && s.playSolveStopped !== s.playMoves;
      // An exact solve that takes a while (a position-solved game's first, which builds its table) counts its positions meanwhile.
      const counting = (nodes: number) => {
        const now = get().playHints;
        if (hintAsks.holds(ticket) && now && now.values === null) set({ playHints: { ...now, solving: { nodes } } });
      };
      port.moveValues({ gameId: game.id, start: s.playStart?.text, moves: s.playMoves, depth, evaluation, exact }, exact ? counting : undefined).then((r) => {
        if (!hintAsks.holds(ticket)) return;
        set({ playHints: { ...asked, values: r.moves, solving: later ? { nodes: 0 } : null } });
        if (!later) return;
        // The estimates are shown; the exact solve goes on in the hints worker until it ends or is dropped.
        port.moveValues({ gameId: game.id, start: s.playStart?.text, moves: s.playMoves, depth, evaluation, exact: true }, (nodes) => {
          const now = get().playHints;
          if (hintAsks.holds(ticket) && now?.solving) set({ playHints: { ...now, solving: { nodes } } });
        }).then((solved) => {
          if (hintAsks.holds(ticket)) set({ playHints: { ...asked, exact: true, values: solved.moves } });
        }, failed);
      }, failed);
    };

    /** Schedules the AI when it is to move (after its delay), then reviews the notice and the hints. */
    const next = () => {
      scheduleAi();
      reviewNotice();
      refreshHints();
    };
    const scheduleAi = () => {
      const s = get();
      if (cancelTimer || s.playThinking || s.playError) return;
      const { game, fullTree } = shownGame(s);
      // A full-tree game's AI plays on every screen (the explorer is its board); a searched game's only on its play screen.
      if (!fullTree && away()) return;
      const state = shownPosition(s);
      const sides = aiSidesNow(s);
      if (game.outcome(state) !== OUTCOME.playing || !aiPlays(sides, game.toMove(state))) return;
      if (sides === 'both' && s.playPaused) return;
      // Going back through a searched game's record: its AI waits rather than overwrite the moves ahead.
      if (!fullTree && s.playFuture.length > 0) return;
      if (!deps.opponentFor(game, state)?.ready()) return;
      set({ playPending: true });
      const delay = fullTree ? s.settings.aiDelayMs : sides === 'both' ? s.playSearch.speedMs : 0;
      cancelTimer = schedule(ask, delay);
    };

    /** Sets the line (and `also`, e.g. its start, in the same update: one address entry). */
    const setLine = (moves: number[], future: number[], also: Partial<PlaySlice> = {}) => {
      deps.searchTree.hide();
      asks.drop();
      stop({ playMoves: moves, playFuture: future, playLastAi: null, ...also });
      next();
    };

    /** After the person's side or the AI changed: the AI's move, if any, is asked anew. */
    const sidesChanged = () => {
      stop();
      next();
    };

    return {
      onPositionsReady: () => next(),
      onTreeReady: () => next(),
      // Another full-tree game's line starts at its beginning.
      onTreeGameChanged: () => {
        heldTreeLine = null;
        stop();
        set({ playMoves: [], playFuture: [], playLastAi: null, playNotice: null });
      },
      onAppGameChanging(id: string) {
        const s = get();
        const wasFullTree = treeModuleById(shownId) !== null;
        const fullTree = treeModuleById(id) !== null || !gameById(id);
        stop();
        deps.searchTree.hide();
        asks.drop();
        pausedOf[wasFullTree ? 'fullTree' : 'searched'] = s.playPaused;
        // The full-tree game keeps its line while another game is shown.
        if (wasFullTree && !fullTree) heldTreeLine = { gameId: shownId, moves: s.playMoves, future: s.playFuture, lastAi: s.playLastAi };
        const held = fullTree && heldTreeLine?.gameId === id ? heldTreeLine : null;
        if (fullTree) heldTreeLine = null;
        shownId = id;
        // A game searches with its own evaluations: one the new game does not offer becomes its default (a game
        // without named evaluations leaves them as they are, so a trip to it and back keeps the person's choices).
        const offered = searchEvaluationsOf(id);
        const playSearch = offered.length > 0 && !offered.includes(s.playSearch.evaluation) ? { ...s.playSearch, evaluation: defaultEvaluation(id) } : s.playSearch;
        cancelHints(s.playHints);
        return { playHints: null, playStart: null, playExactAsked: null, playMoves: held?.moves ?? [], playFuture: held?.future ?? [], playLastAi: held?.lastAi ?? null, playNotice: null, playError: null, playPaused: pausedOf[fullTree ? 'fullTree' : 'searched'], playSearch };
      },
      onAppGameChanged: () => next(),
      playStart: null,
      playMoves: [],
      playFuture: [],
      playNotice: null,
      playLastAi: null,
      playPending: false,
      playThinking: false,
      playProgress: null,
      playPaused: true,
      playError: null,
      playSearch: defaultSearchSettings(DEFAULT_TREE_MODULE.game.id),
      playHints: null,
      playExactAsked: null,
      playSolveStopped: null,

      playMove(move) {
        const s = get();
        const { game, fullTree } = shownGame(s);
        const state = shownPosition(s);
        const words = WORDS[fullTree ? 'fullTree' : 'searched'];
        if (game.outcome(state) !== OUTCOME.playing) return notify('notice.gameOver', 'hint');
        const sides = aiSidesNow(s);
        if (s.playPending || aiPlays(sides, game.toMove(state))) return notify(words.thinking, 'hint');
        const played = game.tryPlay(state, move);
        if (!played.ok) {
          if (!fullTree) return notify('searched.notice.illegal', 'hint', { move: game.formatMove(move) });
          if (played.error.code === 'occupied') return notify('notice.occupied', 'hint', { cell: move });
          return notify('notice.badCell', 'hint', { cell: String(move) });
        }
        if (s.playNotice) set({ playNotice: null });
        const moves = [...s.playMoves, move];
        if (s.playFuture[0] !== move) return setLine(moves, []);
        const future = s.playFuture.slice(1);
        // The move the line already had: a searched game goes forward along its record, with the AI's reply that
        // followed (as it was played); a full-tree game keeps the moves ahead as redo and its AI answers anew.
        while (!fullTree && future.length > 0 && sides !== 'none' && aiPlays(sides, game.toMove(shownPosition(s, moves))) && game.outcome(shownPosition(s, moves)) === OUTCOME.playing) {
          moves.push(future.shift() as number);
        }
        setLine(moves, future);
      },

      playLoad(moves) {
        const s = get();
        const line = [...s.playMoves, ...s.playFuture];
        const isPrefix = moves.length <= line.length && moves.every((m, i) => line[i] === m);
        setLine([...moves], isPrefix ? line.slice(moves.length) : []);
      },

      playLoadText(text) {
        const s = get();
        const { game, fullTree } = shownGame(s);
        const line = fullTree || s.playStart === null ? game.parseMoves(text) : game.parseMoves(text, s.playStart.state);
        const moves = [...line.moves];
        const words = WORDS[fullTree ? 'fullTree' : 'searched'];
        // A searched game's transcript is its whole record; a full-tree game's address keeps the redo moves it leads into.
        if (fullTree) get().playLoad(moves);
        else setLine(moves, []);
        if (line.error) notify(words.badLine, 'error', { input: quoteUserText(text, words.inputWidth), reason: quoteUserText(line.error.message, MESSAGE_MAX), kept: game.formatLine(moves) || '—' });
        return moves;
      },

      playUndo() {
        const s = get();
        if (s.playMoves.length === 0) return;
        const { game } = shownGame(s);
        const sides = aiSidesNow(s);
        const moves = s.playMoves.slice();
        const future = s.playFuture.slice();
        // Against the AI, back to the person's last turn: take back the AI's replies (and passes) too.
        do future.unshift(moves.pop() as number);
        while (moves.length > 0 && sides !== 'none' && sides !== 'both' && aiPlays(sides, game.toMove(shownPosition(s, moves))));
        setLine(moves, future);
      },

      playRedo() {
        const s = get();
        if (s.playFuture.length === 0) return;
        const { game } = shownGame(s);
        const sides = aiSidesNow(s);
        const moves = [...s.playMoves, s.playFuture[0]];
        const future = s.playFuture.slice(1);
        // Against the AI, bring back the AI's reply too (as undo took it back), rather than letting it choose anew.
        while (sides !== 'none' && sides !== 'both' && future.length > 0 && game.outcome(shownPosition(s, moves)) === OUTCOME.playing && aiPlays(sides, game.toMove(shownPosition(s, moves)))) {
          moves.push(future.shift() as number);
        }
        setLine(moves, future);
      },

      playGoTo(k) {
        const s = get();
        const line = [...s.playMoves, ...s.playFuture];
        if (!Number.isInteger(k) || k < 0 || k > line.length || k === s.playMoves.length) return;
        set({ playNotice: null });
        setLine(line.slice(0, k), line.slice(k));
      },

      playNewGame() {
        setLine([], [], { playNotice: null, playError: null, playStart: null });
      },

      playSetUp(input) {
        const s = get();
        const { game, fullTree } = shownGame(s);
        const setup = game.setup;
        if (fullTree || !setup) return false;
        const r = typeof input === 'string' ? setup.parse(input) : setup.fromCells(input.cells, input.side);
        if (!r.ok) {
          const { key, params } = setupErrorNotice(r.error, setup.rows * setup.columns);
          notify(key, 'error', params);
          return false;
        }
        setLine([], [], { playNotice: null, playError: null, playStart: { state: r.value, text: setup.format(r.value) } });
        return true;
      },

      playSolveExactly() {
        const s = get();
        const { game } = shownGame(s);
        if (!game.exact || game.exact.remaining(shownPosition(s)) > (game.exact.askLimit ?? game.exact.limit)) return;
        set({ playExactAsked: s.playMoves });
        if (!hintsOn(get())) get().setHints(true);
        else refreshHints();
      },

      playCancelExact() {
        const s = get();
        const have = s.playHints;
        // A background solve after the estimates: it stops, and the estimates stay.
        if (have?.solving && !have.exact) {
          cancelHints(have);
          set({ playSolveStopped: s.playMoves, playHints: { ...have, solving: null } });
          return;
        }
        set({ playExactAsked: null });
        refreshHints();
      },

      playAiNow() {
        const s = get();
        const { game } = shownGame(s);
        const state = shownPosition(s);
        if (game.outcome(state) !== OUTCOME.playing) return notify('notice.gameOver', 'hint');
        if (s.playThinking || !deps.opponentFor(game, state)?.ready()) return;
        stop();
        set({ playError: null });
        ask();
      },

      playAiHurry() {
        asking?.hurry?.();
      },

      playSetPaused(paused) {
        set({ playPaused: paused });
        if (paused) {
          stop();
          reviewNotice();
        } else next();
      },

      playDismissNotice() {
        set({ playNotice: null });
      },

      setPlayMode(mode) {
        get().updateSettings({ playMode: mode });
        stop();
        // In presentation mode nothing moves until the presenter starts it (Resume).
        if (mode === 'ai-vs-ai') set({ playPaused: get().present });
        next();
      },

      setSide(side) {
        get().updateSettings({ side });
        sidesChanged();
      },

      setOpponent(id) {
        get().updateSettings({ opponent: id });
        sidesChanged();
      },

      setSideAi(side, id) {
        if ((side !== 0 && side !== 1) || !isOpponentOf(treeGameOf(get()), id)) return;
        const pair: [string, string] = [...get().settings.aiVsAi];
        pair[side] = id;
        get().updateSettings({ aiVsAi: pair });
        sidesChanged();
      },

      swapSides() {
        get().setSide(get().settings.side === 0 ? 1 : 0);
      },

      setHints(on) {
        get().updateSettings(analysing(get()) ? { hintsAnalysis: on } : { hintsVsAi: on });
        refreshHints();
      },

      playUpdateSearch(patch) {
        stop();
        set({ playSearch: { ...get().playSearch, ...patch }, playError: null });
        next();
      },

      playLeave() {
        if (!shownGame(get()).fullTree) stop();
        refreshHints();
      },

      playReturn() {
        next();
      },

      playPresenterStep(step) {
        if (away() || shownGame(get()).fullTree) return;
        if (step === 1) get().playAiNow();
        else get().playUndo();
      },
    };
  };
