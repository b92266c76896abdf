import type { BoardView } from '../games/boardView.ts';
import { useTreeModule } from './treeGame.ts';
import { boardShapes, type ValuePalette } from '../view/shapes.ts';
import { shapeToSvg } from '../view/shapeSvg.ts';

/**
 * A small static board (SVG) drawn by the game's view, with the same shapes
 * as the explorer's canvas: the value background, the pieces, the last move
 * in red and any winning line.
 */
export function MiniBoard({ board, value, lastMove = -1, size = 72, label, view, palette }: { board: unknown; value: number | null; lastMove?: number; size?: number; label: string; view?: BoardView<unknown>; palette?: ValuePalette }) {
  // The full-tree game's board unless the caller draws another game's.
  const treeView = useTreeModule().view;
  const markup = boardShapes(view ?? treeView, { board, value, lastMove, focus: false }, 0, 0, 54, 'marks', 1, palette).map(shapeToSvg).join('');
  return <svg className="mini-board" width={size} height={size} viewBox="-1 -1 56 56" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: markup }} />;
}
