import type { ScoreMode } from '../../../games/game.ts';
import type { AppTree } from '../../../store/appGame.ts';
import { bestMovesOfNode, movesTo, outcomeCounts, stateOf, subtreeSize, valueOf } from '../../../tree/query.ts';
import { formatNumber, type Language } from '../../../i18n/translate.ts';
import { useT } from '../../../components/StoreContext.tsx';
import { describeValue } from '../../../components/valueWords.ts';
import { useTreeWords } from '../../../components/treeGame.ts';
import { marksShown, positionKey, valueShown, type HideValues } from '../../../view/hideValues.ts';

/** A hover card with a node's essentials, near the pointer. */
export function NodeTooltip({ tree, node, mode, hide, lang, x, y }: { tree: AppTree; node: number; mode: ScoreMode; hide: HideValues; lang: Language; x: number; y: number }) {
  const t = useT();
  const words = useTreeWords();
  const game = tree.positions.game;
  const v = valueOf(tree, node, mode);
  const moves = movesTo(tree, node);
  const best = bestMovesOfNode(tree, node, mode);
  const games = outcomeCounts(tree, node);
  const shown = valueShown(hide, positionKey(tree.pos[node]));
  return (
    <div className="tooltip" role="tooltip" style={{ left: x + 14, top: y + 14 }}>
      <strong>{moves.length ? game.formatLine(moves) : t('info.start')}</strong>
      <code>{game.formatPosition(stateOf(tree, node))}</code>
      <span>
        {t('info.value')}: {shown ? `${v} · ${describeValue(t, words, v)}` : t('hide.hidden')}
      </span>
      <span>
        {t('info.bestMoves')}: {!marksShown(hide) ? t('hide.hidden') : best.length ? best.join(', ') : t('info.none')}
      </span>
      <span>
        {t('info.nodesBelow')}: {formatNumber(subtreeSize(tree, node), lang)}
      </span>
      <span className="muted">
        {t('value.sideWins', { side: words.sides[0] })} {formatNumber(games.firstWins, lang)} · {t('outcome.draws')} {formatNumber(games.draws, lang)} · {t('value.sideWins', { side: words.sides[1] })} {formatNumber(games.secondWins, lang)}
      </span>
    </div>
  );
}
