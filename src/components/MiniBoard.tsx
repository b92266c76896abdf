import { cellAt, status, type Board } from '../games/tictactoe/index.ts';
import { VALUE_BACKGROUND, valueClass } from '../view/colors.ts';

/** A small static board (SVG) with the value background, the last move in red and any winning line. */
export function MiniBoard({ board, value, lastMove = -1, size = 72, label }: { board: Board; value: number | null; lastMove?: number; size?: number; label: string }) {
  const line = status(board).line;
  const c = (i: number) => [(i % 3) * 10 + 5, Math.floor(i / 3) * 10 + 5];
  return (
    <svg className="mini-board" width={size} height={size} viewBox="-1 -1 32 32" role="img" aria-label={label}>
      <rect x="-1" y="-1" width="32" height="32" rx="2" fill={VALUE_BACKGROUND[valueClass(value)]} stroke="#94a3b8" strokeWidth="0.6" />
      <path d="M10 1v28M20 1v28M1 10h28M1 20h28" stroke="#94a3b8" strokeWidth="0.6" />
      {Array.from({ length: 9 }, (_, i) => {
        const m = cellAt(board, i);
        const [x, y] = c(i);
        const color = i === lastMove ? '#dc2626' : m === 'o' ? '#0e7490' : '#334155';
        if (m === 'o') return <circle key={i} cx={x} cy={y} r="3" fill="none" stroke={color} strokeWidth="1.3" />;
        if (m === 'x') return <path key={i} d={`M${x - 2.7} ${y - 2.7}l5.4 5.4m0 -5.4l-5.4 5.4`} stroke={color} strokeWidth="1.3" strokeLinecap="round" />;
        return null;
      })}
      {line && <line x1={c(line[0])[0]} y1={c(line[0])[1]} x2={c(line[2])[0]} y2={c(line[2])[1]} stroke="#dc2626" strokeWidth="1.4" strokeLinecap="round" />}
    </svg>
  );
}
