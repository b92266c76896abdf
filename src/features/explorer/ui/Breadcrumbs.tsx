import { useRef } from 'react';
import { HOME, useFocusWhenDisabled } from '../../../components/focus.ts';
import { explorerFocusTarget } from './explorerFocus.ts';
import { selectMoves } from '../../../components/selectors.ts';
import { useAppStore, useAppStoreApi, useShownLanguage, useT } from '../../../components/StoreContext.tsx';
import { useTreeModule, useTreeWords } from '../../../components/treeGame.ts';
import { fillTemplate } from '../../../i18n/translate.ts';

/** The move sequence as clickable steps ("Start › o:4 › x:0"), plus Back. */
export function Breadcrumbs() {
  const t = useT();
  const moves = useAppStore(selectMoves);
  const { game } = useTreeModule();
  const { moveInLine } = useTreeWords();
  const lang = useShownLanguage();
  // A full-tree game has no passes: the sides alternate from the first player.
  const crumb = (i: number, m: number) => fillTemplate(lang, moveInLine, { letter: game.sideNames[i % 2], move: game.formatMove(m) });
  const store = useAppStoreApi();
  const go = (n: number) => store.getState().playLoad(moves.slice(0, n));
  const back = useRef<HTMLButtonElement>(null);
  // Back reaching the start: focus goes to the tree's current item (the overview's controls when the overview is shown).
  useFocusWhenDisabled(back, moves.length === 0, () => explorerFocusTarget(back.current?.closest('.explorer')));
  return (
    <nav className="breadcrumbs" aria-label={t('explorer.breadcrumbs')} data-focus-home={HOME.currentCrumb}>
      <button ref={back} type="button" className="button" title={t('explorer.backLabel')} disabled={moves.length === 0} onClick={() => go(moves.length - 1)}>
        <span aria-hidden="true">←</span> {t('explorer.back')}
      </button>
      <ol>
        <li>
          <button type="button" className="crumb" aria-current={moves.length === 0 ? 'step' : undefined} onClick={() => go(0)}>
            {t('explorer.root')}
          </button>
        </li>
        {moves.map((m, i) => (
          <li key={i}>
            <button type="button" className={`crumb ${i % 2 === 0 ? 'crumb-o' : 'crumb-x'}`} aria-current={i === moves.length - 1 ? 'step' : undefined} onClick={() => go(i + 1)}>
              {crumb(i, m)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
