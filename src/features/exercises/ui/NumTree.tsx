import { useMemo, type CSSProperties } from 'react';
import type { NumNode, NumTree as Tree } from '../../../exercises/numericTree.ts';
import { numPathText } from '../../../exercises/numericExercise.ts';
import { formatValue } from '../../../exercises/common.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { LabLayoutOptions } from '../../../view/labLayout.ts';
import { layoutNumericTree } from '../../../view/numericTreeLayout.ts';
import { TreeFigure, type TreeFigureProps } from './TreeFigure.tsx';

/** A printed worksheet column's width in CSS pixels (A4, two columns: about 89 mm). */
const SHEET_COLUMN = 330;

/** What a node shows besides its box: its value written in (revealed, or the key), α above and β below beside it. */
export interface NumMarks {
  readonly value?: string;
  readonly alpha?: string;
  readonly beta?: string;
}

interface Props extends Omit<TreeFigureProps<NumNode>, 'layout' | 'shape' | 'extra' | 'label' | 'nodeText'> {
  readonly tree: Tree;
  readonly options: LabLayoutOptions;
  readonly t: Translate;
  /** What to write at an inner node (nothing where inputs sit). */
  readonly marks?: (n: NumNode) => NumMarks | null;
  /** Empty boxes to write α and β in beside the inner nodes (paper). */
  readonly windowBoxes?: boolean;
}

/** A node named for screen readers and the feedback: "the root" or "node 2.1". */
export function numName(path: string, t: Translate): string {
  return path === '' ? t('ex.word.tree-root') : t('ex.num.node', { path: numPathText(path) });
}

/** MAX or MIN, as the headers write it. */
export const sideText = (max: boolean, t: Translate) => t(max ? 'ex.num.max' : 'ex.num.min');

/**
 * A numeric tree: a box per node (MAX ▲ / MIN ▼ marked in its corner,
 * leaves with their number), MAX / MIN over each column, the values and
 * windows written in where `marks` says, inputs and toggles laid over it.
 */
export function NumTree({ tree, options, t, marks, windowBoxes, ...figure }: Props) {
  const layout = useMemo(() => layoutNumericTree(tree, options), [tree, options]);
  const b = options.board;
  const box = (n: NumNode) => {
    const label = n.leafValue !== null ? t('ex.num.leaf', { path: numPathText(n.path), value: formatValue(n.leafValue) }) : t('ex.num.inner', { node: numName(n.path, t), side: sideText(n.max, t) });
    const m = n.leafValue === null ? (marks?.(n) ?? null) : null;
    return (
      <>
        <rect className={`ex-num-box ${n.leafValue !== null ? 'ex-num-leaf' : n.max ? 'ex-num-max' : 'ex-num-min'}`} width={b} height={b} rx={4} role="img" aria-label={label} />
        {n.leafValue === null && <path className="ex-num-mark" d={n.max ? 'M4,12L9,4L14,12Z' : 'M4,4L14,4L9,12Z'} />}
        {n.leafValue !== null && (
          <text className="ex-num-leaf-text" x={b / 2} y={b / 2 + 6} textAnchor="middle">
            {formatValue(n.leafValue)}
          </text>
        )}
        {m?.value !== undefined && (
          <text className="ex-num-value ex-revealed" x={b / 2} y={b / 2 + 9} textAnchor="middle">
            {m.value}
          </text>
        )}
        {windowBoxes && n.leafValue === null && (
          <>
            <rect className="ex-box" x={b + 4} y={0} width={options.label - 10} height={b / 2 - 2} rx={2} />
            <rect className="ex-box" x={b + 4} y={b / 2 + 2} width={options.label - 10} height={b / 2 - 2} rx={2} />
          </>
        )}
        {m?.alpha !== undefined && (
          <text className="ex-num-window ex-revealed" x={b + 6} y={b / 2 - 6}>
            α {m.alpha}
          </text>
        )}
        {m?.beta !== undefined && (
          <text className="ex-num-window ex-revealed" x={b + 6} y={b - 3}>
            β {m.beta}
          </text>
        )}
      </>
    );
  };
  const headers = layout.columns.map((c, i) => (
    <text key={i} className="ex-num-head" x={c.x + b / 2} y={c.y} textAnchor="middle">
      {sideText(c.max, t)} {c.max ? '▲' : '▼'}
    </text>
  ));
  // On paper the tree is zoomed to a column's width (SHEET_COLUMN), never above 0.8 (exercises.css reads --fit).
  const fit = { '--fit': Math.min(0.8, SHEET_COLUMN / layout.width).toFixed(3) } as CSSProperties;
  return <TreeFigure {...figure} layout={layout} label={t('ex.num.label', { side: sideText(tree.rootMax, t) })} shape={box} extra={headers} style={fit} />;
}
