import { runMatch, type MatchResult } from '../../../src/ai/arena.ts';
import { createPlayer } from '../../../src/ai/registry.ts';
import type { AppDeps } from '../../../src/store/createAppStore.ts';
import type { ArenaJobKind } from '../../../src/features/arena/state/arenaSlice.ts';
import { CancelledError, type ArenaClient, type MatchOutcome, type MatchParams, type MatchProgress, type SolveOutcome, type SolveProgress } from '../../../src/worker/arenaClient.ts';
import { Mulberry32 } from '../../../src/ai/rng.ts';
import { storeWithTree } from '../../store/helpers.ts';
import { ticTacToe } from '../../../src/games/tictactoe/index.ts';

/** A store for arena tests: storeWithTree's, with a fixed arena seed and arena clients from `deps`. */
export function arenaStore(deps: Partial<AppDeps> = {}) {
  return storeWithTree({ rng: new Mulberry32(1), deps: { arenaSeed: () => 12345, ...deps } }).store;
}

/** A match result computed directly, for comparisons. */
export function expectedMatch(a: string, b: string, games: number, seed: number): MatchResult {
  return runMatch(ticTacToe, createPlayer(ticTacToe, a), createPlayer(ticTacToe, b), { games, seed });
}

/**
 * An arena client driven by the test: it records requests, and the test
 * sends progress, results or errors when it chooses (no timing involved).
 */
class ScriptedArenaClient implements ArenaClient {
  readonly kind = 'worker' as const;
  cancels = 0;
  requests: MatchParams[] = [];
  private matchJob: { resolve: (o: MatchOutcome) => void; reject: (e: Error) => void; onProgress?: (p: MatchProgress) => void } | null = null;
  private solveJob: { resolve: (o: SolveOutcome) => void; reject: (e: Error) => void; onProgress?: (p: SolveProgress) => void } | null = null;

  match(params: MatchParams, onProgress?: (p: MatchProgress) => void): Promise<MatchOutcome> {
    this.requests.push(params);
    this.matchJob?.reject(new CancelledError('replaced'));
    return new Promise((resolve, reject) => {
      this.matchJob = { resolve, reject, onProgress };
    });
  }
  solveCheck(_params: unknown, onProgress?: (p: SolveProgress) => void): Promise<SolveOutcome> {
    this.solveJob?.reject(new CancelledError('replaced'));
    return new Promise((resolve, reject) => {
      this.solveJob = { resolve, reject, onProgress };
    });
  }
  /** Sends match progress: `done` games of a match between the last request's players. */
  matchProgress(partial: MatchResult, total: number): void {
    this.matchJob?.onProgress?.({ done: partial.total.games, total, elapsedMs: 1000, partial });
  }
  finishMatch(result: MatchResult): void {
    this.matchJob?.resolve({ result, elapsedMs: 2000, source: 'worker' });
  }
  failMatch(error: Error): void {
    this.matchJob?.reject(error);
  }
  cancel(): void {
    this.cancels++;
    this.matchJob?.reject(new CancelledError());
    this.solveJob?.reject(new CancelledError());
    this.matchJob = null;
    this.solveJob = null;
  }
  dispose(): void {
    this.cancel();
  }
}

/** createArenaClient giving one scripted client per kind. */
export function scriptedClients() {
  const clients: Partial<Record<ArenaJobKind, ScriptedArenaClient>> = {};
  const createArenaClient = (kind: ArenaJobKind) => (clients[kind] ??= new ScriptedArenaClient());
  return { clients, createArenaClient };
}

/** Resolves after pending promise callbacks have run (no timers). */
export const settle = () => new Promise<void>((resolve) => queueMicrotask(() => setTimeout(resolve, 0)));
