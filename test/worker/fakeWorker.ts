import type { WorkerLike } from '../../src/worker/client.ts';
import { handleRequest } from '../../src/worker/handler.ts';

/** A fake Worker that runs the real handler asynchronously and transfers like postMessage. */
export class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  received: unknown[] = [];
  constructor(private readonly behaviour: 'ok' | 'crash' | 'silent' = 'ok') {}
  postMessage(message: unknown): void {
    this.received.push(message);
    setTimeout(() => {
      if (this.terminated) return;
      if (this.behaviour === 'crash') {
        this.onerror?.({ message: 'boom' } as ErrorEvent);
        return;
      }
      if (this.behaviour === 'silent') return;
      handleRequest(structuredClone(message), (msg, transfer) => {
        const data = structuredClone(msg, { transfer: transfer as ArrayBuffer[] | undefined });
        setTimeout(() => !this.terminated && this.onmessage?.({ data } as MessageEvent), 0);
      });
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

