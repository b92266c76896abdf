/**
 * Game slice: the current line of play, which is also the explorer's focus
 * (the board and the tree are one state). Human moves, the perfect AI (random
 * among the precomputed best moves, O(1) through the position table), undo /
 * redo, play modes, hints, and short notices for harmless mistakes.
 */
import type { StateCreator } from 'zustand/vanilla';
import type { MessageKey } from '../i18n/en.ts';
import type { Params } from '../i18n/translate.ts';
import type { AiPlayer } from '../ai/player.ts';
import { createPerfectPlayer } from '../ai/players/perfect.ts';
import { createPlayer } from '../ai/registry.ts';
import type { Rng } from '../ai/rng.ts';
import { MESSAGE_MAX, quoteUserText } from '../i18n/userText.ts';
import { positionValue } from '../tree/positions.ts';
import { treeGameOf, type AppPosition, type AppPositions } from './appGame.ts';
import { OUTCOME, stateAfter, type FullTreeGame, type ScoreMode, type Side } from '../games/game.ts';
import type { AppState } from './appState.ts';
import { isOpponentOf, type PlayMode } from './settings.ts';

export interface Notice {
  readonly key: MessageKey;
  readonly params?: Params;
  /** 'hint' for harmless mistakes, 'error' for rejected input such as a bad URL. */
  readonly tone: 'hint' | 'error' | 'info';
  /** Increments so the same notice twice is still announced. */
  readonly seq: number;
}

export interface AiMoveInfo {
  /** The side it played for. */
  readonly player: Side;
  /** The AI that chose it (a registry id). */
  readonly ai: string;
  readonly cell: number;
  /** Value of the position after the move (o's point of view), in the scoring mode used. */
  readonly value: number;
}

export interface GameSlice {
  /** Moves from the empty board to the current position (the explorer's focus). */
  gameMoves: number[];
  /** Undone moves, next first (redo stack). */
  gameFuture: number[];
  gameNotice: Notice | null;
  gameLastAi: AiMoveInfo | null;
  /** An AI move is scheduled. */
  gameAiPending: boolean;
  /** AI vs AI auto-play is paused. */
  gamePaused: boolean;
  /** A cell the person clicked (human input): legal moves play, others give a hint. */
  playCell(cell: number): void;
  /** Loads a line of play (tree click, URL). Keeps redo moves when the new line is a prefix of the old one. */
  loadMoves(moves: readonly number[]): void;
  /** Loads a move string, falling back to its longest valid prefix with an error notice. Returns the moves kept. */
  loadMoveString(text: string): number[];
  undo(): void;
  redo(): void;
  newGame(): void;
  setPlayMode(mode: PlayMode): void;
  /** The person's side against the AI (0: the first player). */
  setSide(side: Side): void;
  /** Chooses the AI the person plays against (a registry id, e.g. 'random', 'minimax-d2', 'perfect'). */
  setOpponent(id: string): void;
  /** Chooses one side's AI for AI against AI (unknown sides or ids are ignored). */
  setSideAi(side: Side, id: string): void;
  swapSides(): void;
  /** The AI plays for the side to move now, whatever the mode. */
  aiMoveNow(): void;
  setPaused(paused: boolean): void;
  setHints(on: boolean): void;
  dismissNotice(): void;
}

export interface GameDeps {
  readonly rng: Rng;
  /** Runs `f` after `ms`; returns a cancel function (setTimeout in the app, fake timers in tests). */
  readonly schedule?: (f: () => void, ms: number) => () => void;
}

const defaultSchedule = (f: () => void, ms: number) => {
  const id = setTimeout(f, ms);
  return () => clearTimeout(id);
};

/** The position of the held full-tree game after its line of play (the store's `gameMoves`, or `moves`). O(moves). */
export function boardAfter(s: { readonly treeGameId: string; readonly gameMoves: readonly number[] }, moves: readonly number[] = s.gameMoves): AppPosition {
  return stateAfter(treeGameOf(s), moves);
}

/** True when the game is over at `board`. */
const isOver = (game: FullTreeGame<unknown>, board: AppPosition) => game.outcome(board) !== OUTCOME.playing;

/** Who controls a side in a mode. */
function controllerOf(mode: PlayMode, humanSide: Side, side: Side): 'human' | 'ai' {
  if (mode === 'analysis') return 'human';
  if (mode === 'ai-vs-ai') return 'ai';
  return side === humanSide ? 'human' : 'ai';
}

/** What a notice was about: the line of play, the person's side and the play mode when it was given. */
export interface NoticeContext {
  readonly moves: readonly number[];
  readonly side: Side;
  readonly mode: PlayMode;
}

/**
 * Whether a notice about play is still true of the state (a notice is cleared by the first action that makes it untrue):
 * "cell c is taken" while c is taken and the person plays the same side in the same mode (a try of the old sides says
 * nothing after Swap sides), "wait for the AI" while the AI is to move, "game over" while it is over;
 * notices about an input (a bad cell, a bad address) hold until the position changes.
 */
function noticeHolds(n: Notice, s: AppState, at: NoticeContext): boolean {
  const game = treeGameOf(s);
  const board = boardAfter(s);
  switch (n.key) {
    case 'notice.occupied': {
      if (typeof n.params?.cell !== 'number' || s.settings.side !== at.side || s.settings.playMode !== at.mode) return false;
      const r = game.tryPlay(board, n.params.cell);
      return !r.ok && r.error.code === 'occupied';
    }
    case 'notice.aiThinking':
      return !isOver(game, board) && (s.gameAiPending || controllerOf(s.settings.playMode, s.settings.side, game.toMove(board)) === 'ai');
    case 'notice.gameOver':
      return isOver(game, board);
    default:
      return s.gameMoves === at.moves;
  }
}

/** Whether hints are on for the current mode. */
export function hintsOn(s: AppState): boolean {
  return s.settings.playMode === 'analysis' ? s.settings.hintsAnalysis : s.settings.hintsVsAi;
}

export const createGameSlice =
  (deps: GameDeps): StateCreator<AppState, [], [], GameSlice> =>
  (set, get) => {
    const schedule = deps.schedule ?? defaultSchedule;
    let cancelAi: (() => void) | null = null;
    let seq = 0;

    let atNotice: NoticeContext = { moves: [], side: 0, mode: 'analysis' };
    const notify = (key: MessageKey, tone: Notice['tone'], params?: Params) => {
      atNotice = { moves: get().gameMoves, side: get().settings.side, mode: get().settings.playMode };
      set({ gameNotice: { key, tone, params, seq: ++seq } });
    };
    /** Clears the notice once it is no longer true (called after every change of line, side or mode). */
    const reviewNotice = () => {
      const n = get().gameNotice;
      if (n && !noticeHolds(n, get(), atNotice)) set({ gameNotice: null });
    };

    const stopAi = () => {
      cancelAi?.();
      cancelAi = null;
      if (get().gameAiPending) set({ gameAiPending: false });
    };

    /** The perfect players over the position table, per scoring mode (made once per table). */
    let perfect: { positions: AppPositions; players: Record<ScoreMode, AiPlayer<AppPosition>> } | null = null;
    const perfectPlayer = (positions: AppPositions, mode: ScoreMode): AiPlayer<AppPosition> => {
      if (perfect?.positions !== positions) {
        perfect = { positions, players: { wdl: createPerfectPlayer(positions.game, 'wdl', positions), shortest: createPerfectPlayer(positions.game, 'shortest', positions) } };
      }
      return perfect.players[mode];
    };

    /** The AI playing the side to move at `board`: in AI against AI that side's own, else the chosen opponent (each made once per game and id; one the game does not have is its perfect player). */
    const made = new Map<string, AiPlayer<AppPosition>>();
    const aiIdFor = (game: FullTreeGame<unknown>, board: AppPosition): string => {
      const { playMode, opponent, aiVsAi } = get().settings;
      const id = playMode === 'ai-vs-ai' ? aiVsAi[game.toMove(board)] : opponent;
      return isOpponentOf(game, id) ? id : 'perfect';
    };
    const playerOf = (positions: AppPositions, id: string): AiPlayer<AppPosition> => {
      // The perfect ones answer from the position table.
      if (id === 'perfect') return perfectPlayer(positions, get().settings.scoreMode);
      if (id === 'perfect-shortest') return perfectPlayer(positions, 'shortest');
      const key = `${positions.game.id} ${id}`;
      let p = made.get(key);
      if (!p) made.set(key, (p = createPlayer(positions.game, id)));
      return p;
    };

    /** The AI's move for the side to move, or -1 when the position table is not here yet or the game is over. */
    const aiChoice = (board: AppPosition): { cell: number; value: number; ai: string } => {
      const game = treeGameOf(get());
      const positions = get().positions;
      const ai = aiIdFor(game, board);
      if (!positions || isOver(game, board)) return { cell: -1, value: 0, ai };
      const mode = get().settings.scoreMode;
      const cell = playerOf(positions, ai).choose(board, deps.rng);
      return { cell, value: positionValue(positions, game.play(board, cell), mode) ?? 0, ai };
    };

    const playAi = () => {
      cancelAi = null;
      const s = get();
      const board = boardAfter(s);
      const { cell, value, ai } = aiChoice(board);
      if (cell < 0) {
        set({ gameAiPending: false });
        return;
      }
      const player = treeGameOf(s).toMove(board);
      set({ gameMoves: [...s.gameMoves, cell], gameFuture: [], gameAiPending: false, gameLastAi: { player, ai, cell, value } });
      maybeScheduleAi();
      reviewNotice();
    };

    /** Schedules the AI if it is to move in the current mode (and not paused). */
    const maybeScheduleAi = () => {
      const s = get();
      if (cancelAi || !s.positions) return;
      const game = treeGameOf(s);
      const board = boardAfter(s);
      if (isOver(game, board)) return;
      const { playMode, side } = s.settings;
      if (controllerOf(playMode, side, game.toMove(board)) !== 'ai') return;
      if (playMode === 'ai-vs-ai' && s.gamePaused) return;
      set({ gameAiPending: true });
      cancelAi = schedule(playAi, s.settings.aiDelayMs);
    };

    const setLine = (moves: number[], future: number[]) => {
      stopAi();
      set({ gameMoves: moves, gameFuture: future, gameLastAi: null });
      maybeScheduleAi();
      reviewNotice();
    };

    return {
      onPositionsReady: () => maybeScheduleAi(),
      onTreeReady: () => maybeScheduleAi(),
      // Another game's line starts at its beginning.
      onTreeGameChanged: () => {
        stopAi();
        set({ gameMoves: [], gameFuture: [], gameLastAi: null, gameNotice: null });
      },
      gameMoves: [],
      gameFuture: [],
      gameNotice: null,
      gameLastAi: null,
      gameAiPending: false,
      gamePaused: true,

      playCell(cell) {
        const s = get();
        const game = treeGameOf(s);
        const board = boardAfter(s);
        if (isOver(game, board)) return notify('notice.gameOver', 'hint');
        if (s.gameAiPending || controllerOf(s.settings.playMode, s.settings.side, game.toMove(board)) === 'ai') return notify('notice.aiThinking', 'hint');
        const played = game.tryPlay(board, cell);
        if (!played.ok) {
          if (played.error.code === 'occupied') return notify('notice.occupied', 'hint', { cell });
          return notify('notice.badCell', 'hint', { cell: String(cell) });
        }
        const keepFuture = s.gameFuture[0] === cell ? s.gameFuture.slice(1) : [];
        set({ gameMoves: [...s.gameMoves, cell], gameFuture: keepFuture, gameNotice: null, gameLastAi: null });
        maybeScheduleAi();
      },

      loadMoves(moves) {
        const s = get();
        const line = [...s.gameMoves, ...s.gameFuture];
        const isPrefix = moves.length <= line.length && moves.every((m, i) => line[i] === m);
        setLine([...moves], isPrefix ? line.slice(moves.length) : []);
      },

      loadMoveString(text) {
        const game = treeGameOf(get());
        const line = game.parseMoves(text);
        const moves = [...line.moves];
        const error = line.error;
        get().loadMoves(moves);
        if (error) notify('notice.badMoves', 'error', { input: quoteUserText(text, 20), reason: quoteUserText(error.message, MESSAGE_MAX), kept: game.formatLine(moves) || '—' });
        return moves;
      },

      undo() {
        const s = get();
        if (s.gameMoves.length === 0) return;
        const moves = s.gameMoves.slice();
        const future = s.gameFuture.slice();
        future.unshift(moves.pop() as number);
        // Against the AI, take back the AI's reply too, so it is the person's turn again.
        const { playMode, side } = s.settings;
        if (playMode === 'vs-ai' && moves.length > 0 && controllerOf(playMode, side, treeGameOf(s).toMove(boardAfter(s, moves))) === 'ai') {
          future.unshift(moves.pop() as number);
        }
        setLine(moves, future);
      },

      redo() {
        const s = get();
        if (s.gameFuture.length === 0) return;
        const moves = [...s.gameMoves, s.gameFuture[0]];
        const future = s.gameFuture.slice(1);
        // Against the AI, bring back the AI's reply too (as undo took it back), rather than letting it choose anew.
        const { playMode, side } = s.settings;
        const game = treeGameOf(s);
        const board = boardAfter(s, moves);
        if (playMode === 'vs-ai' && future.length > 0 && !isOver(game, board) && controllerOf(playMode, side, game.toMove(board)) === 'ai') {
          moves.push(future.shift() as number);
        }
        setLine(moves, future);
      },

      newGame() {
        setLine([], []);
        set({ gameNotice: null });
      },

      setPlayMode(mode) {
        get().updateSettings({ playMode: mode });
        stopAi();
        // In presentation mode nothing moves until the presenter starts it (Resume).
        if (mode === 'ai-vs-ai') set({ gamePaused: get().present });
        maybeScheduleAi();
        reviewNotice();
      },

      setSide(side) {
        get().updateSettings({ side });
        stopAi();
        maybeScheduleAi();
        reviewNotice();
      },

      setOpponent(id) {
        get().updateSettings({ opponent: id });
        stopAi();
        maybeScheduleAi();
      },

      setSideAi(side, id) {
        if ((side !== 0 && side !== 1) || !isOpponentOf(treeGameOf(get()), id)) return;
        const next: [string, string] = [...get().settings.aiVsAi];
        next[side] = id;
        get().updateSettings({ aiVsAi: next });
        stopAi();
        maybeScheduleAi();
      },

      swapSides() {
        get().setSide(get().settings.side === 0 ? 1 : 0);
      },

      aiMoveNow() {
        const s = get();
        if (isOver(treeGameOf(s), boardAfter(s))) return notify('notice.gameOver', 'hint');
        if (!s.positions) return;
        stopAi();
        playAi();
      },

      setPaused(paused) {
        set({ gamePaused: paused });
        if (paused) stopAi();
        else maybeScheduleAi();
        reviewNotice();
      },

      setHints(on) {
        get().updateSettings(get().settings.playMode === 'analysis' ? { hintsAnalysis: on } : { hintsVsAi: on });
      },

      dismissNotice() {
        set({ gameNotice: null });
      },
    };
  };
