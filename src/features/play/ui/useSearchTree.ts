import { useSyncExternalStore } from 'react';
import type { SearchTreeSnapshot } from '../state/searchTreeOwner.ts';
import { useAppStoreApi } from '../../../components/StoreContext.tsx';

/** The play screen's search tree as it grows (a new snapshot whenever a level arrives or the focus moves). */
export function useSearchTree(): SearchTreeSnapshot {
  const owner = useAppStoreApi().searchTree;
  return useSyncExternalStore(owner.subscribe, owner.getSnapshot, owner.getSnapshot);
}
