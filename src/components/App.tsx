import { selectTree } from './selectors.ts';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import type { AppState } from '../store/appState.ts';
import { treeModuleById } from '../store/appGame.ts';
import { tabsOf, type AppTab } from '../store/tabs.ts';
import { AppNotices } from './AppNotices.tsx';
import { BuildError } from './BuildError.tsx';
import { BuildProgress } from './BuildProgress.tsx';
import { TreeExplorer } from '../features/explorer/ui/TreeExplorer.tsx';
import { EmbeddedApp } from './EmbeddedApp.tsx';
import { Header } from './Header.tsx';
import { InfoPanel } from './InfoPanel.tsx';
import { Panel } from './Panel.tsx';
import { HOME, keepFocus, useFocusOnChange } from './focus.ts';
import { explorerFocusTarget } from '../features/explorer/ui/explorerFocus.ts';
import { PlayPanel } from '../features/play/ui/PlayPanel.tsx';
import { retryableLazy } from './retryableLazy.ts';
import { useAppStore, useAppStoreApi, useShownLanguage, useT } from './StoreContext.tsx';
import { Tabs } from './Tabs.tsx';
import { usePresenter } from '../features/present/ui/usePresenter.ts';
import { TreeSummary } from './TreeSummary.tsx';
import { workerErrorText } from './workerErrorText.ts';

// The lab, the arena and the exercises load when their tab is first opened, keeping the first
// load small (and load again on the next visit or "Reset this panel" if that failed).
const SearchLab = retryableLazy(() => import('../features/lab/ui/SearchLab.tsx').then((m) => m.SearchLab));
const Arena = retryableLazy(() => import('../features/arena/ui/Arena.tsx').then((m) => m.Arena));
const SearchedGame = retryableLazy(() => import('../features/play/ui/SearchedGame.tsx').then((m) => m.SearchedGame));
const Exercises = retryableLazy(() => import('../features/exercises/ui/Exercises.tsx').then((m) => m.Exercises));
// The course loads when it is first opened; the app's sections are its live view.
const Learn = retryableLazy(() => import('../features/learn/ui/Learn.tsx').then((m) => m.Learn));
const LearnOffer = retryableLazy(() => import('../features/learn/ui/LearnOffer.tsx').then((m) => m.LearnOffer));

const selectStatus = (s: AppState) => s.treeStatus;
const selectHasPositions = (s: AppState) => s.positions !== null;
const selectWorkerError = (s: AppState) => s.treeWorkerError;
const selectNavigation = (s: AppState) => s.navigation;
const selectPresent = (s: AppState) => s.present;
const selectBlank = (s: AppState) => s.presentBlank;
const selectSearchedGameShown = (s: AppState) => treeModuleById(s.appGameId) === null;
const selectGameId = (s: AppState) => s.appGameId;
const selectTab = (s: AppState) => s.tab;
const selectEmbed = (s: AppState) => s.viewEmbed;
const selectLearn = (s: AppState) => s.learnRoute;

/** Page layout: header, then the build progress, an error, or the sections. */
export function App() {
  const t = useT();
  const status = useAppStore(selectStatus);
  // The position table arrives before the tree: the page (and the board) renders then, the explorer when the tree is in hand.
  const tree = useAppStore(selectTree);
  // The info and summary panels follow the explorer in a later render: the tree's first frame does not wait for them.
  const laterTree = useDeferredValue(tree);
  const playable = useAppStore(selectHasPositions);
  const workerError = useAppStore(selectWorkerError);
  const lang = useShownLanguage();
  const searchedGameShown = useAppStore(selectSearchedGameShown);
  const gameId = useAppStore(selectGameId);
  const store = useAppStoreApi();
  // The open tab lives in the store (the address holds it): a quiz link opens the exercises, the arena's failing position the explorer.
  const tab = useAppStore(selectTab);
  const setTab = (id: string) => store.getState().setTab(id as AppTab);
  const navigation = useAppStore(selectNavigation);
  const embed = useAppStore(selectEmbed);
  const learn = useAppStore(selectLearn);
  // The front page offers the course to a first visit (never over a link to a position, a tab or a quiz; LearnOffer.tsx).
  const [offer] = useState(() => /^#?\/?$/.test(location.hash));
  // Focus never falls to <body> when the control that has it goes away (focus.ts).
  useEffect(() => keepFocus(), []);
  // A line opened in the explorer from another feature (the arena's failing position, its sample game): focus goes to
  // the tree's current item (the overview's controls when it is shown).
  useFocusOnChange(navigation, () => (navigation?.to === 'explorer' && navigation.focus === 'tree' ? explorerFocusTarget(document) : null));
  const present = useAppStore(selectPresent);
  const blank = useAppStore(selectBlank);
  // The remote steps what the open tab says it steps (tabs.ts).
  usePresenter(store, present, tab);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.classList.toggle('present', present);
    document.title = t('app.title');
  }, [lang, t, present]);
  // One tab list for every game, by capability: the explorer and the exercises for a game whose whole tree fits, the play screen for one searched to a depth.
  const tabs = tabsOf(gameId).map((spec) => ({ id: spec.id, label: t(spec.label) }));
  const sections = (
    <>
      {searchedGameShown && (
        <Tabs tabs={tabs} active={tab} onChange={setTab} label={t('tabs.label')}>
          <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
            <SearchedGame tab={tab} />
          </Suspense>
        </Tabs>
      )}
      {!searchedGameShown && (status === 'idle' || status === 'building') && !playable && <BuildProgress />}
      {!searchedGameShown && status === 'error' && <BuildError />}
      {!searchedGameShown && status !== 'error' && playable && (
        <Tabs tabs={tabs} active={tab} onChange={setTab} label={t('tabs.label')}>
          {tab === 'explore' && (
            <div className="explore-grid">
              <Panel title={t('explorer.title')} className="explorer-panel">
                {tree ? <TreeExplorer /> : <BuildProgress compact />}
              </Panel>
              <div className="side-column">
                <Panel title={t('play.title')} className="play-panel">
                  <PlayPanel />
                </Panel>
                {laterTree && (
                  <Panel title={t('info.title')} className="info-panel">
                    <InfoPanel />
                  </Panel>
                )}
              </div>
              {laterTree && (
                <Panel title={t('summary.title')} className="summary-panel">
                  <TreeSummary tree={laterTree} />
                </Panel>
              )}
            </div>
          )}
          {tab === 'lab' && (
            <Panel title={t('lab.title')} className="lab-panel">
              <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
                <SearchLab />
              </Suspense>
            </Panel>
          )}
          {tab === 'exercises' && (
            <Panel title={t('ex.title')} className="exercises-panel">
              <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
                <Exercises />
              </Suspense>
            </Panel>
          )}
          {tab === 'arena' && (
            <Panel title={t('arena.title')} className="arena-panel">
              <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
                <Arena />
              </Suspense>
            </Panel>
          )}
        </Tabs>
      )}
    </>
  );
  // The minimal frame shows the full-tree game's tree and board; another game's address shows that game as usual.
  if (embed && !searchedGameShown) return <EmbeddedApp ready={status === 'ready'} />;
  return (
    <div className={present ? 'app present' : 'app'} data-ready={status === 'ready'} data-focus-home={HOME.openTab}>
      {blank && (
        <div className="present-blank" role="status" data-testid="present-blank">
          <span className="visually-hidden">{t('present.blanked')}</span>
        </div>
      )}
      <Header />
      <main className="app-main">
        <AppNotices />
        {offer && learn === null && (
          <Suspense fallback={null}>
            <LearnOffer />
          </Suspense>
        )}
        {workerError && status !== 'error' && (
          <p className="notice" role="status">
            {t('build.workerFailed', { message: workerErrorText(workerError) })}{' '}
            <button type="button" className="button" onClick={() => void store.getState().buildTree()}>
              {t('build.retryWorker')}
            </button>
          </p>
        )}
        {learn === null ? (
          sections
        ) : (
          <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
            <Learn route={learn}>{sections}</Learn>
          </Suspense>
        )}
      </main>
    </div>
  );
}
