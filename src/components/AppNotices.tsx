import type { AppState } from '../store/appState.ts';
import { HOME, useFocusOnChange } from './focus.ts';
import { useAppStore, useAppStoreApi, useT } from './StoreContext.tsx';

const selectNotices = (s: AppState) => s.appNotices;
const selectUpdate = (s: AppState) => s.appUpdate;

/** Notices about the app as a whole, all of them at once, each with its own dismiss button. */
export function AppNotices() {
  const t = useT();
  const notices = useAppStore(selectNotices);
  const update = useAppStore(selectUpdate);
  const store = useAppStoreApi();
  // A dismissed notice takes its button along: focus goes to the next notice, else to the open tab.
  useFocusOnChange(notices.length, () => document.querySelector<HTMLElement>('.app-notices button') ?? document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'));
  if (notices.length === 0 && !update) return null;
  return (
    <ul className="app-notices" data-focus-home={HOME.notice}>
      {update && (
        <li className="notice tone-info" role="status" data-testid="update-notice">
          <span>{t('offline.update')}</span>
          <button type="button" className="button" onClick={update}>
            {t('offline.reload')}
          </button>
          <button type="button" className="button" onClick={() => store.getState().offerUpdate(null)}>
            {t('offline.later')}
          </button>
        </li>
      )}
      {notices.map((n) => (
        <li key={n.seq} className={`notice tone-${n.tone}`} role="status" data-testid="app-notice">
          <span>{t(n.key, n.params)}</span>
          <button type="button" className="button" onClick={() => store.getState().dismissAppNotice(n.seq)}>
            {t('notice.dismiss')}
          </button>
        </li>
      ))}
    </ul>
  );
}
