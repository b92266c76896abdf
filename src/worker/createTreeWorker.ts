/** Starts the real tree worker (a Vite module worker). Browser only. */
export function createTreeWorker(): Worker {
  return new Worker(new URL('./tree.worker.ts', import.meta.url), { type: 'module', name: 'minimax-tree' });
}
