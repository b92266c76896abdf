import { BOARD_VIEWS, GAMES } from '../games/index.ts';
import type { MessageKey } from '../i18n/en.ts';
import { useAppStore, useAppStoreApi, useT } from './StoreContext.tsx';
import type { AppState } from '../store/appState.ts';

const selectGameId = (s: AppState) => s.appGameId;

/** The games the app can show, each with a board drawing. */
const SHOWN = Object.keys(GAMES).filter((id) => Object.hasOwn(BOARD_VIEWS, id));

/** Tic-tac-toe / Othello switch in the header. */
export function GameSwitch() {
  const t = useT();
  const store = useAppStoreApi();
  const current = useAppStore(selectGameId);
  if (SHOWN.length < 2) return null;
  return (
    <div className="segmented game-switch" role="group" aria-label={t('game.switch')}>
      {SHOWN.map((id) => (
        <button key={id} type="button" aria-pressed={id === current} className={id === current ? 'active' : ''} onClick={() => store.getState().chooseGame(id)}>
          {t(`game.${id}` as MessageKey)}
        </button>
      ))}
    </div>
  );
}
