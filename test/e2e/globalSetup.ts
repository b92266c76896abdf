/**
 * One preview server for every browser-test file (vitest's globalSetup of the e2e project): starting it per file
 * cost time, 28 times. Each vitest worker has one Chromium of its own, launched by its first file and shared by its
 * later ones (`useBrowserSuite()` in harness.ts, which reads the server's URL with `inject`). Chromium is looked
 * for here first, so a missing one fails at once with the one line saying what to install.
 */
import { findChromium, MISSING_LINE } from '../../scripts/chromium.mts';
import type { TestProject } from 'vitest/node';
import { startServer } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared preview server's base URL. */
    e2eUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!findChromium()) throw new Error(MISSING_LINE);
  const { server, url } = await startServer();
  project.provide('e2eUrl', url);
  return () => server.close();
}
