/// <reference lib="webworker" />
// The only CPU file that touches the worker global: it wires messages to the handler.
import { handleCpuRequest } from './searchHandler.ts';
import type { CpuWorkerRequest } from './searchProtocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<CpuWorkerRequest>) => handleCpuRequest(event.data, (message) => scope.postMessage(message));
