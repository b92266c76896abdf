/**
 * Starts a build at once and hands it over later: the page's first module
 * calls prestartBuild() so the worker loads and builds while the rest of the
 * app downloads; the store's first build() then receives that same build
 * (with the latest progress replayed). Later builds go straight through.
 */
import type { BuildOptions, BuildProgress, BuiltTree, TreeClient } from './client.ts';

export function prestartBuild(client: TreeClient): TreeClient {
  let listener: ((p: BuildProgress) => void) | undefined;
  let latest: BuildProgress | null = null;
  let early: Promise<BuiltTree> | null = client.build({
    onProgress: (p) => {
      latest = p;
      listener?.(p);
    },
  });
  // Until someone asks for it, a failure is kept for them, not reported as unhandled.
  early.catch(() => undefined);
  return {
    kind: client.kind,
    build(options: BuildOptions = {}) {
      if (early && options.method === undefined) {
        const p = early;
        early = null;
        listener = options.onProgress;
        if (latest) listener?.(latest);
        return p;
      }
      early = null;
      return client.build(options);
    },
    cancel() {
      early = null;
      client.cancel();
    },
    dispose() {
      early = null;
      client.dispose();
    },
  };
}
