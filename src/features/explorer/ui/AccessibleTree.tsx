import { memo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTreeWords } from '../../../components/treeGame.ts';
import type { ScoreMode } from '../../../games/game.ts';
import type { AppTree } from '../../../store/appGame.ts';
import { stateOf } from '../../../tree/query.ts';
import { valueClass } from '../../../view/colors.ts';
import type { TreeLayout } from '../../../view/layout.ts';
import { useT } from '../../../components/StoreContext.tsx';
import { marksShown, positionKey, valueShown, type HideValues } from '../../../view/hideValues.ts';
import { nodeName } from './describeNode.ts';

interface Props {
  readonly tree: AppTree;
  readonly layout: TreeLayout;
  readonly mode: ScoreMode;
  /** "Hide values": hidden values read "value hidden", best moves are not named. */
  readonly hide: HideValues;
  readonly activeItem: number;
  readonly idPrefix: string;
  readonly onActivate: (item: number) => void;
  readonly onChoose: (item: number) => void;
}

/** Open items of a layout: the ancestors and the focus always; others when expanded. */
function isOpen(layout: TreeLayout, expanded: ReadonlySet<number>, item: number): boolean {
  return item <= layout.focusItem || expanded.has(item);
}

/** The items a keyboard or screen-reader user can reach, in reading order (pre-order through open items). */
function reachableItems(layout: TreeLayout, expanded: ReadonlySet<number>): number[] {
  const out: number[] = [];
  const stack = layout.items.length ? [0] : [];
  while (stack.length) {
    const i = stack.pop() as number;
    out.push(i);
    if (isOpen(layout, expanded, i)) for (let k = layout.items[i].childItems.length - 1; k >= 0; k--) stack.push(layout.items[i].childItems[k]);
  }
  return out;
}

type Step = { readonly kind: 'move'; readonly item: number } | { readonly kind: 'open' | 'close'; readonly item: number } | null;

/** What an arrow key does in the WAI-ARIA tree pattern: move the cursor, open or close a branch. */
function treeKeyStep(layout: TreeLayout, expanded: ReadonlySet<number>, item: number, key: string): Step {
  const it = layout.items[item];
  if (!it) return null;
  const open = isOpen(layout, expanded, item);
  if (key === 'ArrowRight') {
    if (it.childItems.length === 0) return null;
    return open ? { kind: 'move', item: it.childItems[0] } : { kind: 'open', item };
  }
  if (key === 'ArrowLeft') {
    if (open && item > layout.focusItem && it.childItems.length > 0) return { kind: 'close', item };
    return it.parentItem >= 0 ? { kind: 'move', item: it.parentItem } : null;
  }
  const order = reachableItems(layout, expanded);
  const at = order.indexOf(item);
  const next = key === 'ArrowDown' ? order[at + 1] : key === 'ArrowUp' ? order[at - 1] : key === 'Home' ? order[0] : key === 'End' ? order[order.length - 1] : undefined;
  return next === undefined ? null : { kind: 'move', item: next };
}

/**
 * The tree as WAI-ARIA treeitems (nested groups), for keyboards and screen
 * readers; the canvas draws the same items. Only what a user can reach is in
 * the DOM: the ancestors, the focus, its children and the branches opened
 * with the arrow keys (a 3,610-board view renders 10-odd items, not 3,610).
 * The focusable container uses aria-activedescendant for the cursor.
 */
export const AccessibleTree = memo(function AccessibleTree({ tree, layout, mode, hide, activeItem, idPrefix, onActivate, onChoose }: Props) {
  const t = useT();
  const words = useTreeWords();
  const score = tree.score[mode];
  // Opened branches belong to one layout; a new layout starts closed.
  const [opened, setOpened] = useState<{ layout: TreeLayout | null; items: ReadonlySet<number> }>({ layout: null, items: new Set() });
  const expanded = opened.layout === layout ? opened.items : new Set<number>();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onChoose(activeItem);
      return;
    }
    const step = treeKeyStep(layout, expanded, activeItem, e.key);
    if (!step) return;
    e.preventDefault();
    if (step.kind === 'move') onActivate(step.item);
    else {
      const items = new Set(expanded);
      if (step.kind === 'open') items.add(step.item);
      else items.delete(step.item);
      setOpened({ layout, items });
    }
  };
  const render = (i: number): ReactNode => {
    const it = layout.items[i];
    const hidden = !valueShown(hide, positionKey(tree.pos[it.node]));
    const value = tree.scored && !hidden ? score[it.node] : null;
    const extra = [it.multiplicity > 1 ? t('explorer.itemMerged', { count: it.multiplicity - 1 }) : '', it.best && marksShown(hide) ? t('explorer.itemBest') : ''].filter(Boolean).join(', ');
    const open = isOpen(layout, expanded, i);
    return (
      <li
        key={it.node}
        id={`${idPrefix}-${i}`}
        role="treeitem"
        aria-level={i + 1 <= layout.focusItem ? i + 1 : layout.focusItem + 1 + it.level}
        aria-expanded={it.childItems.length > 0 ? open : it.collapsed ? false : undefined}
        aria-selected={i === layout.focusItem}
        data-board={tree.positions.game.formatPosition(stateOf(tree, it.node))}
        data-value={value ?? ''}
        data-background={valueClass(value)}
        data-framed={i === layout.focusItem ? 'true' : undefined}
        data-item={i}
        onClick={(e) => {
          e.stopPropagation();
          onChoose(i);
        }}
      >
        <span>{nodeName(t, words, tree, it.node, mode, hidden) + (extra ? ` ${extra}` : '')}</span>
        {open && it.childItems.length > 0 && <ul role="group">{it.childItems.map(render)}</ul>}
      </li>
    );
  };
  return (
    <ul role="tree" className="sr-only-tree" aria-label={t('explorer.treeLabel')} tabIndex={0} aria-activedescendant={`${idPrefix}-${activeItem}`} onKeyDown={onKeyDown}>
      {layout.items.length > 0 && render(0)}
    </ul>
  );
});
