/**
 * Who plays which side, and how a searched game's opponent searches: the
 * settings the play slice reads. One representation of the sides: the sides
 * the AI plays (`AiSides`). A full-tree game keeps its saved form (play mode
 * and the person's side, `settings.ts`) and reads it through `aiSidesOf`:
 * analysis = none, AI against AI = both, against the AI = the side the person
 * does not play.
 */
import { gameById } from '../../../games/index.ts';
import type { Side } from '../../../games/game.ts';
import { defaultEvaluation } from '../../../store/gameDefaults.ts';
import type { PlayMode } from '../../../store/settings.ts';

/** The sides the AI plays: one, both (AI against AI) or neither (analysis). */
export type AiSides = 'first' | 'second' | 'both' | 'none';

/** Whether the AI plays `side`. */
export function aiPlays(sides: AiSides, side: Side): boolean {
  return sides === 'both' || (sides === 'first' && side === 0) || (sides === 'second' && side === 1);
}

/** The sides the AI plays in a full-tree game's play mode, the person playing `side` against it. */
export function aiSidesOf(mode: PlayMode, side: Side): AiSides {
  if (mode === 'analysis') return 'none';
  if (mode === 'ai-vs-ai') return 'both';
  return side === 0 ? 'second' : 'first';
}

/**
 * Who a searched game's AI is: the perfect player (the game's solver at every move, where it solves every position:
 * `offersPerfectPlayer`) or the depth-limited search. A game whose solver reaches only its endgame always searches.
 */
export type SearchedPlayer = 'perfect' | 'search';
export const SEARCHED_PLAYERS: readonly SearchedPlayer[] = ['perfect', 'search'];

/** How a searched game's opponent plays: the sides it plays, who it is, its depth, time, evaluation and the pause between its moves. */
export interface SearchSettings {
  readonly aiSides: AiSides;
  readonly player: SearchedPlayer;
  readonly depth: number;
  /** 0: fixed depth; else milliseconds per move. */
  readonly timeMs: number;
  readonly evaluation: string;
  /** Pause between moves of AI against AI, ms. */
  readonly speedMs: number;
}

export const SEARCH_DEPTHS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const SEARCH_TIMES = [0, 250, 1000, 3000] as const;
export const SEARCH_SPEEDS = [0, 300, 800, 1500] as const;
const BASE_SEARCH_SETTINGS = { aiSides: 'second', player: 'perfect', depth: 4, timeMs: 0, speedMs: 300 } as const satisfies Omit<SearchSettings, 'evaluation'>;

/** The search settings a game starts with. */
export function defaultSearchSettings(gameId: string): SearchSettings {
  return { ...BASE_SEARCH_SETTINGS, evaluation: defaultEvaluation(gameId) };
}

/** The factor that reads an evaluation's values in its natural units (discs, weight points, percent); 1 when unknown. */
export function evaluationScale(gameId: string, evaluation: string): number {
  return gameById(gameId)?.evaluations?.find((e) => e.id === evaluation)?.scale ?? 1;
}
