import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy part of the app whose file could not be loaded (offline, blocked): the panel says so and offers to try again. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Lazy components whose load failed: they get a fresh load once an error boundary has caught the failure. */
const failed = new Set<() => void>();

/**
 * React.lazy remembers a failed load for good, so a tab whose chunk failed
 * once (offline for a moment, a blocked request) would stay broken for the
 * session. This wrapper's failure reaches the panel's error boundary as
 * usual; once the boundary has caught it (and shows its message instead of
 * the component), `renewFailedLoads` swaps in a fresh lazy component, so the
 * next render — "Reset this panel", or the next visit to the tab — loads the
 * chunk again. (Swapping at the failure itself would make React's own
 * re-render after the rejection load again at once, in a loop.)
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(renew);
          throw new ChunkLoadError(error);
        },
      ),
    );
  const renew = () => {
    current = make();
  };
  let current = make();
  return function RetryableLazy(props: P) {
    return createElement(current, props);
  };
}

/** Gives every lazy component whose load failed a fresh load on its next render (called by error boundaries). */
export function renewFailedLoads(): void {
  for (const renew of failed) renew();
  failed.clear();
}
