import type { AppState } from '../../../store/appState.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';

const selectPresent = (s: AppState) => s.present;

/**
 * Full screen where the browser allows it; refused (an iframe without allow="fullscreen", a policy, no API) the
 * mode still applies. Asked only when `fullscreenEnabled`: Chromium logs a console error for a request a frame's
 * permissions policy refuses, even when the promise's rejection is handled.
 */
function enterFullscreen(): void {
  const el = document.documentElement;
  if (!document.fullscreenEnabled || typeof el.requestFullscreen !== 'function' || document.fullscreenElement) return;
  el.requestFullscreen().catch(() => undefined);
}

function leaveFullscreen(): void {
  if (document.fullscreenElement && typeof document.exitFullscreen === 'function') document.exitFullscreen().catch(() => undefined);
}

/** The presentation-mode switch in the header. */
export function PresentToggle() {
  const t = useT();
  const store = useAppStoreApi();
  const present = useAppStore(selectPresent);
  const toggle = () => {
    const on = !store.getState().present;
    store.getState().setPresent(on);
    if (on) enterFullscreen();
    else leaveFullscreen();
  };
  return (
    <button type="button" className="button present-toggle" aria-pressed={present} title={`${t('present.help')} ${t('hide.presentKey')}`} onClick={toggle}>
      <span aria-hidden="true">{present ? '▣' : '▢'}</span> {t('present.toggle')}
    </button>
  );
}
