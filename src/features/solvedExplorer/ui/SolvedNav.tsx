import { OUTCOME, type Game } from '../../../games/game.ts';
import type { GameWords } from '../../../games/module.ts';
import { useAppStoreApi, useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import { joinSentences } from '../../../i18n/translate.ts';
import type { SolvedTree } from '../../../view/solvedTree.ts';
import { exactOutcome, signedValue, solvedKey } from './solvedScene.ts';
import { marksShown, valueShown, type HideValues } from '../../../view/hideValues.ts';

/**
 * The explorer for the keyboard and screen readers (and the back row): the moves played as a path back up, where
 * the focus is (side to move, exact value in words), and its moves as buttons, each with its exact value, what it
 * means, and whether it is best. A button goes there (the line of play, so the address; with values hidden, its
 * first press reveals its value).
 */
export function SolvedNav({ tree, game, words, moves, hide, onGo }: { tree: SolvedTree<unknown>; game: Game<unknown>; words: GameWords; moves: readonly number[]; hide: HideValues; onGo: (path: readonly number[]) => void }) {
  const t = useT();
  const lang = useShownLanguage();
  const store = useAppStoreApi();
  const focus = tree.state(tree.root);
  const outcome = game.outcome(focus);
  // Hide values: a value shows once revealed, best marks once everything is.
  const shown = (path: readonly number[]) => valueShown(hide, solvedKey([...moves, ...path]));
  const value = shown([]) ? tree.value(tree.root, 'shortest') : null;
  const { sides } = words;
  const children = Array.from({ length: tree.childCount(tree.root) }, (_, k) => tree.child(tree.root, k));
  const goTo = (k: number) => store.getState().playGoTo(k);
  const where =
    outcome === OUTCOME.firstWon || outcome === OUTCOME.secondWon
      ? t('solved.over.win', { side: sides[outcome === OUTCOME.firstWon ? 0 : 1] })
      : outcome === OUTCOME.draw
        ? t('solved.over.draw')
        : !shown([])
          ? t('solved.hidden')
          : value === null
            ? t('solved.notYet')
          : t('solved.value', { outcome: exactOutcome(game, focus, value, sides, t), value: signedValue(value) });
  return (
    <div className="solved-nav">
      <nav aria-label={t('solved.path')}>
        <ol className="solved-path">
          <li>
            <button type="button" className="button" disabled={moves.length === 0} onClick={() => goTo(0)}>
              {t('solved.start')}
            </button>
          </li>
          {moves.map((m, i) => (
            <li key={i}>
              <button type="button" className="button" aria-current={i === moves.length - 1 ? 'step' : undefined} disabled={i === moves.length - 1} onClick={() => goTo(i + 1)}>
                {game.formatLine([m], (i % 2) as 0 | 1)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {moves.length > 0 && (
        <button type="button" className="button solved-up" onClick={() => goTo(moves.length - 1)}>
          ↑ {t('solved.up')}
        </button>
      )}
      <p className="solved-where" data-testid="solved-where">
        {joinSentences(lang, [outcome === OUTCOME.playing ? t('solved.toMove', { side: sides[game.toMove(focus)] }) : '', where])}
      </p>
      {children.length > 0 && (
        <>
          <h3 className="solved-children-title">{t('solved.children')}</h3>
          <ul className="solved-children" aria-label={t('solved.children')}>
            {children.map((c) => {
              const visible = shown([tree.move(c)]);
              const v = visible ? tree.value(c, 'shortest') : null;
              const move = game.formatMove(tree.move(c));
              const best = marksShown(hide) && tree.best(c, 'shortest');
              return (
                <li key={c}>
                  <button type="button" className={best ? 'button solved-child best' : 'button solved-child'} data-move={move} onClick={() => onGo([tree.move(c)])}>
                    <strong>{t('solved.child', { move, value: v !== null ? signedValue(v) : visible ? '…' : '?' })}</strong>
                    <span>{v !== null ? exactOutcome(game, focus, v, sides, t) : visible ? t('solved.outcome.unknown') : t('solved.outcome.hidden')}</span>
                    {best && <span className="solved-best">★ {t('solved.best')}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="muted solved-note">{t('solved.movesNote')}</p>
        </>
      )}
    </div>
  );
}
