import type { Game, Side } from '../../../games/game.ts';
import type { BoardView } from '../../../games/boardView.ts';
import { linePositions, type PlayStart } from '../state/playLine.ts';

/** One move of the move list: its number (1 = the first move), who played it, its name, whether it was a pass. */
export interface MoveListEntry {
  readonly ply: number;
  readonly side: Side;
  readonly name: string;
  readonly pass: boolean;
}

/** The entries of the played moves followed by the undone ones (the whole line from its start: set up, or the initial position). O(moves) plays. */
export function moveListEntries<S>(game: Game<S>, view: BoardView<S>, moves: readonly number[], future: readonly number[], start: PlayStart | null = null): MoveListEntry[] {
  const line = [...moves, ...future];
  const positions = linePositions(game, start, line);
  return line.map((m, i) => ({ ply: i + 1, side: game.toMove(positions[i]), name: game.formatMove(m), pass: view.landingSquare(positions[i], m) === null }));
}
