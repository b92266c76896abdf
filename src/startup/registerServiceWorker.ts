/**
 * Registers the offline worker (`sw.js`, written by the build) once the page
 * has loaded and the browser is idle, so caching the build never competes
 * with start-up. When a new version has installed and waits, `offer` gets a
 * function that switches to it and reloads: the app shows a notice with a
 * button, and nothing changes until the person presses it.
 */
import { SKIP_WAITING } from './serviceWorkerSource.ts';

/** Registers `url` (relative to the page) when the page is idle; `offer(apply)` is called when an update waits. */
export function registerServiceWorker(url: string, offer: (apply: () => void) => void): void {
  const sw = navigator.serviceWorker;
  let chosen = false;
  // The page reloads only when the person asked for the new version (the first install's claim changes the controller too).
  sw.addEventListener('controllerchange', () => {
    if (chosen) location.reload();
  });
  const watch = (registration: ServiceWorkerRegistration) => {
    const offerIfWaiting = () => {
      const waiting = registration.waiting;
      if (!waiting || !sw.controller) return; // no update, or the very first install
      offer(() => {
        chosen = true;
        waiting.postMessage(SKIP_WAITING);
      });
    };
    offerIfWaiting();
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offerIfWaiting();
      });
    });
  };
  const start = () => {
    // No registration (blocked, or no offline copy): the app works online as before.
    sw.register(url, { scope: './' }).then((r) => r && watch(r), () => undefined);
  };
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
