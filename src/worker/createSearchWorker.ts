/** Starts the real search worker (a Vite module worker; protocol in searchProtocol.ts). Browser only. */
export function createSearchWorker(): Worker {
  return new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'minimax-search' });
}
