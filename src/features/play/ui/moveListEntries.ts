import type { Game, Side } from '../../../games/game.ts';
import type { BoardView } from '../../../games/boardView.ts';

/** One move of the move list: its number (1 = the first move), who played it, its name, whether it was a pass. */
export interface MoveListEntry {
  readonly ply: number;
  readonly side: Side;
  readonly name: string;
  readonly pass: boolean;
}

/** The entries of the played moves followed by the undone ones (the whole line from `start`). O(moves) plays. */
export function moveListEntries<S>(game: Game<S>, view: BoardView<S>, moves: readonly number[], future: readonly number[], start: S = game.initial): MoveListEntry[] {
  const out: MoveListEntry[] = [];
  let state = start;
  for (const m of [...moves, ...future]) {
    out.push({ ply: out.length + 1, side: game.toMove(state), name: game.formatMove(m), pass: view.landingSquare(state, m) === null });
    state = game.play(state, m);
  }
  return out;
}
