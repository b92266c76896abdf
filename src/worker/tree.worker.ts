/// <reference lib="webworker" />
// The only file that touches the worker global: it wires messages to the handler.
import { handleRequest } from './handler.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<unknown>) => {
  handleRequest(event.data, (message, transfer) => scope.postMessage(message, transfer ?? []));
};
