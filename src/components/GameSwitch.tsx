import { GAME_ENTRIES } from '../games/index.ts';
import { gameWords } from '../i18n/gameWords.ts';
import { useAppStore, useAppStoreApi, useShownLanguage, useT } from './StoreContext.tsx';
import type { AppState } from '../store/appState.ts';

const selectGameId = (s: AppState) => s.appGameId;
const selectLoading = (s: AppState) => s.appGameLoading;

/** The game switch in the header: one button per registered game. */
export function GameSwitch() {
  const t = useT();
  const store = useAppStoreApi();
  const current = useAppStore(selectGameId);
  const loading = useAppStore(selectLoading);
  const lang = useShownLanguage();
  if (GAME_ENTRIES.length < 2) return null;
  return (
    <div className="segmented game-switch" role="group" aria-label={t('game.switch')}>
      {GAME_ENTRIES.map(({ game: { id } }, i) => (
        <button key={id} type="button" aria-pressed={id === current} aria-busy={id === loading || undefined} className={id === current ? 'active' : id === loading ? 'loading' : ''} onClick={() => store.getState().chooseGame(id)}>
          {gameWords(GAME_ENTRIES[i], lang).name}
        </button>
      ))}
    </div>
  );
}
