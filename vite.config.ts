/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { serviceWorkerSource } from './src/worker/serviceWorkerSource.ts';
import { earlyStartScript } from './src/worker/earlyStart.ts';
import { splashLanguageScript } from './src/i18n/splashLanguage.ts';
import { SETTINGS_KEY } from './src/store/settings.ts';

/**
 * The Content-Security-Policy of the built app. Only in production builds:
 * the dev server's hot-reload preamble is an inline script.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/**
 * Adds <link rel="modulepreload"> for the app chunk the entry imports
 * dynamically, so the browser fetches and compiles it while the tree worker
 * starts, instead of after the entry has run.
 */
function preloadAppChunk(): Plugin {
  return {
    name: 'minimax-explorer-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk' && c.name === 'boot');
        const files = new Set<string>();
        for (const c of chunks) {
          if (c.type !== 'chunk') continue;
          files.add(c.fileName);
          for (const dep of c.imports) files.add(dep);
        }
        const links = [...files].map((f) => `<link rel="modulepreload" crossorigin href="./${f}">`).join('\n    ');
        return links ? html.replace('</head>', `    ${links}\n  </head>`) : html;
      },
    },
  };
}

/**
 * Puts the inline start-up script at the top of the built page's <head>: it
 * starts the tree worker (src/worker/earlyStart.ts, with the worker's hashed
 * file name) and picks the splash's language (src/i18n/splashLanguage.ts).
 * The CSP allows exactly that script, by its SHA-256 hash. The worker's
 * thread, isolate and module then start while the rest of the page loads and
 * lays out; the app asks it for the tree once the app chunk has run.
 */
function earlyTreeWorker(): Plugin {
  return {
    name: 'minimax-explorer-early-tree-worker',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const worker = Object.values(ctx.bundle ?? {}).find((f) => /(^|\/)tree\.worker-[\w-]+\.js$/.test(f.fileName));
        if (!worker) throw new Error('earlyTreeWorker: the tree worker is not in the bundle');
        // The worker first (the earliest start matters most), then the splash's language.
        const script = earlyStartScript(`./${worker.fileName}`) + splashLanguageScript(SETTINGS_KEY);
        const hash = createHash('sha256').update(script).digest('base64');
        if (!html.includes("script-src 'self'")) throw new Error('earlyTreeWorker: no CSP script-src to extend');
        return html
          .replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`)
          .replace(/(<meta http-equiv="Content-Security-Policy"[^>]*>)/, `$1\n    <script>${script}</script>`);
      },
    },
  };
}

function cspPlugin(): Plugin {
  return {
    name: 'minimax-explorer-csp',
    apply: 'build',
    transformIndexHtml(html) {
      return html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`);
    },
  };
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Writes the offline worker, `sw.js`, next to the built app once the build is
 * on disk: its precache list is every file of the build (the lazy tabs and
 * the workers included, so every tab works offline) and its version a hash
 * of their contents, so any change to the build makes a new worker, which the
 * app offers as an update (src/worker/registerServiceWorker.ts). No network,
 * no extra dependency: see the README's "Offline".
 */
function offlinePrecache(): Plugin {
  let outDir = 'dist';
  return {
    name: 'minimax-explorer-offline-precache',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const files = filesUnder(outDir).filter((f) => f !== 'sw.js');
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update(readFileSync(join(outDir, f)));
      writeFileSync(join(outDir, 'sw.js'), serviceWorkerSource(hash.digest('hex').slice(0, 16), files));
    },
  };
}

// One config for the app and for the unit/component tests.
// Engine tests (game, tree, search, ai, view, worker, cli) run in Node;
// component and store tests run in jsdom.
export default defineConfig({
  plugins: [react(), cspPlugin(), preloadAppChunk(), earlyTreeWorker(), offlinePrecache()],
  base: './',
  worker: { format: 'es' },
  // No source maps in the shipped build: they would publish the whole source a second time (~1.6 MB); bugs are reproduced from the repository.
  build: { target: 'es2022', sourcemap: false },
  server: { port: 5173, strictPort: false },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/{games,tree,search,ai,view,worker,cli,i18n,exercises,scripts}/**/*.test.ts'],
          // Exhaustive checks over all positions take seconds on a 2-core machine; no test asserts timing.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/{components,store}/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setupDom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // Browser tests: the production build in Debian's Chromium (npm run build first).
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
