// Knip finds what nothing uses: files, exports, exported types, dependencies (`npm run lint` runs it twice).
// - `knip`: every export is imported somewhere (the app, the CLI, the build plugins, tests, benchmarks, scripts).
// - `knip --production`: the tests, benchmarks and scripts left out, every export the product neither imports nor
//   runs in its own file is reported: code only tests or benchmarks run belongs in test/helpers/ or bench/.
// Entries ending in `!` are the product's; the Vite and Vitest plugins add index.html, vite.config.ts and the test files.
import type { KnipConfig } from 'knip';

const production = process.argv.includes('--production');

const config: KnipConfig = {
  entry: [
    'src/main.tsx!',
    // Loaded by `new Worker(new URL('./x.worker.ts', import.meta.url))`.
    'src/worker/*.worker.ts!',
    'src/cli/main.ts!',
    // Vite plugins (vite.config.ts): they write the start-up page and the service worker into the build.
    'src/startup/*Plugin.ts!',
    'bench/index.ts',
    // Bundled by scripts/benchOthelloBrowser.ts into a browser worker.
    'bench/othelloWorkerEntry.ts',
    'scripts/*.{ts,mts}',
  ],
  project: ['src/**/*.{ts,tsx}!', 'test/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.{ts,mts}'],
  // Read by the browser tests with require.resolve('axe-core/axe.min.js') and injected into the page.
  ignoreDependencies: ['axe-core'],
  // A type named in its own file's signatures is part of that file's interface: exporting it lets a caller name it.
  // In production mode, an export its own file uses is code the product runs, exported for a test of its own.
  ignoreExportsUsedInFile: production ? true : { interface: true, type: true },
};

export default config;
