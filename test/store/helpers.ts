import { createAppStore, type AppStore } from '../../src/store/createAppStore.ts';
import { createInlineClient } from '../../src/worker/client.ts';
import { buildGameTree } from '../../src/tree/buildGameTree.ts';
import type { Rng } from '../../src/ai/rng.ts';

const shared = buildGameTree();

/** An rng whose next answer to int(n) is scripted (default 0). */
export class ScriptedRng implements Rng {
  choice = 0;
  next() {
    return 0;
  }
  int(n: number) {
    return Math.min(this.choice, n - 1);
  }
}

/** A store with the tree already in it; AI moves run when `flush()` is called. */
export function storeWithTree(options: { rng?: Rng; storage?: Parameters<typeof createAppStore>[0]['storage'] } = {}) {
  const queue: (() => void)[] = [];
  const store: AppStore = createAppStore({
    treeClient: createInlineClient(),
    rng: options.rng ?? new ScriptedRng(),
    storage: options.storage ?? null,
    browserLanguages: ['en'],
    schedule: (f) => {
      queue.push(f);
      return () => {
        const i = queue.indexOf(f);
        if (i >= 0) queue.splice(i, 1);
      };
    },
  });
  store.setState({ tree: shared, treeStatus: 'ready' });
  const flush = () => {
    while (queue.length) (queue.shift() as () => void)();
  };
  return { store, flush, pending: () => queue.length };
}
