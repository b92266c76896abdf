/**
 * The whole-game worker's pure handler (testable in Node): builds the whole
 * game of a game solved whole (`wholeGameOf`: its exact solver holds every
 * position) with throttled progress, and posts it with its arrays in the
 * transfer list (4 million positions: about 174 MB, moved rather than copied).
 * A bad request gets an `error` reply, never a crash.
 */
import { entryById, gameById, loadGame } from '../games/index.ts';
import { wholeGameOf } from '../games/positionSolved.ts';
import { wholeGameTransferables } from '../games/wholeGame.ts';
import type { WholeGameRequest, WholeGameResponse } from './wholeGameProtocol.ts';

type Post = (message: WholeGameResponse, transfer?: Transferable[]) => void;

/** Least milliseconds between two progress replies (the client's watchdog hears from the build this often). */
const PROGRESS_MS = 250;

/** Builds the game's whole game and posts it (progress on the way); an `error` reply for a game not solved whole. */
export function handleWholeGameRequest(req: WholeGameRequest, post: Post, now: () => number = () => performance.now()): void {
  try {
    const game = gameById(req.gameId);
    if (!game && entryById(req.gameId)) {
      // A game whose code is not here yet: the request is handled once it is.
      loadGame(req.gameId).then(
        () => handleWholeGameRequest(req, post, now),
        (e: unknown) => post({ type: 'error', id: req.id, message: `the game ${req.gameId} could not be loaded: ${e instanceof Error ? e.message : String(e)}` }),
      );
      return;
    }
    const build = game ? wholeGameOf(game) : null;
    if (!build) return post({ type: 'error', id: req.id, message: `the game ${req.gameId} is not solved whole` });
    let last = now();
    const table = build({
      onPoll: (done) => {
        const t = now();
        if (t - last < PROGRESS_MS) return;
        last = t;
        post({ type: 'progress', id: req.id, done });
      },
    });
    post({ type: 'built', id: req.id, table }, wholeGameTransferables(table));
  } catch (e) {
    post({ type: 'error', id: req.id, message: e instanceof Error ? e.message : String(e) });
  }
}
