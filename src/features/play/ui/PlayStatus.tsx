import type { AppPosition, AppPositions } from '../../../store/appGame.ts';
import { OUTCOME } from '../../../games/game.ts';
import type { AppState } from '../../../store/appState.ts';
import { positionOf, positionValue } from '../../../tree/positions.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { marksShown, positionKey, valueShown } from '../../../view/hideValues.ts';
import { useAppStore, useT } from '../../../components/StoreContext.tsx';
import { describeValue } from '../../../components/valueWords.ts';
import { useTreeWords } from '../../../components/treeGame.ts';
import { playerName } from '../../arena/ui/playerCatalogue.ts';

const selectPending = (s: AppState) => s.playPending;
const selectLastAi = (s: AppState) => s.playLastAi;
const selectNotice = (s: AppState) => s.playNotice;
const selectMode = (s: AppState) => s.settings.scoreMode;
const selectPlayMode = (s: AppState) => s.settings.playMode;
const selectSide = (s: AppState) => s.settings.side;

/** Whose turn and how it stands; the AI's last choice; a short notice after a harmless mistake. */
export function PlayStatus({ positions, board }: { positions: AppPositions; board: AppPosition }) {
  const t = useT();
  const words = useTreeWords();
  const game = positions.game;
  const pending = useAppStore(selectPending);
  const lastAi = useAppStore(selectLastAi);
  const notice = useAppStore(selectNotice);
  const mode = useAppStore(selectMode);
  const playMode = useAppStore(selectPlayMode);
  const side = useAppStore(selectSide);
  const hide = useAppStore(selectHideValues);
  const outcome = game.outcome(board);
  const mover = words.sides[game.toMove(board)];
  const vsAi = playMode === 'vs-ai';
  let line: string;
  if (outcome === OUTCOME.firstWon || outcome === OUTCOME.secondWon) {
    const winner = outcome === OUTCOME.firstWon ? 0 : 1;
    const player = words.sides[winner];
    line = !vsAi ? t('play.status.won', { player }) : winner === side ? t('play.status.youWin', { player }) : t('play.status.youLost', { player });
  } else if (outcome === OUTCOME.draw) line = t(vsAi ? 'play.status.youDraw' : 'play.status.draw');
  else if (pending) line = t('play.status.thinking', { player: mover });
  else if (!valueShown(hide, positionKey(positionOf(positions, board)))) line = t('play.status.toMoveHidden', { player: mover });
  else line = t('play.status.toMove', { player: mover, value: describeValue(t, words, positionValue(positions, board, mode)) });
  return (
    <div className="play-status">
      <p className={`status-line ${outcome !== OUTCOME.playing ? 'finished' : ''}`} role="status" data-testid="play-status">
        {line}
      </p>
      {lastAi && (
        <p className="ai-line" data-testid="ai-line">
          {t(marksShown(hide) ? 'play.aiChose' : 'play.aiChoseHidden', { name: playerName(t, words, lastAi.ai), player: words.sides[lastAi.side], cell: lastAi.move, value: lastAi.value })}
        </p>
      )}
      {notice && (
        <p key={notice.seq} className={`notice tone-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="notice">
          {t(notice.key, notice.params)}
        </p>
      )}
    </div>
  );
}
