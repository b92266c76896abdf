/**
 * A value kept outside the store (a mutable search tree, a cache of solves, a built table: data the store should not
 * hold) that components read with `useSyncExternalStore(subscribe, getSnapshot)`. Each `update` makes a new snapshot
 * with the patch and tells every listener, so a component re-renders when, and only when, something changed.
 */
export interface Observed<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

export function createObserved<T extends object>(initial: T): Observed<T> & { update(patch: Partial<T>): void } {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    update(patch) {
      snapshot = { ...snapshot, ...patch };
      for (const f of listeners) f();
    },
  };
}
