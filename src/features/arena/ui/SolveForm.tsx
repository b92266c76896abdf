import type { ScoreMode } from '../../../games/game.ts';
import { useRef, type FormEvent } from 'react';
import type { AppState } from '../../../store/appState.ts';
import { arenaJobActive } from '../state/arenaSlice.ts';
import { useFocusOnChange } from '../../../components/focus.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { PlayerPicker } from './PlayerPicker.tsx';

const MODES: readonly ScoreMode[] = ['wdl', 'shortest'];

const selectPlayer = (s: AppState) => s.arenaSolvePlayer;
const selectMode = (s: AppState) => s.arenaSolveMode;
const selectActive = (s: AppState) => arenaJobActive(s.arenaSolve);

/** The player to check, the scoring that defines best moves, and Start / Cancel. */
export function SolveForm() {
  const t = useT();
  const store = useAppStoreApi();
  const player = useAppStore(selectPlayer);
  const mode = useAppStore(selectMode);
  const active = useAppStore(selectActive);
  const { setArenaSolvePlayer, setArenaSolveMode, startArenaSolveCheck, cancelArenaSolveCheck } = store.getState();
  const actions = useRef<HTMLDivElement>(null);
  // Start becomes Cancel and back: focus follows to the replacement.
  useFocusOnChange(active, () => actions.current?.querySelector('button'));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!active) void startArenaSolveCheck();
  };
  return (
    <form className="arena-form" onSubmit={onSubmit}>
      <PlayerPicker label={t('arena.solve.player')} value={player} onChange={setArenaSolvePlayer} disabled={active} />
      <div className="arena-numbers">
        <div className="field" role="group" aria-labelledby="arena-solve-mode">
          <span id="arena-solve-mode" className="arena-label">
            {t('arena.solve.mode')}
          </span>
          <div className="segmented">
            {MODES.map((m) => (
              <button key={m} type="button" className={m === mode ? 'active' : ''} aria-pressed={m === mode} onClick={() => setArenaSolveMode(m)} disabled={active}>
                {t(m === 'wdl' ? 'arena.solve.mode.wdl' : 'arena.solve.mode.shortest')}
              </button>
            ))}
          </div>
        </div>
        <div ref={actions} className="arena-actions">
          {active ? (
            // Distinct keys: reusing one element would turn the clicked Cancel into a submit button mid-click.
            <button key="cancel" type="button" className="button" onClick={cancelArenaSolveCheck}>
              {t('arena.solve.cancel')}
            </button>
          ) : (
            <button key="start" type="submit" className="button primary">
              {t('arena.solve.start')}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
