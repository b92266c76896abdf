/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the built app. Only in production builds:
 * the dev server's hot-reload preamble is an inline script.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
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

function cspPlugin(): Plugin {
  return {
    name: 'minimax-explorer-csp',
    apply: 'build',
    transformIndexHtml(html) {
      return html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`);
    },
  };
}

// One config for the app and for the unit/component tests.
// Engine tests (game, tree, search, ai, view, worker, cli) run in Node;
// component and store tests run in jsdom.
export default defineConfig({
  plugins: [react(), cspPlugin(), preloadAppChunk()],
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { port: 5173, strictPort: false },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/{game,tree,search,ai,view,worker,cli,i18n}/**/*.test.ts'],
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
