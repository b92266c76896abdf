import { Suspense, useRef } from 'react';
import { OUTCOME } from '../../../games/game.ts';
import type { AppPosition } from '../../../store/appGame.ts';
import type { AppState } from '../../../store/appState.ts';
import { hintsOn } from '../state/playSlice.ts';
import { AI_DELAYS, PLAY_MODES, type PlayMode } from '../../../store/settings.ts';
import { boardIn, useFocusWhenDisabled } from '../../../components/focus.ts';
import { selectFuture, selectMoves, selectSettings } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { retryableLazy } from '../../../components/retryableLazy.ts';
import { useTreeModule, useTreeWords } from '../../../components/treeGame.ts';
import { Segmented } from '../../../components/Segmented.tsx';

// The AI pickers load when a mode with an AI is chosen (the first screen is the analysis mode's).
const PlayerPicker = retryableLazy(() => import('../../arena/ui/PlayerPicker.tsx').then((m) => m.PlayerPicker));

const selectHints = (s: AppState) => hintsOn(s);
const selectPaused = (s: AppState) => s.playPaused;
const SIDES = [0, 1] as const;

/** Mode, side, undo / redo, new game, AI move now, hints, speed, pause. */
export function PlayControls({ board }: { board: AppPosition }) {
  const t = useT();
  const { game } = useTreeModule();
  const words = useTreeWords();
  const over = game.outcome(board) !== OUTCOME.playing;
  const store = useAppStoreApi();
  const settings = useAppStore(selectSettings);
  const moves = useAppStore(selectMoves);
  const future = useAppStore(selectFuture);
  const hints = useAppStore(selectHints);
  const paused = useAppStore(selectPaused);
  const s = () => store.getState();
  const undo = useRef<HTMLButtonElement>(null);
  const redo = useRef<HTMLButtonElement>(null);
  const aiNow = useRef<HTMLButtonElement>(null);
  // A control disabled by its own use hands focus on: Undo to Redo and back, "AI move now" to the board.
  useFocusWhenDisabled(undo, moves.length === 0, () => redo.current);
  useFocusWhenDisabled(redo, future.length === 0, () => undo.current);
  useFocusWhenDisabled(aiNow, over, () => boardIn(aiNow.current?.closest('.play')));
  return (
    <div className="play-controls">
      <div className="control-row">
        <button ref={undo} type="button" className="button" onClick={() => s().playUndo()} disabled={moves.length === 0}>
          ↶ {t('play.undo')}
        </button>
        <button ref={redo} type="button" className="button" onClick={() => s().playRedo()} disabled={future.length === 0}>
          ↷ {t('play.redo')}
        </button>
        <button type="button" className="button" onClick={() => s().playNewGame()}>
          {t('play.new')}
        </button>
        <button ref={aiNow} type="button" className="button" onClick={() => s().playAiNow()} disabled={over}>
          {t('play.aiNow')}
        </button>
      </div>
      <label className="field">
        <span>{t('play.mode')}</span>
        <select value={settings.playMode} onChange={(e) => s().setPlayMode(e.target.value as PlayMode)}>
          {PLAY_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`play.mode.${m}`)}
            </option>
          ))}
        </select>
      </label>
      {settings.playMode === 'vs-ai' && (
        <div className="control-row">
          <Segmented options={SIDES} value={settings.side} onChange={(side) => s().setSide(side)} text={(side) => t(`play.side.${side}`, { side: words.sides[side] })} label={t('play.side')} />
          <button type="button" className="button" onClick={() => s().swapSides()}>
            ⇄ {t('play.swap')}
          </button>
        </div>
      )}
      {settings.playMode === 'vs-ai' && (
        <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
          <PlayerPicker label={t('play.opponent')} value={settings.opponent} onChange={(id) => s().setOpponent(id)} />
        </Suspense>
      )}
      {settings.playMode === 'ai-vs-ai' && (
        <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
          {SIDES.map((side) => (
            <PlayerPicker key={side} label={t('play.sideAi', { player: words.sides[side] })} value={settings.aiVsAi[side]} onChange={(id) => s().setSideAi(side, id)} />
          ))}
        </Suspense>
      )}
      {settings.playMode !== 'analysis' && (
        <div className="control-row">
          <label className="field">
            <span>{t('play.speed')}</span>
            <select value={settings.aiDelayMs} onChange={(e) => s().updateSettings({ aiDelayMs: Number(e.target.value) })}>
              {AI_DELAYS.map((d) => (
                <option key={d} value={d}>
                  {t(`play.speed.${d}`)}
                </option>
              ))}
            </select>
          </label>
          {settings.playMode === 'ai-vs-ai' && (
            <button type="button" className="button" aria-pressed={paused} onClick={() => s().playSetPaused(!paused)}>
              {paused ? `▶ ${t('play.resume')}` : `❚❚ ${t('play.pause')}`}
            </button>
          )}
        </div>
      )}
      <div className="control-row">
        <label className="field check">
          <input type="checkbox" checked={hints} onChange={(e) => s().setHints(e.target.checked)} />
          <span>{t('play.hints')}</span>
        </label>
        <label className="field">
          <span>{t('play.scoring')}</span>
          <select value={settings.scoreMode} onChange={(e) => s().updateSettings({ scoreMode: e.target.value === 'shortest' ? 'shortest' : 'wdl' })}>
            <option value="wdl">{t('play.scoring.wdl')}</option>
            <option value="shortest">{t('play.scoring.shortest')}</option>
          </select>
        </label>
      </div>
    </div>
  );
}
