/**
 * A SearchPort whose real client (and the engine it bundles) loads on first use,
 * so the first view does not pay for a searched game's code.
 */
import type { SearchPort } from '../../../worker/searchProtocol.ts';

/** A port that forwards to the client `load` resolves to (loaded once, on the first call). */
export function lazySearchPort(load: () => Promise<SearchPort>): SearchPort {
  let client: Promise<SearchPort> | null = null;
  const get = () => (client ??= load());
  return {
    think: (request, onProgress) => get().then((c) => c.think(request, onProgress)),
    cancel: () => void client?.then((c) => c.cancel()),
    solve: (request, onNodes) => get().then((c) => c.solve(request, onNodes)),
    moveValues: (request, onNodes) => get().then((c) => c.moveValues(request, onNodes)),
    cancelMoveValues: () => void client?.then((c) => c.cancelMoveValues()),
    review: (request, onPosition) => get().then((c) => c.review(request, onPosition)),
    cancelReview: () => void client?.then((c) => c.cancelReview()),
    expand: (request) => get().then((c) => c.expand(request)),
    cancelTree: () => void client?.then((c) => c.cancelTree()),
    wholeTree: (request, onNodes) => get().then((c) => c.wholeTree(request, onNodes)),
    cancelWholeTree: () => void client?.then((c) => c.cancelWholeTree()),
    compare: (request, onProgress) => get().then((c) => c.compare(request, onProgress)),
    cancelCompare: () => void client?.then((c) => c.cancelCompare()),
  };
}
