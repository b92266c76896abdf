/**
 * The whole-game client: `build` asks a worker of its own for the whole game
 * of a game solved whole (newest request wins; `cancel` terminates it) and,
 * once it has the table, terminates the worker, whose position table is no
 * longer needed (4 million positions: about 60 MB freed). The inline client runs the same
 * handler on the main thread (tests, no Worker), a macrotask later.
 */
import type { WholeGame } from '../games/wholeGame.ts';
import { CancelledError, createWorkerJobs, type WorkerLike } from './jobs.ts';
import { handleWholeGameRequest } from './wholeGameHandler.ts';
import type { WholeGameRequest, WholeGameResponse } from './wholeGameProtocol.ts';

export interface WholeGamePort {
  /** The whole game of `gameId`; `onProgress` hears the positions done so far (up to about 4 × the positions). */
  build(gameId: string, onProgress: (done: number) => void): Promise<WholeGame>;
  cancel(): void;
}

/**
 * Milliseconds without a word from the worker before it counts as stuck: the build reports every 250 ms, but the
 * first report comes only after the worker's script and the game's code have loaded.
 */
const STALL_MS = 15_000;

/** A WholeGamePort over workers made by `createWorker`. */
export function createWholeGameWorkerClient(createWorker: () => WorkerLike): WholeGamePort {
  const jobs = createWorkerJobs<WholeGameRequest, WholeGameResponse>({ createWorker, stallMs: STALL_MS, name: 'whole-game worker' });
  return {
    build(gameId, onProgress) {
      const built = jobs.start<WholeGame>({
        request: (id) => ({ type: 'build', id, gameId }),
        receive(msg, resolve, reject) {
          if (msg.type === 'progress') {
            onProgress(msg.done);
            return false;
          }
          if (msg.type === 'error') reject(new Error(msg.message));
          else resolve(msg.table);
          return true;
        },
      });
      // The worker's own table is not needed once the whole game is here: end the worker (the next build starts one).
      return built.then((table) => {
        jobs.dispose();
        return table;
      });
    },
    cancel: () => jobs.cancel(),
  };
}

/** A WholeGamePort that runs the handler on the main thread (a macrotask later, like a worker). */
export function createInlineWholeGameClient(): WholeGamePort {
  let generation = 0;
  return {
    build(gameId, onProgress) {
      const mine = ++generation;
      return new Promise<WholeGame>((resolve, reject) => {
        setTimeout(() => {
          if (mine !== generation) return reject(new CancelledError());
          handleWholeGameRequest({ type: 'build', id: mine, gameId }, (msg) => {
            if (msg.type === 'progress') onProgress(msg.done);
            else if (msg.type === 'error') reject(new Error(msg.message));
            else resolve(msg.table);
          });
        }, 0);
      });
    },
    cancel() {
      generation++;
    },
  };
}

/** The app's whole-game client: in a worker when the browser has them (Vite bundles wholeGame.worker.ts as its own chunk), else on the main thread. */
export function createAppWholeGameClient(): WholeGamePort {
  return typeof Worker === 'function'
    ? createWholeGameWorkerClient(() => new Worker(new URL('./wholeGame.worker.ts', import.meta.url), { type: 'module', name: 'minimax-whole-game' }))
    : createInlineWholeGameClient();
}
