/**
 * CPU-game slice: play a game whose whole tree does not fit (Othello) against
 * a depth-limited CPU that searches in a worker. The line of play is the
 * state (moves from the start; the URL holds its transcript); the CPU is
 * asked through a port (the worker client, or an inline one in tests), the
 * newest request wins and every answer is checked against the line it was
 * asked for, so nothing the person does can be overwritten by a late reply.
 */
import type { StateCreator } from 'zustand/vanilla';
import { gameById } from '../games/index.ts';
import { legalMoveList, OUTCOME, stateAfter, type Game, type Side } from '../games/game.ts';
import { MESSAGE_MAX, quoteUserText } from '../i18n/userText.ts';
import type { AppState } from './appState.ts';
import { DEFAULT_TREE_MODULE, treeModuleById } from './appGame.ts';
import { cpuEvaluationsOf, defaultEvaluation } from './gameDefaults.ts';

export { cpuEvaluationsOf } from './gameDefaults.ts';
import type { Notice } from './gameSlice.ts';
import type { CpuPort, CpuProgress, ExpandRequest } from '../worker/cpuProtocol.ts';
import { createSearchTree, type SearchTree } from '../view/searchTreeSource.ts';

export type { CpuPort, CpuProgress } from '../worker/cpuProtocol.ts';

/** Who the CPU plays: one side, both (CPU against CPU) or neither (analysis). */
export type CpuSides = 'first' | 'second' | 'both' | 'none';

export interface CpuSettings {
  readonly cpuSides: CpuSides;
  readonly depth: number;
  /** 0: fixed depth; else milliseconds per move. */
  readonly timeMs: number;
  readonly evaluation: string;
  /** Pause between moves of CPU against CPU, ms. */
  readonly speedMs: number;
}


/** The factor that reads an evaluation's values in its natural units (discs, weight points, percent); 1 when unknown. */
export function evaluationScale(gameId: string, evaluation: string): number {
  return gameById(gameId)?.evaluations?.find((e) => e.id === evaluation)?.scale ?? 1;
}

export const CPU_DEPTHS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const CPU_TIMES = [0, 250, 1000, 3000] as const;
export const CPU_SPEEDS = [0, 300, 800, 1500] as const;
const BASE_CPU_SETTINGS = { cpuSides: 'second', depth: 4, timeMs: 0, speedMs: 300 } as const satisfies Omit<CpuSettings, 'evaluation'>;


/** The CPU settings a game starts with. */
export function defaultCpuSettings(gameId: string): CpuSettings {
  return { ...BASE_CPU_SETTINGS, evaluation: defaultEvaluation(gameId) };
}

/** One CPU move, as the status line says it. */
export interface CpuMoveInfo {
  readonly side: Side;
  /** The evaluation it searched with (values read in its units). */
  readonly evaluation: string;
  readonly move: number;
  readonly value: number;
  readonly nodes: number;
  readonly depth: number;
}

export interface CpuGameSlice {
  cpuMoves: number[];
  cpuFuture: number[];
  cpuSettings: CpuSettings;
  cpuThinking: boolean;
  cpuProgress: CpuProgress | null;
  cpuLast: CpuMoveInfo | null;
  cpuPaused: boolean;
  cpuNotice: Notice | null;
  /** The CPU failed (worker error): said once, play goes on by hand. */
  cpuError: string | null;
  /** A move by the person (legal moves play, others give a hint). */
  cpuPlayMove(move: number): void;
  /** Loads a transcript, keeping its longest legal start with a notice. Returns the moves kept. */
  cpuLoadTranscript(text: string): number[];
  cpuUndo(): void;
  /**
   * Goes to the position after the first `k` moves of the whole line (played and undone moves together), keeping
   * the rest to go forward again; out-of-range or non-integer k are ignored. While there are moves ahead the CPU waits.
   */
  cpuGoTo(k: number): void;
  cpuNewGame(): void;
  cpuUpdateSettings(patch: Partial<CpuSettings>): void;
  cpuSetPaused(paused: boolean): void;
  /** The CPU moves now for the side to move. */
  cpuMoveNow(): void;
  cpuDismissNotice(): void;
  /** The play screen was left (another tab): the CPU stops thinking and waits. */
  cpuLeave(): void;
  /** The play screen is shown again: the CPU moves if it is its turn. */
  cpuReturn(): void;
  /** A presenter remote on the play screen: forward, the CPU plays the side to move; back, undo. */
  cpuPresenterStep(step: 1 | -1): void;
  /** The CPU's search tree of the current position (null until asked for, or after the line changed). */
  cpuTree: SearchTree<unknown> | null;
  /** Changes whenever a level is added to the tree (the tree object itself is mutable). */
  cpuTreeVersion: number;
  cpuTreeFocus: number;
  cpuTreeAlphaBeta: boolean;
  /** The evaluation the tree was searched with. */
  cpuTreeEvaluation: string;
  /** Levels being computed in the worker. */
  cpuTreeLoading: number;
  cpuTreeError: string | null;
  /** Builds the search tree of the current position to the CPU's depth (its first levels). */
  cpuShowTree(): void;
  cpuHideTree(): void;
  /** Makes a node of the search tree the focus, asking the worker for the levels below it. */
  cpuTreeFocusOn(node: number): void;
  cpuSetTreeAlphaBeta(on: boolean): void;
}

/** Levels of the search tree shown (and computed) below its focus. */
export const TREE_LEVELS = 2;

export interface CpuGameDeps {
  readonly cpu?: CpuPort;
  readonly schedule?: (f: () => void, ms: number) => () => void;
}

const defaultSchedule = (f: () => void, ms: number) => {
  const id = setTimeout(f, ms);
  return () => clearTimeout(id);
};

/** The CPU game shown, or null when the app shows its full-tree game. */
function cpuGameOf(s: Pick<AppState, 'appGameId'>): Game<unknown> | null {
  if (treeModuleById(s.appGameId)) return null;
  return gameById(s.appGameId);
}

/** Whether the CPU plays `side` under these settings. */
export function cpuPlays(sides: CpuSides, side: Side): boolean {
  return sides === 'both' || (sides === 'first' && side === 0) || (sides === 'second' && side === 1);
}

/** What a CPU-game notice was about: the line and who the CPU plays when it was given. */
export interface CpuNoticeContext {
  readonly moves: readonly number[];
  readonly sides: CpuSides;
}

/**
 * Whether a CPU-game notice is still true of the state: "game over" while it is over, "the CPU is thinking" while the
 * CPU is to move or thinking, "not a legal move" while the line and the sides are those it was about (a change of
 * sides makes it old news); notices about an input (a bad transcript) hold until the position changes.
 */
function cpuNoticeHolds(n: Notice, s: AppState, at: CpuNoticeContext): boolean {
  const game = cpuGameOf(s);
  if (!game) return false;
  const state = stateAfter(game, s.cpuMoves);
  const playing = game.outcome(state) === OUTCOME.playing;
  switch (n.key) {
    case 'notice.gameOver':
      return !playing;
    case 'cpu.notice.thinking':
      return playing && (s.cpuThinking || cpuPlays(s.cpuSettings.cpuSides, game.toMove(state)));
    case 'cpu.notice.illegal':
      return s.cpuMoves === at.moves && s.cpuSettings.cpuSides === at.sides;
    default:
      return s.cpuMoves === at.moves;
  }
}

export const createCpuGameSlice =
  (deps: CpuGameDeps): StateCreator<AppState, [], [], CpuGameSlice> =>
  (set, get) => {
    const schedule = deps.schedule ?? defaultSchedule;
    let cancelTimer: (() => void) | null = null;
    /** Increments with every change of the line: an answer for an older line is dropped. */
    let lineSeq = 0;
    let seq = 0;
    /** The play screen is not shown: the CPU does not start a move. */
    let away = false;
    let atNotice: CpuNoticeContext = { moves: [], sides: BASE_CPU_SETTINGS.cpuSides };
    const notify = (key: Notice['key'], tone: Notice['tone'], params?: Notice['params']) => {
      atNotice = { moves: get().cpuMoves, sides: get().cpuSettings.cpuSides };
      set({ cpuNotice: { key, tone, params, seq: ++seq } });
    };
    /** Clears the notice once it is no longer true (called with every change of the line, the sides or a setting: see next). */
    const reviewNotice = () => {
      const n = get().cpuNotice;
      if (n && !cpuNoticeHolds(n, get(), atNotice)) set({ cpuNotice: null });
    };

    const stop = () => {
      cancelTimer?.();
      cancelTimer = null;
      if (get().cpuThinking) {
        // The search's answer (or its CancelledError) is for a request no longer wanted: drop it.
        lineSeq++;
        deps.cpu?.cancel();
        set({ cpuThinking: false, cpuProgress: null });
      }
    };

    const think = () => {
      cancelTimer = null;
      const s = get();
      const game = cpuGameOf(s);
      if (!game || !deps.cpu) return;
      const state = stateAfter(game, s.cpuMoves);
      if (game.outcome(state) !== OUTCOME.playing) return;
      const side = game.toMove(state);
      const mine = ++lineSeq;
      const { depth, timeMs, evaluation } = s.cpuSettings;
      set({ cpuThinking: true, cpuProgress: null });
      deps.cpu
        .think({ gameId: game.id, moves: s.cpuMoves, depth, timeMs, evaluation }, (p) => {
          if (mine === lineSeq) set({ cpuProgress: p });
        })
        .then(
          (answer) => {
            if (mine !== lineSeq) return;
            const legal = legalMoveList(game, state);
            set({ cpuThinking: false, cpuProgress: null });
            if (!legal.includes(answer.move)) return set({ cpuError: `the CPU answered an illegal move (${answer.move})` });
            lineSeq++;
            set({ cpuMoves: [...get().cpuMoves, answer.move], cpuFuture: [], cpuLast: { side, evaluation, ...answer } });
            next();
          },
          (error: unknown) => {
            if (mine !== lineSeq) return;
            set({ cpuThinking: false, cpuProgress: null, cpuError: error instanceof Error ? error.message : String(error) });
          },
        );
    };

    /** Schedules the CPU when it is to move (after the CPU-vs-CPU pause between its own moves). */
    const next = () => {
      reviewNotice();
      const s = get();
      const game = cpuGameOf(s);
      if (!game || away || cancelTimer || s.cpuThinking || s.cpuError) return;
      const state = stateAfter(game, s.cpuMoves);
      if (game.outcome(state) !== OUTCOME.playing || !cpuPlays(s.cpuSettings.cpuSides, game.toMove(state))) return;
      if (s.cpuSettings.cpuSides === 'both' && s.cpuPaused) return;
      // Looking back through the move list: the CPU waits rather than overwrite the moves ahead.
      if (s.cpuFuture.length > 0) return;
      cancelTimer = schedule(think, s.cpuSettings.cpuSides === 'both' ? s.cpuSettings.speedMs : 0);
    };

    /** Asks the worker for the levels below `node` that are not known yet (TREE_LEVELS deep), each level when its parent arrives. */
    const expandBelow = (tree: SearchTree<unknown>, node: number, levels = TREE_LEVELS) => {
      if (levels <= 0 || !tree.expandable(node)) return;
      if (tree.expanded(node)) {
        for (let k = 0; k < tree.childCount(node); k++) expandBelow(tree, tree.child(node, k), levels - 1);
        return;
      }
      const s = get();
      const game = cpuGameOf(s);
      if (!game || !deps.cpu) return;
      set({ cpuTreeLoading: get().cpuTreeLoading + 1 });
      const request: ExpandRequest = { gameId: game.id, moves: s.cpuMoves, path: tree.pathTo(node), depth: tree.searchDepth, evaluation: s.cpuTreeEvaluation, alphabeta: s.cpuTreeAlphaBeta };
      deps.cpu.expand(request).then(
        (answer) => {
          if (get().cpuTree !== tree) return;
          tree.addChildren(node, answer.children);
          if (node === 0 && answer.value !== null) tree.setRootValue(answer.value);
          set({ cpuTreeVersion: get().cpuTreeVersion + 1, cpuTreeLoading: Math.max(0, get().cpuTreeLoading - 1) });
          for (let k = 0; k < tree.childCount(node); k++) expandBelow(tree, tree.child(node, k), levels - 1);
        },
        (error: unknown) => {
          if (get().cpuTree !== tree) return;
          set({ cpuTreeLoading: Math.max(0, get().cpuTreeLoading - 1), cpuTreeError: error instanceof Error ? error.message : String(error) });
        },
      );
    };

    /** Forgets the search tree, stopping the levels still being computed for it. */
    const dropTree = () => {
      if (!get().cpuTree) return;
      deps.cpu?.cancelTree();
      set({ cpuTree: null, cpuTreeFocus: 0, cpuTreeLoading: 0 });
    };

    const setLine = (moves: number[], future: number[]) => {
      stop();
      dropTree();
      lineSeq++;
      set({ cpuMoves: moves, cpuFuture: future, cpuLast: null });
      next();
    };

    return {
      cpuMoves: [],
      cpuFuture: [],
      cpuSettings: defaultCpuSettings(DEFAULT_TREE_MODULE.game.id),
      cpuThinking: false,
      cpuProgress: null,
      cpuLast: null,
      cpuPaused: false,
      cpuNotice: null,
      cpuError: null,

      onAppGameChanged() {
        stop();
        dropTree();
        lineSeq++;
        set({ cpuMoves: [], cpuFuture: [], cpuLast: null, cpuNotice: null });
        // A game searches with its own evaluations: one the new game does not offer becomes its default (a game
        // without named evaluations leaves them as they are, so a trip to it and back keeps the person's choices).
        const id = get().appGameId;
        const offered = cpuEvaluationsOf(id);
        const s = get();
        if (offered.length > 0 && !offered.includes(s.cpuSettings.evaluation)) set({ cpuSettings: { ...s.cpuSettings, evaluation: defaultEvaluation(id) }, cpuTreeEvaluation: defaultEvaluation(id) });
        next();
      },

      cpuPlayMove(move) {
        const s = get();
        const game = cpuGameOf(s);
        if (!game) return;
        const state = stateAfter(game, s.cpuMoves);
        if (game.outcome(state) !== OUTCOME.playing) return notify('notice.gameOver', 'hint');
        if (s.cpuThinking || cpuPlays(s.cpuSettings.cpuSides, game.toMove(state))) return notify('cpu.notice.thinking', 'hint');
        const played = game.tryPlay(state, move);
        if (!played.ok) return notify('cpu.notice.illegal', 'hint', { move: game.formatMove(move) });
        set({ cpuNotice: null });
        if (s.cpuFuture[0] !== move) return setLine([...s.cpuMoves, move], []);
        // The move the line already had: forward along it, with the CPU's reply that followed (as it was played).
        const moves = [...s.cpuMoves, move];
        const future = s.cpuFuture.slice(1);
        while (future.length > 0 && s.cpuSettings.cpuSides !== 'none' && cpuPlays(s.cpuSettings.cpuSides, game.toMove(stateAfter(game, moves))) && game.outcome(stateAfter(game, moves)) === OUTCOME.playing) {
          moves.push(future.shift() as number);
        }
        setLine(moves, future);
      },

      cpuLoadTranscript(text) {
        const game = cpuGameOf(get());
        if (!game) return [];
        const line = game.parseMoves(text);
        const moves = [...line.moves];
        setLine(moves, []);
        if (line.error) notify('cpu.notice.badTranscript', 'error', { input: quoteUserText(text, 24), reason: quoteUserText(line.error.message, MESSAGE_MAX), kept: game.formatLine(moves) || '—' });
        else set({ cpuNotice: null });
        return moves;
      },

      cpuUndo() {
        const s = get();
        const game = cpuGameOf(s);
        if (!game || s.cpuMoves.length === 0) return;
        const moves = s.cpuMoves.slice();
        const future = s.cpuFuture.slice();
        // Back to the person's last turn: take back the CPU's replies (and passes) too.
        do future.unshift(moves.pop() as number);
        while (moves.length > 0 && s.cpuSettings.cpuSides !== 'none' && s.cpuSettings.cpuSides !== 'both' && cpuPlays(s.cpuSettings.cpuSides, game.toMove(stateAfter(game, moves))));
        setLine(moves, future);
      },

      cpuGoTo(k) {
        const s = get();
        const line = [...s.cpuMoves, ...s.cpuFuture];
        if (!cpuGameOf(s) || !Number.isInteger(k) || k < 0 || k > line.length || k === s.cpuMoves.length) return;
        set({ cpuNotice: null });
        setLine(line.slice(0, k), line.slice(k));
      },

      cpuNewGame() {
        set({ cpuNotice: null, cpuError: null });
        setLine([], []);
      },

      cpuUpdateSettings(patch) {
        stop();
        set({ cpuSettings: { ...get().cpuSettings, ...patch }, cpuError: null });
        next();
      },

      cpuSetPaused(paused) {
        set({ cpuPaused: paused });
        if (paused) stop();
        else next();
      },

      cpuMoveNow() {
        const s = get();
        const game = cpuGameOf(s);
        if (!game || s.cpuThinking) return;
        if (game.outcome(stateAfter(game, s.cpuMoves)) !== OUTCOME.playing) return notify('notice.gameOver', 'hint');
        stop();
        set({ cpuError: null });
        think();
      },

      cpuDismissNotice() {
        set({ cpuNotice: null });
      },

      cpuLeave() {
        away = true;
        stop();
      },

      cpuReturn() {
        away = false;
        next();
      },

      cpuPresenterStep(step) {
        if (away || !cpuGameOf(get())) return;
        if (step === 1) get().cpuMoveNow();
        else get().cpuUndo();
      },

      cpuTree: null,
      cpuTreeVersion: 0,
      cpuTreeFocus: 0,
      cpuTreeAlphaBeta: true,
      cpuTreeEvaluation: defaultEvaluation(DEFAULT_TREE_MODULE.game.id),
      cpuTreeLoading: 0,
      cpuTreeError: null,

      cpuShowTree() {
        const s = get();
        const game = cpuGameOf(s);
        if (!game || !deps.cpu) return;
        dropTree();
        const tree = createSearchTree(game, stateAfter(game, s.cpuMoves), null, s.cpuSettings.depth);
        set({ cpuTree: tree as SearchTree<unknown>, cpuTreeFocus: 0, cpuTreeVersion: get().cpuTreeVersion + 1, cpuTreeError: null, cpuTreeEvaluation: s.cpuSettings.evaluation });
        expandBelow(tree, 0);
      },

      cpuHideTree() {
        dropTree();
      },

      cpuTreeFocusOn(node) {
        const tree = get().cpuTree;
        if (!tree || node < 0 || node >= tree.positionCount) return;
        set({ cpuTreeFocus: node });
        expandBelow(tree, node);
      },

      cpuSetTreeAlphaBeta(on) {
        set({ cpuTreeAlphaBeta: on });
        if (get().cpuTree) get().cpuShowTree();
      },
    };
  };
