import { useEffect, type CSSProperties } from 'react';
import type { BoardView } from '../../../games/boardView.ts';
import { moduleById } from '../../../games/index.ts';
import { aiPlays } from '../state/playSettings.ts';
import { Panel } from '../../../components/Panel.tsx';
import { useAppStore, useAppStoreApi, useGameWords, useT } from '../../../components/StoreContext.tsx';
import { SearchControls } from './SearchControls.tsx';
import { MoveList } from './MoveList.tsx';
import { GameReview } from './GameReview.tsx';
import { SearchedStatus } from './SearchedStatus.tsx';
import { SearchTreeView } from './SearchTreeView.tsx';
import { searchedPosition, selectPlayMoves, selectPlaySearch, selectPlayStart, selectPlayThinking } from './searchedPosition.ts';
import { startOf } from '../state/playLine.ts';
import { SetupPanel } from './SetupPanel.tsx';
import { BoardSizes } from './BoardSizes.tsx';
import { PlayableBoard } from './PlayableBoard.tsx';
import { SearchedHintsLine } from './SearchedHintsLine.tsx';
import { exactOutcomeText, searchedBoardHints } from './searchedHints.ts';
import { selectLanguage } from '../../../components/selectors.ts';
import { searchValueContext } from '../../../view/searchValue.ts';
import { evaluationScale } from '../state/playSettings.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { marksShown } from '../../../view/hideValues.ts';
import type { AppState } from '../../../store/appState.ts';

const selectPlayHints = (s: AppState) => s.playHints;
import { HOME } from '../../../components/focus.ts';
import { useSearchTree } from './useSearchTree.ts';

/**
 * The play screen of a searched game: the board, what the AI says, the controls
 * and the AI's search tree. While it is not shown the AI does not think
 * (leaving it stops a search under way; coming back resumes the game).
 */
export function SearchedPlay({ gameId, sideWords }: { gameId: string; sideWords: readonly [string, string] }) {
  const t = useT();
  const store = useAppStoreApi();
  const moves = useAppStore(selectPlayMoves);
  const start = useAppStore(selectPlayStart);
  const settings = useAppStore(selectPlaySearch);
  const thinking = useAppStore(selectPlayThinking);
  const lang = useAppStore(selectLanguage);
  const playHints = useAppStore(selectPlayHints);
  const valuesShown = marksShown(useAppStore(selectHideValues));
  // Presentation mode with the search tree shown: the tree takes the first screen (searchedPlay.css).
  const treeShown = useSearchTree().tree !== null;
  useEffect(() => {
    store.getState().playReturn();
    return () => store.getState().playLeave();
  }, [store]);
  const module = moduleById(gameId);
  const words = useGameWords(module);
  if (!module) return null;
  const { game, view } = module;
  const pos = searchedPosition(game, view, moves, startOf(game, start));
  const personToMove = !pos.over && !thinking && !aiPlays(settings.aiSides, pos.toMove);
  const gameName = words.name;
  // The slice's hints are of this line (it drops them when the line changes); hidden values hide them too.
  const outcome = exactOutcomeText(game, pos.state, words, lang);
  const hints = personToMove && valuesShown && playHints?.moves === moves ? searchedBoardHints(playHints, pos.toMove, searchValueContext(words, playHints.evaluation, evaluationScale(game.id, playHints.evaluation), lang), t, outcome) : null;
  // Exact hints of a game that counts moves to the end say the best moves in those words too ("Best: 4, wins in 3 of your moves").
  const bestValue = playHints?.exact && hints && hints.best.length > 0 ? hints.valueAfter(hints.best[0]) : null;
  const bestOutcome = bestValue === null ? null : outcome(bestValue);
  const best = hints && bestOutcome ? t('searched.hints.best', { move: hints.best.map((m) => game.formatMove(m)).join(', '), outcome: bestOutcome }) : null;
  return (
    <div className={treeShown ? 'searched-grid tree-shown' : 'searched-grid'} data-focus-home={HOME.board} style={pieceStyle(view.pieceColours)}>
      <Panel title={t('searched.play.title', { game: gameName })} className="searched-board-panel">
        <div className="searched-board-wrap">
          <PlayableBoard fill view={view} state={pos.state} lastMove={pos.lastMove} legal={personToMove ? pos.legal : []} sideWords={sideWords} sideLetters={game.sideNames} label={t('searched.board', { game: gameName })} onPlay={(m) => store.getState().playMove(m)} hints={hints} />
          {personToMove && pos.mustPass && (
            <button type="button" className="button primary searched-pass" onClick={() => store.getState().playMove(pos.legal[0])}>
              {t('searched.pass', { side: sideWords[pos.toMove] })}
            </button>
          )}
        </div>
        <div className="searched-side">
          <BoardSizes gameId={gameId} />
          <SearchedStatus game={game} pos={pos} sideWords={sideWords} />
          <SearchedHintsLine game={game} state={pos.state} words={words} playable={!pos.over && !aiPlays(settings.aiSides, pos.toMove)} best={best} />
          <MoveList game={game} view={view} sideWords={sideWords} />
          <GameReview game={game} view={view} words={words} sideWords={sideWords} />
        </div>
      </Panel>
      <Panel title={t('searched.controls.title')} className="search-controls-panel">
        <SearchControls gameId={gameId} sideWords={sideWords} />
      </Panel>
      {game.setup && (
        <Panel title={t('searched.setup.title')} className="setup-panel">
          <SetupPanel game={game} words={words} sideWords={sideWords} state={pos.state} />
        </Panel>
      )}
      <Panel title={t('searched.tree.title')} className="search-tree-panel">
        <SearchTreeView gameId={gameId} sideWords={sideWords} />
      </Panel>
    </div>
  );
}

/** The sides' piece colours for the discs shown beside words (searchedPlay.css reads them), when the view names its own. */
function pieceStyle(colours: BoardView<unknown>['pieceColours']): CSSProperties | undefined {
  if (!colours) return undefined;
  const [[f0, r0], [f1, r1]] = colours;
  return { '--disc-0': f0, '--disc-0-rim': r0, '--disc-1': f1, '--disc-1-rim': r1 } as CSSProperties;
}
