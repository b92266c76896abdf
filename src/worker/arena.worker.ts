/// <reference lib="webworker" />
// The only arena file that touches the worker global: it wires messages to the handler.
import { createArenaHandler } from './arenaHandler.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createArenaHandler((message, transfer) => scope.postMessage(message, transfer ?? []));
scope.onmessage = (event: MessageEvent<unknown>) => {
  void handle(event.data);
};
