import './solvedExplorer.css';
import '../solvedExplorerWords.ts';
import { Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { moduleById } from '../../../games/index.ts';
import { stateAfter } from '../../../games/game.ts';
import { Panel } from '../../../components/Panel.tsx';
import { useAppStore, useAppStoreApi, useGameWords, useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import { joinSentences } from '../../../i18n/translate.ts';
import type { AppState } from '../../../store/appState.ts';
import { solvedTree } from '../../../view/solvedTree.ts';
import { startOf } from '../../play/state/playLine.ts';
import { selectPlayMoves, selectPlayStart } from '../../play/ui/searchedPosition.ts';
import { BoardSizes } from '../../play/ui/BoardSizes.tsx';
import { solvedExplorerOf } from '../state/solvedExplorer.ts';
import { SOLVED_LEVELS, solvedKey } from './solvedScene.ts';
import { SolvedStage } from './SolvedStage.tsx';
import { SolvedNav } from './SolvedNav.tsx';
import { SolvedStatus } from './SolvedStatus.tsx';
import { useSolvedPresenter } from './useSolvedPresenter.ts';
import { selectHideValues } from '../../hide/state/hideSlice.ts';
import { marksShown, valueShown } from '../../../view/hideValues.ts';
import { wholeGameOf } from '../../../games/positionSolved.ts';
import { retryableLazy } from '../../../components/retryableLazy.ts';
import { PictureChoice } from '../../explorer/ui/PictureChoice.tsx';
import { releaseWholeGame } from '../state/wholeGameBuild.ts';

// The whole-game picture (its worker's client and the overview's code) loads when first shown.
const SolvedOverview = retryableLazy(() => import('./SolvedOverview.tsx').then((m) => m.SolvedOverview));

const selectPresent = (s: AppState) => s.present;
const selectPicture = (s: AppState) => s.viewPicture;
const NO_MOVES: readonly number[] = [];

/**
 * The explorer of a game solved on demand (Connect Four): the position of the line of play (the address holds it)
 * and the moves below it as a tree of boards coloured by their exact values, solved in the worker as they are
 * needed (the focus's moves first); a click on a board or a move goes there, the path and "up" go back.
 */
export function SolvedExplorer({ gameId }: { gameId: string }) {
  const t = useT();
  const lang = useShownLanguage();
  const store = useAppStoreApi();
  const moves = useAppStore(selectPlayMoves);
  const start = useAppStore(selectPlayStart);
  const present = useAppStore(selectPresent);
  const hide = useAppStore(selectHideValues);
  const picture = useAppStore(selectPicture);
  const valuesShown = marksShown(hide);
  const module = moduleById(gameId);
  const words = useGameWords(module);
  const owner = solvedExplorerOf(store);
  const snapshot = useSyncExternalStore(owner.subscribe, owner.getSnapshot, owner.getSnapshot);
  const game = module?.game ?? null;
  const startState = game ? startOf(game, start) : null;
  useEffect(() => {
    if (game) owner.show({ game, start: start?.text, startState, moves, levels: SOLVED_LEVELS });
  }, [owner, game, start, startState, moves]);
  useEffect(() => () => owner.leave(), [owner]);
  // The whole game's table (up to about 174 MB) is kept while this explorer is shown, then freed.
  useEffect(() => () => releaseWholeGame(store), [store]);
  // A new tree whenever a solve arrives (a new `solvedAt`): the values are read when it is built.
  const { solvedAt } = snapshot;
  const tree = useMemo(() => (game && startState !== null ? solvedTree(game, stateAfter(game, moves, startState), SOLVED_LEVELS, (path) => solvedAt(game.id, start?.text, [...moves, ...path])) : null), [game, moves, start, startState, solvedAt]);
  // A presenter remote walks the best line (forward) and back up.
  useSolvedPresenter(store, present, tree && valuesShown ? tree.bestMoves(tree.root, 'shortest') : NO_MOVES);
  if (!module || !tree) return null;
  // The whole game is drawn for a game solved whole, from its start (not from a set-up position, which it may never reach).
  const wholeGame = !start && wholeGameOf(module.game) !== null;
  const overview = wholeGame && picture === 'overview';
  // Hide values: a first click on a board whose value is hidden reveals it, the next goes there (as tic-tac-toe's explorer).
  const go = (path: readonly number[]) => {
    const line = [...moves, ...path];
    if (!valueShown(hide, solvedKey(line))) store.getState().revealValue(solvedKey(line));
    else store.getState().playLoad(line);
  };
  return (
    <div className="solved-grid">
      <Panel title={t('solved.title')} className="solved-tree-panel">
        {wholeGame && (
          <div className="toolbar" role="toolbar" aria-label={t('solved.title')}>
            <PictureChoice />
          </div>
        )}
        <SolvedStatus snapshot={snapshot} owner={owner} />
        {overview ? (
          <Suspense fallback={<p className="help">…</p>}>
            <SolvedOverview game={module.game} sides={words.sides} moves={moves} />
          </Suspense>
        ) : (
          <SolvedStage tree={tree} game={module.game} view={module.view} words={words} present={present} hide={hide} focusMoves={moves} onGo={go} />
        )}
        <p className="muted solved-values">
          {joinSentences(lang, [t('solved.values', { first: words.sides[0], second: words.sides[1] }), t(overview ? 'solved.overviewHelp' : 'solved.help')])}
        </p>
      </Panel>
      <Panel title={t('solved.where')} className="solved-side-panel">
        <BoardSizes gameId={gameId} />
        <SolvedNav tree={tree} game={module.game} words={words} moves={moves} hide={hide} onGo={go} />
      </Panel>
    </div>
  );
}
