import { useDeferredValue } from 'react';
import { CopyLink } from './CopyLink.tsx';
import { GameSwitch } from './GameSwitch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useAppStore, useGameWords, useT } from './StoreContext.tsx';
import { moduleById } from '../games/index.ts';
import type { AppState } from '../store/appState.ts';
import { treeModuleById } from '../store/appGame.ts';
import { PresentToggle } from '../features/present/ui/PresentToggle.tsx';
import { HideValuesToggle } from '../features/hide/ui/HideValuesToggle.tsx';

const selectOtherGame = (s: AppState) => treeModuleById(s.appGameId) === null;
const selectGameId = (s: AppState) => s.appGameId;

/** The app header: name, tagline, game switch, Copy link, language switch. */
export function Header() {
  const t = useT();
  const otherGame = useAppStore(selectOtherGame);
  const words = useGameWords(moduleById(useAppStore(selectGameId)));
  const game = words.name;
  // The header's buttons follow in a render of their own: the page's first render is kept to the board.
  const withActions = useDeferredValue(true, false);
  return (
    <header className="app-header">
      <div className="brand">
        <svg className="logo" viewBox="0 0 30 30" aria-hidden="true">
          <path d="M10 2v26M20 2v26M2 10h26M2 20h26" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="5.5" cy="5.5" r="2.6" fill="none" stroke="#0e7490" strokeWidth="1.8" />
          <path d="M23 13l4 4m0-4l-4 4" stroke="#be185d" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <div>
          <h1>{t('app.title')}</h1>
          <p className="tagline">{words.tagline ?? (otherGame ? t('searched.tagline', { game }) : t('app.tagline', { game }))}</p>
        </div>
      </div>
      <div className="header-actions">
        {/* The course, one click from anywhere (a plain link: the address opens it). */}
        <a className="button learn-link" href="#/learn">
          {t('learn.link')}
        </a>
        {withActions && (
          <>
            <GameSwitch />
            <CopyLink />
            <HideValuesToggle />
            <PresentToggle />
            <LanguageSwitch />
          </>
        )}
      </div>
    </header>
  );
}
