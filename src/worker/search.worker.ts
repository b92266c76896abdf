/// <reference lib="webworker" />
// The only CPU file that touches the worker global: it wires messages to the handler.
import { handleSearchRequest } from './searchHandler.ts';
import type { SearchWorkerRequest } from './searchProtocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<SearchWorkerRequest>) => handleSearchRequest(event.data, (message) => scope.postMessage(message));
