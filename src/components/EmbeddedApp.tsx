import type { AppState } from '../store/appState.ts';
import { hashOf } from '../store/url.ts';
import { AppNotices } from './AppNotices.tsx';
import { BuildError } from './BuildError.tsx';
import { BuildProgress } from './BuildProgress.tsx';
import { TreeExplorer } from '../features/explorer/ui/TreeExplorer.tsx';
import { Panel } from './Panel.tsx';
import { PlayPanel } from '../features/play/ui/PlayPanel.tsx';
import { selectTree } from './selectors.ts';
import { useAppStore, useT } from './StoreContext.tsx';

const selectStatus = (s: AppState) => s.treeStatus;
const selectHasPositions = (s: AppState) => s.positions !== null;
// The full app at the same place: the address without `embed` (a local field, left out when off).
const selectFullHash = (s: AppState) => hashOf({ ...s, viewEmbed: false });

/** `?embed`: the minimal frame for slides and course pages: the tree and the board, no header or tabs, and a link to the full app. */
export function EmbeddedApp({ ready }: { ready: boolean }) {
  const t = useT();
  const status = useAppStore(selectStatus);
  const tree = useAppStore(selectTree);
  const playable = useAppStore(selectHasPositions);
  const fullHash = useAppStore(selectFullHash);
  return (
    <div className="app embed" data-ready={ready}>
      <main className="app-main">
        {/* A bad option in the frame's link is said at the top, in a small line, where whoever embedded it sees it. */}
        <AppNotices compact />
        {status === 'error' && <BuildError />}
        {status !== 'error' && !playable && <BuildProgress />}
        {status !== 'error' && playable && (
          <div className="embed-grid">
            <Panel title={t('explorer.title')} className="explorer-panel">
              {tree ? <TreeExplorer /> : <BuildProgress compact />}
            </Panel>
            <Panel title={t('play.title')} className="play-panel">
              <PlayPanel />
            </Panel>
          </div>
        )}
        <a className="embed-open" href={`./${fullHash}`} target="_blank" rel="noopener">
          {t('share.openFull')}
        </a>
      </main>
    </div>
  );
}
