import type { SearchTree } from '../../../view/searchTreeSource.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { searchValueText, type SearchValueContext } from '../../../view/searchValue.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { marksShown } from '../../../view/hideValues.ts';

/**
 * The search tree for the keyboard and screen readers: where the focus is
 * (its moves from the root, its value) and its children as buttons, each
 * saying its move, value and whether it is on the chosen line or was pruned.
 */
export function SearchTreeNav({ tree, focus, sideWords, valueWords }: { tree: SearchTree<unknown>; version: number; focus: number; sideWords: readonly [string, string]; valueWords: SearchValueContext }) {
  const t = useT();
  const store = useAppStoreApi();
  const go = (node: number) => store.searchTree.focusOn(node);
  const path = tree.pathTo(focus);
  const shown = marksShown(useAppStore(selectHideValues));
  const value = shown ? tree.value(focus, 'wdl') : null;
  const children = Array.from({ length: tree.childCount(focus) }, (_, k) => tree.child(focus, k));
  const side = sideWords[tree.firstToMove(focus) ? 0 : 1];
  const nameOf = (node: number) => tree.moveName(node).split(':').slice(1).join(':');
  return (
    <nav className="search-tree-nav" aria-label={t('searched.tree.nav')}>
      <p className="search-tree-where">
        {focus > 0 && (
          <button type="button" className="button" onClick={() => go(tree.parent(focus))}>
            ↑ {t('searched.tree.up')}
          </button>
        )}{' '}
        {t('searched.tree.where', { moves: path.length > 0 ? path.map((_, i) => nameOf(nodeAt(tree, path.slice(0, i + 1)))).join(' ') : t('searched.tree.root'), value: value === null ? '…' : searchValueText(value, valueWords, t, 'long'), side })}
      </p>
      {children.length > 0 && (
        <ul className="search-tree-children">
          {children.map((c) => {
            const v = shown ? tree.value(c, 'wdl') : null;
            const flags = [shown && tree.chosen(c) ? t('searched.tree.chosen') : '', tree.pruned?.(c) ? t('searched.tree.pruned') : ''].filter(Boolean).join(', ');
            return (
              <li key={c}>
                <button type="button" className={`button ${shown && tree.chosen(c) ? 'chosen' : ''} ${tree.pruned?.(c) ? 'pruned' : ''}`} onClick={() => go(c)}>
                  {t('searched.tree.child', { move: nameOf(c), value: v === null ? '—' : searchValueText(v, valueWords, t, 'medium') })}
                  {flags && <span className="muted"> ({flags})</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

/** The node reached by `moves` from the root (the moves are in the tree). O(moves × children). */
function nodeAt(tree: SearchTree<unknown>, moves: readonly number[]): number {
  let node = tree.root;
  for (const m of moves) {
    for (let k = 0; k < tree.childCount(node); k++) {
      const c = tree.child(node, k);
      if (tree.move(c) === m) {
        node = c;
        break;
      }
    }
  }
  return node;
}
