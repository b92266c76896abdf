/**
 * When a start-up script cannot load or run, the static splash would stay up
 * forever: this turns it into a message with a reload button, in the splash's
 * language (<html lang>, set by splashLanguage.ts). It is part of the page's
 * inline start-up script (pagePlugin.ts writes it, its hash is in the CSP), so
 * it is there before any script is fetched and works when the entry module
 * itself fails: a 404 or network error on the entry or on any script it
 * imports or preloads (the element's `error` event, caught on `window` in the
 * capture phase), a syntax error or a throw in one (an uncaught `ErrorEvent`),
 * or the entry's dynamic import of the app chunk (main.tsx calls
 * showBootFailure). Only while the static splash is up: after that, failures
 * are the app's to report (lazy tabs have their own messages).
 *
 * A page in `<iframe sandbox="allow-scripts">` has an opaque origin ("null"):
 * module scripts are fetched in CORS mode and the same-origin server does not
 * answer with CORS headers, so they all fail. The message then says what the
 * embedding page must add. Plain ES2017 and DOM: React is in the chunks that failed.
 */

/** The global the inline script defines: shows the failure message (once). */
export const BOOT_FAILURE_GLOBAL = '__minimaxExplorerBootFailed';

/** The message's texts, one language shown (the page's). */
const BOOT_FAILURE_TEXT = {
  message: { en: 'The app could not load. Check the connection, then reload the page.', ja: 'アプリを読み込めませんでした。接続を確認してから再読み込みしてください。' },
  sandboxed: {
    en: 'This page is in a sandboxed frame that blocks its scripts. The page that embeds it must add allow-same-origin to the frame: sandbox="allow-scripts allow-same-origin".',
    ja: 'このページは、スクリプトを読み込めない sandbox 付きのフレームに埋め込まれています。埋め込む側のページで、フレームに allow-same-origin を加えてください: sandbox="allow-scripts allow-same-origin"',
  },
  reload: { en: 'Reload', ja: '再読み込み' },
} as const;

/**
 * Source of the inline failure handler: plain ES2017, no imports. Defines
 * `window[BOOT_FAILURE_GLOBAL]` and listens for failed scripts while the
 * static splash (`#root > .splash`) is shown.
 */
export function bootFailureScript(): string {
  return [
    `(function(){var T=${JSON.stringify(BOOT_FAILURE_TEXT)},done=false;`,
    'function splash(){return document.querySelector("#root > .splash:not(.splash-failed)");}',
    'function show(){var root=document.getElementById("root");if(done||!root)return;done=true;',
    'var l=document.documentElement.lang==="ja"?"ja":"en";',
    'var sandboxed=String(self.origin)==="null"&&/^https?:$/.test(location.protocol);',
    'var box=document.createElement("div");box.className="splash splash-failed";box.setAttribute("role","alert");',
    'var p=document.createElement("p");p.className="splash-text";p.lang=l;p.textContent=(sandboxed?T.sandboxed:T.message)[l];',
    'var b=document.createElement("button");b.type="button";b.className="button primary splash-text";b.lang=l;b.textContent=T.reload[l];',
    'b.addEventListener("click",function(){location.reload();});',
    'box.appendChild(p);box.appendChild(b);root.textContent="";root.appendChild(box);',
    // Without the stylesheet (it failed too, as in a sandboxed frame), a few styles through the CSSOM (the CSP allows it).
    'if(getComputedStyle(box).display!=="grid"){var s=box.style;s.maxWidth="36rem";s.margin="28vh auto 0";s.padding="0 1rem";s.textAlign="center";s.font="1rem/1.5 system-ui,sans-serif";b.style.font="inherit";b.style.padding="0.3rem 1rem";}',
    'b.focus();}',
    `window[${JSON.stringify(BOOT_FAILURE_GLOBAL)}]=show;`,
    'addEventListener("error",function(e){if(!splash())return;var t=e.target;',
    'if(t instanceof HTMLScriptElement||(t instanceof HTMLLinkElement&&t.rel==="modulepreload")||e instanceof ErrorEvent)show();},true);',
    '})();',
  ].join('');
}

/** Shows the failure message (the inline script's; nothing when the page has none). */
export function showBootFailure(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  const show = scope[BOOT_FAILURE_GLOBAL];
  if (typeof show === 'function') (show as () => void)();
}
