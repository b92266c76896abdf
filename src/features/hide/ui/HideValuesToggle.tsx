import { useRef } from 'react';
import type { AppState } from '../../../store/appState.ts';
import { useFocusOnChange, useFocusWhenDisabled } from '../../../components/focus.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';

const selectOn = (s: AppState) => s.settings.hideValues;
const selectAll = (s: AppState) => s.hideRevealAll;

/** The "Hide values" switch in the header, with "Reveal all" while values are hidden. */
export function HideValuesToggle() {
  const t = useT();
  const store = useAppStoreApi();
  const on = useAppStore(selectOn);
  const all = useAppStore(selectAll);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const revealRef = useRef<HTMLButtonElement>(null);
  // Focus is never lost: "Reveal all" done (disabled) or gone (the switch off by the H key) hands it to the switch.
  useFocusWhenDisabled(revealRef, all, () => toggleRef.current);
  useFocusOnChange(on, () => toggleRef.current);
  return (
    <div className="hide-values">
      <button ref={toggleRef} type="button" className="button hide-toggle" aria-pressed={on} title={t('hide.help')} data-testid="hide-toggle" onClick={() => store.getState().setHideValues(!on)}>
        <span aria-hidden="true">{on ? '◐' : '○'}</span> {t('hide.toggle')}
      </button>
      {on && (
        <button ref={revealRef} type="button" className="button" disabled={all} data-testid="reveal-all" onClick={() => store.getState().revealAllValues()}>
          {t('hide.revealAll')}
        </button>
      )}
    </div>
  );
}
