/// <reference lib="webworker" />
// The only search-worker file that touches the worker global: it wires messages to the handler.
import { createSearchHandler } from './searchHandler.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createSearchHandler((message) => scope.postMessage(message));
scope.onmessage = (event: MessageEvent<unknown>) => {
  void handle(event.data);
};
