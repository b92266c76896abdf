import type { AppState } from '../../../store/appState.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';

const selectPicture = (s: AppState) => s.viewPicture;

/** The explorer's picture (address field `picture`): the subtree below the position, or the whole game. */
export function PictureChoice() {
  const t = useT();
  const store = useAppStoreApi();
  const subtree = useAppStore(selectPicture) === 'subtree';
  return (
    <span className="segmented" role="group" aria-label={t('explorer.picture')}>
      <button type="button" className="button" aria-pressed={subtree} onClick={() => store.getState().showPicture('subtree')}>
        {t('explorer.picture.subtree')}
      </button>
      <button type="button" className="button" aria-pressed={!subtree} onClick={() => store.getState().showPicture('overview')}>
        {t('explorer.picture.overview')}
      </button>
    </span>
  );
}
