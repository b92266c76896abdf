/**
 * The whole game of a game solved whole, built in a worker of its own when
 * the explorer's whole-game picture is first shown (worker/wholeGameClient.ts:
 * seconds for millions of positions, with progress), kept for the game last asked for while its
 * explorer is shown (one at a time: 4 million positions take about 174 MB, released when the
 * explorer closes: `release`). A cache beside the store, not in it, as the
 * explorer's solves are (state/solvedExplorer.ts): a component reads it with
 * `useSyncExternalStore`.
 */
import type { WholeGame } from '../../../games/wholeGame.ts';
import { CancelledError } from '../../../worker/jobs.ts';
import { createAppWholeGameClient, type WholeGamePort } from '../../../worker/wholeGameClient.ts';
import { createObserved, type Observed } from '../../../store/observed.ts';

export interface WholeGameSnapshot {
  readonly gameId: string | null;
  readonly table: WholeGame | null;
  /** Positions done so far while building (up to about 4 × the positions), else 0. */
  readonly done: number;
  readonly error: string | null;
}

export interface WholeGameBuild extends Observed<WholeGameSnapshot> {
  /** Asks for the whole game of `gameId` (nothing when it is the one held or being built; another game's is dropped). */
  want(gameId: string): void;
  /** The picture is no longer shown: a build under way is stopped (a table already built is kept). */
  leave(): void;
  /** The explorer is no longer shown: the build under way is stopped and the table dropped (its memory freed). */
  release(): void;
}

/** The whole-game builds through `port`. */
export function createWholeGameBuild(port: WholeGamePort): WholeGameBuild {
  const observed = createObserved<WholeGameSnapshot>({ gameId: null, table: null, done: 0, error: null });
  const { update, getSnapshot: now } = observed;
  let building = false;
  return {
    subscribe: observed.subscribe,
    getSnapshot: observed.getSnapshot,
    want(gameId) {
      if (now().gameId === gameId && (now().table || building)) return;
      building = true;
      update({ gameId, table: null, done: 0, error: null });
      port
        .build(gameId, (done) => {
          if (now().gameId === gameId) update({ done });
        })
        .then(
          (table) => {
            if (now().gameId !== gameId) return;
            building = false;
            update({ table, done: 0 });
          },
          (e: unknown) => {
            if (now().gameId !== gameId) return;
            building = false;
            update(e instanceof CancelledError ? { gameId: null, done: 0 } : { error: e instanceof Error ? e.message : String(e), done: 0 });
          },
        );
    },
    leave() {
      if (building) port.cancel();
    },
    release() {
      if (building) port.cancel();
      building = false;
      if (now().gameId !== null) update({ gameId: null, table: null, done: 0, error: null });
    },
  };
}

const owners = new WeakMap<object, WholeGameBuild>();

/** The whole-game builds of a store, made on first use over the app's whole-game client (its worker), kept while the store lives. */
export function wholeGameBuildOf(store: object): WholeGameBuild {
  let owner = owners.get(store);
  if (!owner) owners.set(store, (owner = createWholeGameBuild(createAppWholeGameClient())));
  return owner;
}

/** Frees the whole game a store's explorer holds, if any (its explorer closed). */
export function releaseWholeGame(store: object): void {
  owners.get(store)?.release();
}
