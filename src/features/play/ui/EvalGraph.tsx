import { useState, type KeyboardEvent } from 'react';
import type { EvalGraph as Graph } from '../../../view/evalGraph.ts';

/**
 * The evaluation graph (geometry: view/evalGraph.ts) as SVG in CSS pixels: one
 * focusable slider whose value is a move number. A click on a move's column,
 * or Enter on the move the arrow keys chose (Home, End, Page Up / Down by
 * ten), goes to that move; each column's tooltip and the slider's value text
 * say the move and its value.
 */
export function EvalGraph({ graph, label, describedBy, pointText, onGo }: { graph: Graph; label: string; describedBy?: string; pointText: (index: number) => string; onGo: (index: number) => void }) {
  const n = graph.xs.length;
  const current = graph.current.index;
  // The move the keys chose, while the move shown is `base` (a new move shown resets it).
  const [chosen, setChosen] = useState<{ base: number; at: number } | null>(null);
  const at = chosen && chosen.base === current ? chosen.at : current;
  const onKeyDown = (e: KeyboardEvent) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10 };
    let next = e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : e.key in step ? at + step[e.key] : null;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onGo(at);
      return;
    }
    if (next === null) return;
    e.preventDefault();
    next = Math.max(0, Math.min(n - 1, next));
    setChosen({ base: current, at: next });
  };
  const { plot } = graph;
  const half = n > 1 ? (graph.xs[1] - graph.xs[0]) / 2 : plot.width / 2;
  const atX = graph.xs[at] ?? plot.x;
  return (
    <svg
      className="eval-graph"
      width={graph.width}
      height={graph.height}
      viewBox={`0 0 ${graph.width} ${graph.height}`}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-describedby={describedBy}
      aria-valuemin={0}
      aria-valuemax={n - 1}
      aria-valuenow={at}
      aria-valuetext={pointText(at)}
      onKeyDown={onKeyDown}
      data-testid="eval-graph"
    >
      <rect className="eval-graph-plot" x={plot.x} y={plot.y} width={plot.width} height={plot.height} />
      {graph.yTicks.map((tk) => (
        <g key={`y${tk.at}`}>
          {tk.at !== 0 && <line className="eval-graph-grid" x1={plot.x} x2={plot.x + plot.width} y1={tk.pos} y2={tk.pos} />}
          <text className="eval-graph-label" x={tk.label.x} y={tk.label.y} fontSize={graph.fontPx} textAnchor="end" dominantBaseline="central">
            {tk.label.text}
          </text>
        </g>
      ))}
      <line className="eval-graph-zero" x1={plot.x} x2={plot.x + plot.width} y1={graph.zeroY} y2={graph.zeroY} />
      {graph.xTicks.map((tk) => (
        <text key={`x${tk.at}`} className="eval-graph-label" x={tk.label.x} y={tk.label.y} fontSize={graph.fontPx} textAnchor="middle" dominantBaseline="hanging">
          {tk.label.text}
        </text>
      ))}
      <line className="eval-graph-current" x1={graph.current.x} x2={graph.current.x} y1={plot.y} y2={plot.y + plot.height} />
      {at !== current && <line className="eval-graph-chosen" x1={atX} x2={atX} y1={plot.y} y2={plot.y + plot.height} />}
      {graph.segments.map((s) => (
        <path key={`${s.from}-${s.exact}`} className={s.exact ? 'eval-graph-line exact' : 'eval-graph-line estimate'} d={s.d} />
      ))}
      {graph.points.map((p) => (
        <circle key={p.index} className={p.exact ? 'eval-graph-point exact' : 'eval-graph-point estimate'} cx={p.x} cy={p.y} r={p.index === current ? 6 : 3} data-current={p.index === current || undefined} />
      ))}
      {graph.xs.map((x, i) => (
        <rect key={`hit${i}`} className="eval-graph-hit" x={x - half} y={plot.y} width={2 * half} height={plot.height} data-index={i} onClick={() => onGo(i)}>
          <title>{pointText(i)}</title>
        </rect>
      ))}
    </svg>
  );
}
