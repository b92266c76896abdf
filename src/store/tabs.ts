/**
 * The app's one tab list, for every game: each tab says which games have it
 * (by capability: the explorer needs the whole tree or a solver that reaches
 * every position, the exercises the whole tree, the play screen with a
 * searching opponent is for a game without one), its label, and what a
 * presenter remote's forward / back does on it. The open tab is the
 * shell slice's (`tab`, in the address as `tab=`); App.tsx renders this list.
 */
import { entryById, GAME_ENTRIES } from '../games/index.ts';
import { EXERCISE_GAME_ID } from '../games/exerciseGame.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { AppState } from './appState.ts';

export const APP_TABS = ['explore', 'play', 'lab', 'arena', 'exercises'] as const;
export type AppTab = (typeof APP_TABS)[number];

/** What a tab needs of the game shown. */
interface GameCapabilities {
  readonly id: string;
  /** The whole game tree fits (the explorer, the perfect player, the exercises). */
  readonly fullTree: boolean;
  /** Without its whole tree, every position is solved exactly on request (the explorer over the solved tree). */
  readonly solved?: boolean;
}

export interface TabSpec {
  readonly id: AppTab;
  readonly label: MessageKey;
  /** Whether the game shown has this tab. */
  readonly shownFor: (game: GameCapabilities) => boolean;
  /** A presenter remote's forward (1) or back (-1) on this tab; absent: the remote does nothing here. */
  readonly presenterStep?: (s: Pick<AppState, PresenterSteps>, step: 1 | -1) => void;
}

/** The actions the tabs' presenter steps call (presentation mode's slice declares it reads them). */
export type PresenterSteps = 'explorerPresenterStep' | 'playPresenterStep' | 'stepLab';

// A full-tree game opens on its explorer (with the play board beside it), a searched game on its play screen, then
// its explorer when it is solved on demand (its own screen, its own label; its presenter steps are its own).
const TAB_LIST: readonly TabSpec[] = [
  { id: 'explore', label: 'tabs.explore', shownFor: (g) => g.fullTree, presenterStep: (s, step) => s.explorerPresenterStep(step) },
  { id: 'play', label: 'tabs.play', shownFor: (g) => !g.fullTree, presenterStep: (s, step) => s.playPresenterStep(step) },
  { id: 'explore', label: 'tabs.exploreSolved', shownFor: (g) => !g.fullTree && !!g.solved },
  { id: 'lab', label: 'tabs.lab', shownFor: () => true, presenterStep: (s, step) => s.stepLab(step) },
  { id: 'arena', label: 'tabs.arena', shownFor: () => true },
  { id: 'exercises', label: 'tabs.exercises', shownFor: (g) => g.fullTree && g.id === EXERCISE_GAME_ID },
];

/** The tabs of a game, in order (none for an unknown id). */
export function tabsOf(gameId: string): readonly TabSpec[] {
  const entry = entryById(gameId);
  return entry ? TAB_LIST.filter((t) => t.shownFor(entry.game)) : [];
}

/** The tab a game opens on: its first (the explorer, or the play screen). */
export function homeTabOf(gameId: string): AppTab {
  return tabsOf(gameId)[0]?.id ?? 'explore';
}

/** The tabs some registered game with (or without) the whole tree has: what an address may name for such a game. */
export function tabsWhere(fullTree: boolean): readonly AppTab[] {
  const games = GAME_ENTRIES.filter((e) => e.game.fullTree === fullTree).map((e) => e.game);
  return TAB_LIST.filter((t) => games.some((g) => t.shownFor(g))).map((t) => t.id);
}

/** Whether a game has a tab. */
export function gameHasTab(gameId: string, tab: string): tab is AppTab {
  return tabsOf(gameId).some((t) => t.id === tab);
}
