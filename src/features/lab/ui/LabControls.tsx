import { formatNumber } from '../../../i18n/translate.ts';
import { LAB_SPEEDS } from '../state/labSlice.ts';
import { selectLanguage } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { LabIcon } from './LabIcon.tsx';
import { selectPlaying, selectSpeed } from './labSelectors.ts';

interface Props {
  /** Frame shown. */
  readonly index: number;
  /** Number of frames (steps + 1). */
  readonly total: number;
}

/**
 * Playback: start, step back, play / pause, step forward, end, a scrubber and
 * the speed. Buttons at a limit stay focusable (aria-disabled) so keyboard
 * focus is never lost while stepping.
 */
export function LabControls({ index, total }: Props) {
  const lang = useAppStore(selectLanguage);
  const t = useT();
  const store = useAppStoreApi();
  const playing = useAppStore(selectPlaying);
  const speed = useAppStore(selectSpeed);
  const last = total - 1;
  const lab = () => store.getState();
  const atStart = index === 0;
  const atEnd = index === last;
  return (
    <div className="lab-controls" role="group" aria-label={t('lab.controls')}>
      <div className="lab-buttons">
        <button type="button" className="button" aria-label={t('lab.toStart')} aria-disabled={atStart} onClick={() => lab().setLabFrame(0)}>
          <LabIcon name="start" />
        </button>
        <button type="button" className="button" aria-label={t('lab.stepBack')} aria-disabled={atStart} onClick={() => lab().stepLab(-1)}>
          <LabIcon name="back" />
        </button>
        <button type="button" className="button primary lab-play" aria-label={playing ? t('lab.pause') : t('lab.play')} onClick={() => lab().setLabPlaying(!playing)}>
          <LabIcon name={playing ? 'pause' : 'play'} />
          <span aria-hidden="true">{playing ? t('lab.pause') : t('lab.play')}</span>
        </button>
        <button type="button" className="button" aria-label={t('lab.stepForward')} aria-disabled={atEnd} onClick={() => lab().stepLab(1)}>
          <LabIcon name="forward" />
        </button>
        <button type="button" className="button" aria-label={t('lab.toEnd')} aria-disabled={atEnd} onClick={() => lab().setLabFrame(last)}>
          <LabIcon name="end" />
        </button>
      </div>
      <input
        className="lab-scrubber"
        type="range"
        min={0}
        max={last}
        step={1}
        value={index}
        aria-label={t('lab.scrubber')}
        aria-valuetext={t('lab.scrubberValue', { step: index, total: last })}
        onChange={(e) => lab().setLabFrame(Number(e.target.value))}
      />
      <output className="lab-step-count" aria-hidden="true">
        {t('lab.scrubberValue', { step: formatNumber(index, lang), total: formatNumber(last, lang) })}
      </output>
      <label className="lab-field">
        <span>{t('lab.speed')}</span>
        <select value={speed} onChange={(e) => lab().setLabSpeed(Number(e.target.value))}>
          {LAB_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {t('lab.speedValue', { speed: s })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
