import { OUTCOME } from '../games/game.ts';
import type { AppTree } from '../store/appGame.ts';
import { bestMovesOfNode, movesTo, outcomeCounts, outcomeOfNode, stateOf, subtreeSize, valueOf } from '../tree/query.ts';
import { formatNumber } from '../i18n/translate.ts';
import { MiniBoard } from './MiniBoard.tsx';
import { OutcomeBar } from './OutcomeBar.tsx';
import { selectFocusNode, selectLanguage, selectScoreMode, selectTree } from './selectors.ts';
import { useAppStore, useT } from './StoreContext.tsx';
import { describeValue } from './valueWords.ts';
import { useTreeWords } from './treeGame.ts';
import { selectHideValues } from '../features/hide/state/hideSlice.ts';
import { marksShown, positionKey, valueShown } from '../view/hideValues.ts';


/** Everything about the focus node: moves, board, turn, values, best moves, subtree figures. */
export function InfoPanel() {
  const tree = useAppStore(selectTree);
  const focus = useAppStore(selectFocusNode);
  if (!tree || focus < 0) return null;
  return <InfoBody tree={tree} node={focus} />;
}

function InfoBody({ tree, node }: { tree: AppTree; node: number }) {
  const t = useT();
  const words = useTreeWords();
  const game = tree.positions.game;
  const lang = useAppStore(selectLanguage);
  const mode = useAppStore(selectScoreMode);
  const hide = useAppStore(selectHideValues);
  const shown = valueShown(hide, positionKey(tree.pos[node]));
  const board = stateOf(tree, node);
  const moves = movesTo(tree, node);
  const outcome = outcomeOfNode(tree, node);
  const toMove = game.toMove(board);
  const v = valueOf(tree, node, 'wdl');
  const vs = valueOf(tree, node, 'shortest');
  const best = bestMovesOfNode(tree, node, mode);
  const rows: [string, string][] = [
    [t('info.moves'), moves.length ? game.formatLine(moves) : t('info.start')],
    [t('info.board'), game.formatPosition(board)],
    outcome === OUTCOME.playing
      ? [t('info.toMove'), t(`info.toMove.${toMove}`, { side: words.sides[toMove] })]
      : [t('info.result'), outcome === OUTCOME.draw ? t('info.drawn') : t('info.won', { side: words.sides[outcome === OUTCOME.firstWon ? 0 : 1] })],
    [t('info.value'), shown ? `${v} · ${describeValue(t, words, v)}` : t('hide.hidden')],
    [t('info.valueShortest'), shown ? `${vs} · ${describeValue(t, words, vs)}` : t('hide.hidden')],
    [t('info.bestMoves'), !marksShown(hide) ? t('hide.hidden') : best.length ? best.join(', ') : t('info.none')],
    [t('info.depth'), String(tree.depth[node])],
    [t('info.nodesBelow'), formatNumber(subtreeSize(tree, node), lang)],
  ];
  return (
    <div className="info" data-testid="info-panel">
      <MiniBoard board={board} value={tree.scored && shown ? valueOf(tree, node, mode) : null} lastMove={tree.move[node]} size={88} label={game.formatPosition(board)} />
      <dl className="info-list">
        {rows.map(([k, val]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{val}</dd>
          </div>
        ))}
      </dl>
      <div className="info-games">
        <h3>{t('info.gamesBelow')}</h3>
        <OutcomeBar counts={outcomeCounts(tree, node)} lang={lang} />
      </div>
    </div>
  );
}
