import { GAME_ENTRIES } from '../games/index.ts';
import { gameWords } from '../i18n/gameWords.ts';
import { useAppStore, useAppStoreApi, useShownLanguage, useT } from './StoreContext.tsx';
import type { AppState } from '../store/appState.ts';

const selectGameId = (s: AppState) => s.appGameId;
const selectLoading = (s: AppState) => s.appGameLoading;

/**
 * The game switch in the header: one button per registered game, named in full on a wide screen and by its short
 * name (when it has one) on a laptop, where the header must stay one line (styles.css); its accessible name is the
 * full one.
 */
export function GameSwitch() {
  const t = useT();
  const store = useAppStoreApi();
  const current = useAppStore(selectGameId);
  const loading = useAppStore(selectLoading);
  const lang = useShownLanguage();
  if (GAME_ENTRIES.length < 2) return null;
  return (
    <div className="segmented game-switch" role="group" aria-label={t('game.switch')}>
      {GAME_ENTRIES.map(({ game: { id } }, i) => {
        const { name, shortName } = gameWords(GAME_ENTRIES[i], lang);
        return (
          <button key={id} type="button" aria-label={shortName ? name : undefined} aria-pressed={id === current} aria-busy={id === loading || undefined} className={id === current ? 'active' : id === loading ? 'loading' : ''} onClick={() => store.getState().chooseGame(id)}>
            {shortName ? (
              <>
                <span className="game-name-full">{name}</span>
                <span className="game-name-short">{shortName}</span>
              </>
            ) : (
              name
            )}
          </button>
        );
      })}
    </div>
  );
}
