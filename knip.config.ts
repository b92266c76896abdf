// Knip finds what nothing uses: files, exports, exported types, dependencies. `npm run lint` runs it twice:
// - `knip`: every export is imported somewhere (the app, the command line, the build plugins, tests, benchmarks, scripts);
// - `knip --production`: with the tests, benchmarks and scripts left out, every export the product neither imports nor
//   uses in its own file is reported: code only tests or benchmarks run belongs in test/helpers/ or bench/.
// Entries ending in `!` are the product's. Knip finds the others itself: src/main.tsx (index.html), src/cli/main.ts and
// bench/index.ts (package.json's scripts), vite.config.ts, eslint.config.js, the tests of vite.config.ts's projects.

/**
 * The fields this file sets. Not knip's own `KnipConfig`: that type is inferred from knip's zod schema and cost the type
 * check ~4 s of its ~30 (a tenth of it for this one file). Knip checks its configuration itself when it loads it: an
 * unknown field or a wrong type fails `npm run lint` ("Invalid input").
 */
interface KnipConfig {
  entry: string[];
  project: string[];
  ignoreDependencies: string[];
  ignoreBinaries: string[];
  ignoreExportsUsedInFile: boolean | { interface: boolean; type: boolean };
}

const production = process.argv.includes('--production');

const config: KnipConfig = {
  entry: [
    // Loaded by `new Worker(new URL('./x.worker.ts', import.meta.url))`.
    'src/worker/*.worker.ts!',
    // Vite plugins (vite.config.ts): they write the start-up page and the service worker into the build.
    'src/startup/*Plugin.ts!',
    // Bundled by scripts/benchOthelloBrowser.ts into a browser worker.
    'bench/othelloWorkerEntry.ts',
    // Bundled by scripts/benchEndgameBrowser.ts into a browser worker.
    'bench/endgameWorkerEntry.ts',
    // Bundled by scripts/benchConnect4Browser.ts into a browser worker.
    'bench/connect4WorkerEntry.ts',
    'scripts/*.{ts,mts}',
    // A game folder's own commands: src/cli/games.ts finds them on disk.
    'src/games/*/cli.ts!',
    // A package.json script is no production entry to knip, but the command line is part of the product.
    ...(production ? ['src/cli/main.ts!'] : []),
  ],
  project: ['src/**/*.{ts,tsx}!', 'test/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.{ts,mts}'],
  // Read by the browser tests with require.resolve('axe-core/axe.min.js') and injected into the page.
  ignoreDependencies: ['axe-core'],
  // The build tool is a devDependency, as it should be for an app shipped as static files.
  ignoreBinaries: production ? ['vite'] : [],
  // A type named in its own file's signatures is part of that file's interface: exporting it lets a caller name it.
  // In production mode, an export its own file uses is code the product runs, exported for a test of its own.
  ignoreExportsUsedInFile: production ? true : { interface: true, type: true },
};

export default config;
