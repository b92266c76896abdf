import { SEARCH_DEPTHS, SEARCH_SPEEDS, SEARCH_TIMES, SEARCHED_PLAYERS, type AiSides } from '../state/playSettings.ts';
import { offersPerfectPlayer } from '../../../games/game.ts';
import { Segmented } from '../../../components/Segmented.tsx';
import { searchEvaluationsOf } from '../../../store/gameDefaults.ts';
import { useAppStore, useAppStoreApi, useGameWords, useT } from '../../../components/StoreContext.tsx';
import { evaluationName, selectPlayMoves, selectPlayPaused, selectPlaySearch, selectPlayThinking } from './searchedPosition.ts';
import { moduleById } from '../../../games/index.ts';

const SIDES: readonly AiSides[] = ['second', 'first', 'none', 'both'];

/**
 * A searched game's controls: who the AI plays; who it is where the game's solver solves every position (the perfect
 * player or a search); a search's depth, time and evaluation; the AI-against-AI speed and pause, undo, new game.
 */
export function SearchControls({ gameId, sideWords }: { gameId: string; sideWords: readonly [string, string] }) {
  const t = useT();
  const store = useAppStoreApi();
  const words = useGameWords(moduleById(gameId));
  const settings = useAppStore(selectPlaySearch);
  const paused = useAppStore(selectPlayPaused);
  const thinking = useAppStore(selectPlayThinking);
  const moves = useAppStore(selectPlayMoves);
  const s = () => store.getState();
  const module = moduleById(gameId);
  const choosesPlayer = offersPerfectPlayer(module?.game ?? null);
  const searches = !choosesPlayer || settings.player === 'search';
  const sideLabel = (side: AiSides) =>
    side === 'second' ? t('searched.who.you', { side: sideWords[0] }) : side === 'first' ? t('searched.who.you', { side: sideWords[1] }) : t(`searched.who.${side}`);
  return (
    <div className="search-controls">
      <fieldset className="control-row">
        <legend>{t('searched.who')}</legend>
        <div className="segmented wrap" role="group" aria-label={t('searched.who')}>
          {SIDES.map((side) => (
            <button key={side} type="button" aria-pressed={settings.aiSides === side} className={settings.aiSides === side ? 'active' : ''} onClick={() => s().playUpdateSearch({ aiSides: side })}>
              {sideLabel(side)}
            </button>
          ))}
        </div>
      </fieldset>
      {choosesPlayer && (
        <fieldset className="control-row ai-player">
          <legend>{t('searched.player')}</legend>
          <Segmented options={SEARCHED_PLAYERS} value={settings.player} onChange={(player) => s().playUpdateSearch({ player })} text={(p) => t(`searched.player.${p}`)} label={t('searched.player')} />
          {!searches && <p className="help">{t('searched.player.perfectHelp')}</p>}
        </fieldset>
      )}
      {searches && (
        <>
        <label className="field">
          <span>{t('searched.depth')}</span>
          <select value={settings.depth} onChange={(e) => s().playUpdateSearch({ depth: Number(e.target.value) })}>
            {SEARCH_DEPTHS.map((d) => (
              <option key={d} value={d}>
                {t('searched.depthValue', { depth: d })}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('searched.time')}</span>
          <select value={settings.timeMs} onChange={(e) => s().playUpdateSearch({ timeMs: Number(e.target.value) })}>
            {SEARCH_TIMES.map((ms) => (
              <option key={ms} value={ms}>
                {ms === 0 ? t('searched.time.off') : t('searched.time.value', { seconds: ms / 1000 })}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('searched.eval')}</span>
          <select value={settings.evaluation} onChange={(e) => s().playUpdateSearch({ evaluation: e.target.value })}>
            {searchEvaluationsOf(gameId).map((id) => (
              <option key={id} value={id}>
                {evaluationName(words, id, 'name')}
              </option>
            ))}
          </select>
        </label>
        </>
      )}
      {settings.aiSides === 'both' && (
        <div className="control-row">
          <label className="field">
            <span>{t('play.speed')}</span>
            <select value={settings.speedMs} onChange={(e) => s().playUpdateSearch({ speedMs: Number(e.target.value) })}>
              {SEARCH_SPEEDS.map((ms) => (
                <option key={ms} value={ms}>
                  {t('searched.speed.value', { seconds: ms / 1000 })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" aria-pressed={paused} onClick={() => s().playSetPaused(!paused)}>
            {paused ? `▶ ${t('play.resume')}` : `⏸ ${t('play.pause')}`}
          </button>
        </div>
      )}
      <div className="control-row buttons">
        <button type="button" className="button" disabled={moves.length === 0} onClick={() => s().playUndo()}>
          ↶ {t('play.undo')}
        </button>
        <button type="button" className="button" onClick={() => s().playNewGame()}>
          {t('play.new')}
        </button>
        <button type="button" className="button" disabled={thinking} onClick={() => s().playAiNow()}>
          {t('searched.moveNow')}
        </button>
      </div>
    </div>
  );
}
