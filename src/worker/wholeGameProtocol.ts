/**
 * Messages between the app and the whole-game worker: `build` asks for the
 * whole game of a game solved whole (games/wholeGame.ts: its positions, moves,
 * values, game counts and the overview's mix), answered by `progress` (the
 * positions done so far, throttled) and `built` (the table, its arrays
 * transferred, not copied) or `error`. Replies repeat the request's id.
 */
import type { WholeGame } from '../games/wholeGame.ts';

export interface WholeGameRequest {
  readonly type: 'build';
  readonly id: number;
  readonly gameId: string;
}

export type WholeGameResponse =
  | { readonly type: 'progress'; readonly id: number; readonly done: number }
  | { readonly type: 'built'; readonly id: number; readonly table: WholeGame }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
