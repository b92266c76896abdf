/// <reference lib="webworker" />
// The only whole-game file that touches the worker global: it wires messages to the handler.
import { handleWholeGameRequest } from './wholeGameHandler.ts';
import type { WholeGameRequest } from './wholeGameProtocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<WholeGameRequest>) => handleWholeGameRequest(event.data, (message, transfer) => scope.postMessage(message, transfer ?? []));
