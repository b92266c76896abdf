import type { BoardView } from '../games/boardView.ts';
import { APP_VIEW } from '../store/appGame.ts';
import { boardShapes, type ValuePalette } from '../view/shapes.ts';
import { shapeToSvg } from '../view/shapeSvg.ts';

/**
 * A small static board (SVG) drawn by the game's view, with the same shapes
 * as the explorer's canvas: the value background, the pieces, the last move
 * in red and any winning line.
 */
export function MiniBoard<S>({ board, value, lastMove = -1, size = 72, label, view = APP_VIEW as unknown as BoardView<S>, palette }: { board: S; value: number | null; lastMove?: number; size?: number; label: string; view?: BoardView<S>; palette?: ValuePalette }) {
  const markup = boardShapes(view, { board, value, lastMove, focus: false }, 0, 0, 54, 'marks', 1, palette).map(shapeToSvg).join('');
  return <svg className="mini-board" width={size} height={size} viewBox="-1 -1 56 56" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: markup }} />;
}
