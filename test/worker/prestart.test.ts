import { describe, expect, it } from 'vitest';
import type { BuildOptions, BuildProgress, BuiltTree, TreeClient } from '../../src/worker/client.ts';
import { prestartBuild } from '../../src/worker/prestart.ts';

/** A client whose builds are resolved by hand. */
function manualClient() {
  const calls: { options: BuildOptions; resolve: (t: BuiltTree) => void; reject: (e: Error) => void }[] = [];
  const client: TreeClient = {
    kind: 'worker',
    build: (options = {}) => new Promise<BuiltTree>((resolve, reject) => calls.push({ options, resolve, reject })),
    cancel: () => undefined,
    dispose: () => undefined,
  };
  return { client, calls };
}
const fake = { tree: {}, buildMs: 1, totalMs: 2, startupMs: 0, transferMs: 0, source: 'worker' } as unknown as BuiltTree;

describe('prestartBuild', () => {
  it('starts a build at once and hands it to the first caller, replaying the latest progress', async () => {
    const { client, calls } = manualClient();
    const pre = prestartBuild(client);
    expect(calls).toHaveLength(1);
    calls[0].options.onProgress?.({ phase: 'nodes', fraction: 0.4 });
    const seen: BuildProgress[] = [];
    const p = pre.build({ onProgress: (x) => seen.push(x) });
    expect(seen).toEqual([{ phase: 'nodes', fraction: 0.4 }]);
    calls[0].options.onProgress?.({ phase: 'scores', fraction: 0.8 });
    expect(seen).toHaveLength(2);
    calls[0].resolve(fake);
    expect(await p).toBe(fake);
    expect(calls).toHaveLength(1);
    // a second build is a fresh one
    void pre.build();
    expect(calls).toHaveLength(2);
  });

  it('keeps an early failure for the caller instead of an unhandled rejection', async () => {
    const { client, calls } = manualClient();
    const pre = prestartBuild(client);
    calls[0].reject(new Error('worker script failed to load'));
    await Promise.resolve();
    await expect(pre.build()).rejects.toThrow(/failed to load/);
  });
});
