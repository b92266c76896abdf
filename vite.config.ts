/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { offlinePlugin } from './src/startup/offlinePlugin.ts';
import { startupPlugin } from './src/startup/pagePlugin.ts';

// One config for the app and for the unit/component tests.
// Engine tests (game, tree, search, ai, view, worker, cli) run in Node;
// component and store tests run in jsdom.
/**
 * Node test files that must not share a worker's module cache with other files: handlerReuse mocks a module
 * (vi.mock), stallTimes reloads modules (vi.resetModules) with a global set, endgameTable checks what the
 * Othello solver allocates when its module is first imported, registryLoad imports a fresh registry
 * (vi.resetModules) to see games load on demand.
 */
const NODE_FRESH = ['test/worker/handlerReuse.test.ts', 'test/worker/stallTimes.test.ts', 'test/games/othello/endgameTable.test.ts', 'test/games/registryLoad.test.ts'];

export default defineConfig({
  plugins: [react(), startupPlugin(), offlinePlugin()],
  base: './',
  worker: { format: 'es' },
  // No source maps in the shipped build: they would publish the whole source a second time (~1.6 MB); bugs are reproduced from the repository.
  // No modulepreload polyfill: every es2022 browser but Safari 16 preloads modules itself, and without it the
  // preload hints are only skipped (the app loads the same); it would cost 0.4 KB of the initial JS.
  // Chunk names carry 6 characters of hash (64^6 names: ample to tell ~75 files' versions apart), not 8: the first
  // load's script names every lazy chunk, and the shorter names save 86 B of its gzipped size.
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false }, rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash:6].js', entryFileNames: 'assets/[name]-[hash:6].js' } } },
  server: { port: 5173, strictPort: false },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/{games,tree,search,ai,view,worker,cli,i18n,exercises,startup,scripts}/**/*.test.ts'],
          exclude: NODE_FRESH,
          setupFiles: ['test/setupNode.ts'],
          // Two files at a time (vitest's default on a 2-core machine is one, leaving a core idle while a file runs).
          maxWorkers: 2,
          // Exhaustive checks over all positions take seconds on a 2-core machine, minutes when `npm test` runs this
          // lane at a lower priority beside the browser tests on a busy machine (scripts/test.mts); no test asserts
          // timing, the timeout only catches a hang.
          testTimeout: 300_000,
          // The files of a worker share one module cache, as the jsdom files do: the engines, the dictionaries and the
          // tic-tac-toe tree are loaded once a worker, not once a file (77 of the files, interleaved at load 9-11:
          // 96 / 80 -> 54 / 45 s of CPU). The files that need their modules fresh run in node-fresh.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The Node files that need a fresh module cache of their own: a module mock, module reloads, a module's
          // first use (see NODE_FRESH).
          name: 'node-fresh',
          environment: 'node',
          include: NODE_FRESH,
          setupFiles: ['test/setupNode.ts'],
          maxWorkers: 2,
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/{components,store,features}/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setupDom.ts'],
          maxWorkers: 2,
          // The store's exhaustive "perfect never loses" takes ~8 s alone and shares the cores with another file
          // (and, in `npm test`, with the browser tests at a higher priority): the timeout only catches a hang.
          testTimeout: 300_000,
          // The files of a worker share one module cache: React, Testing Library, jsdom's set-up and both dictionaries
          // are loaded once a worker, not once a file (the project's CPU time 111 → 65 s on this machine). Each test
          // makes its own store, each file gets a fresh jsdom, and setupDom.ts cleans up after every test. The node
          // project stays isolated: it mocks a module (test/worker/handlerReuse.test.ts), and shared, one of its files failed.
          isolate: false,
        },
      },
      {
        // Browser tests: the production build in Debian's Chromium (npm run build first).
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          // One preview server for every file, one Chromium a worker (see globalSetup.ts and harness.ts).
          globalSetup: ['test/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time, each in a Chromium of its own: one file at a time left a core idle while its test
          // waited on a frame or a worker. More would not help: with two, Chromium keeps both cores busy (472 CPU-s
          // in 267 s alone, most of it page loads; see "Tests" in docs/manual.md).
          maxWorkers: 2,
          // The files of a worker share one module cache: playwright-core, the harness and the explorer's Node-side tree are loaded
          // once, not once a file (~4 s a file on this machine). The files keep no state at module level but their own.
          isolate: false,
        },
      },
    ],
  },
});
