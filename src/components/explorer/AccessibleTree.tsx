import type { AppTree } from '../../store/appGame.ts';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { formatBoard } from '../../games/tictactoe/notation.ts';
import type { ScoreMode } from '../../games/tictactoe/score.ts';

import { stateOf } from '../../tree/query.ts';
import { valueClass } from '../../view/colors.ts';
import type { TreeLayout } from '../../view/layout.ts';
import { useT } from '../StoreContext.tsx';
import { nodeName } from './describeNode.ts';

interface Props {
  readonly tree: AppTree;
  readonly layout: TreeLayout;
  readonly mode: ScoreMode;
  readonly activeItem: number;
  readonly idPrefix: string;
  readonly onActivate: (item: number) => void;
  readonly onChoose: (item: number) => void;
}

/** Next keyboard cursor for an arrow key in the WAI-ARIA tree pattern, or -1. */
export function moveCursor(layout: TreeLayout, item: number, key: string): number {
  const it = layout.items[item];
  if (!it) return -1;
  if (key === 'ArrowLeft') return it.parentItem;
  if (key === 'ArrowRight') return it.childItems[0] ?? -1;
  if (key === 'Home') return 0;
  if (key === 'End') return layout.items.length - 1;
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return -1;
  const siblings = it.parentItem >= 0 ? layout.items[it.parentItem].childItems : [item];
  const k = siblings.indexOf(item) + (key === 'ArrowDown' ? 1 : -1);
  return siblings[k] ?? -1;
}

/**
 * The tree as WAI-ARIA treeitems (nested groups), for keyboards and screen
 * readers; the canvas draws the same items. The focusable container uses
 * aria-activedescendant for the keyboard cursor.
 */
export const AccessibleTree = memo(function AccessibleTree({ tree, layout, mode, activeItem, idPrefix, onActivate, onChoose }: Props) {
  const t = useT();
  const score = tree.score[mode];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onChoose(activeItem);
      return;
    }
    const next = moveCursor(layout, activeItem, e.key);
    if (next >= 0) {
      e.preventDefault();
      onActivate(next);
    }
  };
  const render = (i: number): ReactNode => {
    const it = layout.items[i];
    const value = tree.scored ? score[it.node] : null;
    const extra = [it.multiplicity > 1 ? t('explorer.itemMerged', { count: it.multiplicity - 1 }) : '', it.best ? t('explorer.itemBest') : ''].filter(Boolean).join(', ');
    return (
      <li
        key={it.node}
        id={`${idPrefix}-${i}`}
        role="treeitem"
        aria-level={i + 1 <= layout.focusItem ? i + 1 : layout.focusItem + 1 + it.level}
        aria-expanded={it.childItems.length > 0 ? true : it.collapsed ? false : undefined}
        aria-selected={i === layout.focusItem}
        data-board={formatBoard(stateOf(tree, it.node))}
        data-value={value ?? ''}
        data-background={valueClass(value)}
        data-framed={i === layout.focusItem ? 'true' : undefined}
        data-wx={it.x}
        data-wy={it.y}
        onClick={(e) => {
          e.stopPropagation();
          onChoose(i);
        }}
      >
        <span>{nodeName(t, tree, it.node, mode) + (extra ? ` ${extra}` : '')}</span>
        {it.childItems.length > 0 && <ul role="group">{it.childItems.map(render)}</ul>}
      </li>
    );
  };
  return (
    <ul role="tree" className="sr-only-tree" aria-label={t('explorer.treeLabel')} tabIndex={0} aria-activedescendant={`${idPrefix}-${activeItem}`} onKeyDown={onKeyDown}>
      {layout.items.length > 0 && render(0)}
    </ul>
  );
});
