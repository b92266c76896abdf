import type { Params, Translate } from '../i18n/translate.ts';
import type { AppState } from '../store/appState.ts';
import type { Notice } from '../features/play/state/playSlice.ts';
import { HOME, useFocusOnChange } from './focus.ts';
import { useAppStore, useAppStoreApi, useT } from './StoreContext.tsx';

const selectNotices = (s: AppState) => s.appNotices;
const selectUpdate = (s: AppState) => s.appUpdate;

/** A notice's words; a count `more` (items a list left out, quoteList) becomes "and N more", or nothing at 0. */
function noticeText(t: Translate, n: Notice): string {
  const more = n.params?.more;
  const params: Params | undefined = typeof more === 'number' ? { ...n.params, more: more > 0 ? t('notice.more', { n: more }) : '' } : n.params;
  return t(n.key, params);
}

/**
 * Notices about the app as a whole, all of them at once, each with its own
 * dismiss button; `compact`: the embed frame's small line above its panels.
 */
export function AppNotices({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const notices = useAppStore(selectNotices);
  const update = useAppStore(selectUpdate);
  const store = useAppStoreApi();
  // A dismissed notice takes its button along: focus goes to the next notice, else to the open tab.
  useFocusOnChange(notices.length, () => document.querySelector<HTMLElement>('.app-notices button') ?? document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"], .embed-open'));
  if (notices.length === 0 && !update) return null;
  return (
    <ul className={compact ? 'app-notices compact' : 'app-notices'} data-focus-home={HOME.notice}>
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
          <span>{noticeText(t, n)}</span>
          <button type="button" className="button" onClick={() => store.getState().dismissAppNotice(n.seq)}>
            {t('notice.dismiss')}
          </button>
        </li>
      ))}
    </ul>
  );
}
