import { GAME_ENTRIES, entryById } from '../games/index.ts';
import type { GameEntry } from '../games/module.ts';
import { gameWords } from '../i18n/gameWords.ts';
import { useAppStore, useAppStoreApi, useShownLanguage, useT } from './StoreContext.tsx';
import type { AppState } from '../store/appState.ts';

const selectGameId = (s: AppState) => s.appGameId;
const selectLoading = (s: AppState) => s.appGameLoading;

/** The entries the switch shows: every game but the later board sizes of a family (the family's first stands for it). */
const HEADS = GAME_ENTRIES.filter((e) => e.family === undefined || e.family.of === e.game.id);

/**
 * The game switch in the header: one button per registered game (a family of board sizes is one button, naming the
 * size shown once one is; the game's screen offers the sizes: BoardSizes), named in full on a wide screen and by its
 * short name (when it has one) on a laptop, where the header must stay one line (styles.css); its accessible name is
 * the full one.
 */
export function GameSwitch() {
  const t = useT();
  const store = useAppStoreApi();
  const current = useAppStore(selectGameId);
  const loading = useAppStore(selectLoading);
  const lang = useShownLanguage();
  if (HEADS.length < 2) return null;
  const shownOf = (head: GameEntry<unknown>): GameEntry<unknown> => {
    const here = entryById(current);
    return head.family !== undefined && here?.family?.of === head.game.id ? here : head;
  };
  return (
    <div className="segmented game-switch" role="group" aria-label={t('game.switch')}>
      {HEADS.map((head) => {
        const entry = shownOf(head);
        const { id } = entry.game;
        const { name, shortName } = gameWords(entry, lang);
        const busy = loading !== null && (loading === id || (head.family !== undefined && entryById(loading)?.family?.of === head.game.id));
        return (
          <button key={head.game.id} type="button" aria-label={shortName ? name : undefined} aria-pressed={id === current} aria-busy={busy || undefined} className={id === current ? 'active' : id === loading ? 'loading' : ''} onClick={() => store.getState().chooseGame(id)}>
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
