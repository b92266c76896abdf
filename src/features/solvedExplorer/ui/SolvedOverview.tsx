import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Game } from '../../../games/game.ts';
import { formatNumber } from '../../../i18n/translate.ts';
import { useAppStoreApi, useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import { wholeGameMix, wholeGameSource } from '../../../view/wholeGameSource.ts';
import { Overview, type GivenOverview, type OverviewExports } from '../../explorer/ui/Overview.tsx';
import { wholeGameBuildOf } from '../state/wholeGameBuild.ts';

/**
 * The whole game of a game solved whole as the explorer's whole-game picture (tic-tac-toe's icicle, the same
 * component): built in a worker on first showing (its progress meanwhile), then every move sequence from the
 * start, each box as wide as the finished games below it and coloured by its exact value, the focus (the line of
 * play) framed. A click goes to a position, as in the tree.
 */
export function SolvedOverview({ game, sides, moves }: { game: Game<unknown>; sides: readonly [string, string]; moves: readonly number[] }) {
  const t = useT();
  const lang = useShownLanguage();
  const build = wholeGameBuildOf(useAppStoreApi());
  const snapshot = useSyncExternalStore(build.subscribe, build.getSnapshot, build.getSnapshot);
  useEffect(() => build.want(game.id), [build, game.id]);
  useEffect(() => () => build.leave(), [build]);
  const table = snapshot.gameId === game.id ? snapshot.table : null;
  const source = useMemo(() => (table ? wholeGameSource(game, table) : null), [game, table]);
  const given = useMemo<GivenOverview | null>(() => (table ? { mix: wholeGameMix(table, 'shortest'), sides } : null), [table, sides]);
  const exportsRef = useRef<OverviewExports | null>(null);
  if (snapshot.error) return <p className="help" role="alert">{t('solved.overview.error', { message: snapshot.error })}</p>;
  if (!source || !given) {
    return (
      <p className="help solved-overview-building" role="status">
        {t('solved.overview.building', { done: formatNumber(snapshot.done, lang) })}
      </p>
    );
  }
  const focus = source.nodeOf(moves);
  // A new game is a new picture (its zoom starts again at the start).
  return <Overview key={game.id} source={source} focus={Math.max(0, focus)} mode="shortest" exportsRef={exportsRef} given={given} />;
}
