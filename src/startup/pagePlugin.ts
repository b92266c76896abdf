/**
 * The build's part of start-up, as one Vite plugin (Node). It writes four
 * things into the built index.html:
 *
 * 1. the Content-Security-Policy (`CSP`) as a meta tag;
 * 2. at the top of <head>, the inline start-up script: it creates the tree
 *    worker while the HTML is still being parsed (earlyStart.ts, with the
 *    worker's hashed file name), sets the splash's language
 *    (splashLanguage.ts) and turns the splash into a message if a start-up
 *    script fails (bootFailure.ts). The CSP allows exactly that script, by its
 *    SHA-256 hash;
 * 3. <link rel="modulepreload"> for the app chunk (`startup/boot.tsx`) and its
 *    imports, so the browser fetches and compiles it while the worker starts,
 *    instead of after the entry module has run;
 * 4. the favicon as a data: URL (390 bytes), so the page does not request
 *    favicon.svg; the file stays in the build for the manifest and the
 *    offline worker's precache, which then make the one request for it.
 *
 * On the dev server it writes only the splash-language and failure parts of 2
 * (no CSP there: the hot-reload preamble is an inline script).
 *
 * Both 2 and 3 were measured with interleaved page loads (scripts/abLoads.mts,
 * docs/manual.md, "Start-up"): each makes the board playable sooner.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SETTINGS_KEY } from '../store/settings.ts';
import { bootFailureScript } from './bootFailure.ts';
import { earlyStartScript } from './earlyStart.ts';
import { splashLanguageScript } from './splashLanguage.ts';

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

/** The chunk the entry imports dynamically: the app (React, store, components). */
const APP_CHUNK = 'boot';

/** What the bundler tells of its module graph (the part the chunking reads). */
interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** Module ids statically reachable from `from` (itself included). */
function staticClosure(from: string, info: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const todo = [from];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(info.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const ENTRY_MODULE = fileURLToPath(new URL('../main.tsx', import.meta.url));
const FAVICON = fileURLToPath(new URL('../../public/favicon.svg', import.meta.url));
const FAVICON_LINK = '<link rel="icon" href="./favicon.svg" type="image/svg+xml" />';

/** index.html's favicon link with the icon inlined as a data: URL (the CSP's img-src allows data:). */
function inlineFavicon(html: string): string {
  if (!html.includes(FAVICON_LINK)) throw new Error(`startupPlugin: index.html has no ${FAVICON_LINK}`);
  const data = `data:image/svg+xml;base64,${readFileSync(FAVICON).toString('base64')}`;
  return html.replace(FAVICON_LINK, `<link rel="icon" href="${data}" type="image/svg+xml" />`);
}
const APP_MODULE = fileURLToPath(new URL('./boot.tsx', import.meta.url));

/**
 * The app chunk's name for every module the app needs at start-up that the entry has not loaded,
 * null for the rest: one app chunk instead of the bundler's dozen shared chunks (each a request
 * and a compile task before the board is playable); the lazy tabs import from the app chunk.
 */
function appChunkName(): (id: string, graph: ModuleGraph) => string | null {
  let app: Set<string> | null = null;
  return (id, graph) => {
    if (!app) {
      const entry = staticClosure(ENTRY_MODULE, graph);
      app = new Set([...staticClosure(APP_MODULE, graph)].filter((m) => !entry.has(m)));
    }
    return app.has(id) ? APP_CHUNK : null;
  };
}

/** The start-up plugin: CSP, inline start-up script, one app chunk (appChunkName) and its preload. */
export function startupPlugin(): Plugin {
  return {
    name: 'minimax-explorer-startup',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: appChunkName(), debugName: 'app chunk', includeDependenciesRecursively: false }] } } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes('<meta charset="UTF-8" />')) throw new Error('startupPlugin: index.html has no <meta charset="UTF-8" />');
        if (ctx.server) return html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script>${splashLanguageScript(SETTINGS_KEY) + bootFailureScript()}</script>`);
        const bundle = Object.values(ctx.bundle ?? {});
        const worker = bundle.find((f) => /(^|\/)tree\.worker-[\w-]+\.js$/.test(f.fileName));
        if (!worker) throw new Error('startupPlugin: the tree worker is not in the bundle');
        // The worker first (the earliest start matters most), then the splash's language, then the failure handler.
        const script = earlyStartScript(`./${worker.fileName}`) + splashLanguageScript(SETTINGS_KEY) + bootFailureScript();
        const hash = createHash('sha256').update(script).digest('base64');
        const csp = CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`);
        const preload = new Set<string>();
        for (const c of bundle) {
          if (c.type !== 'chunk' || c.name !== APP_CHUNK) continue;
          preload.add(c.fileName);
          for (const dep of c.imports) preload.add(dep);
        }
        const links = [...preload].map((f) => `    <link rel="modulepreload" crossorigin href="./${f}">\n`).join('');
        return inlineFavicon(html)
          .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />\n    <script>${script}</script>`)
          .replace('</head>', `${links}  </head>`);
      },
    },
  };
}
