/**
 * Starts the tree worker as the very first thing the page does (this module
 * is the entry's first import), so the worker's script loads while the rest
 * of the app is still being parsed. The client takes it over on first use.
 */
import { createTreeWorker } from './createTreeWorker.ts';

let early: Worker | null = null;
try {
  early = typeof Worker === 'function' ? createTreeWorker() : null;
} catch {
  early = null; // the client will try again and report the failure
}

/** The worker started at load, once; later calls start a fresh one. */
export function takeTreeWorker(): Worker {
  const w = early;
  early = null;
  return w ?? createTreeWorker();
}
