import { useMemo } from 'react';
import { moduleById } from '../../../games/index.ts';
import type { GameWords } from '../../../games/module.ts';
import type { AppState } from '../../../store/appState.ts';
import { fullTreeWording, labWords, type LabWording, type LabWords } from '../../../view/labCaption.ts';
import { useAppStore, useGameWords, useShownLanguage } from '../../../components/StoreContext.tsx';
import { useTreeModule } from '../../../components/treeGame.ts';

const selectGameId = (s: AppState) => s.appGameId;

/** The wording with its evaluation named in the game's words ("square weights"), as the captions print it. */
function named(w: LabWording, words: GameWords): LabWording {
  if (w.leaf.kind !== 'evaluation' || !Object.hasOwn(words.evaluations, w.leaf.id)) return w;
  return { ...w, leaf: { ...w.leaf, name: words.evaluations[w.leaf.id].short } };
}

/** The words of the game the app shows (its sides in the lab's legend). */
export function useShownGameWords(): GameWords {
  return useGameWords(moduleById(useAppStore(selectGameId)));
}

/** A lab run's wording in the shown language, with the shown game's words (its sides, its moves, how it ends). */
export function useLabWords(wording: LabWording): LabWords {
  const words = useShownGameWords();
  const lang = useShownLanguage();
  return useMemo(() => labWords(named(wording, words), words, lang), [wording, words, lang]);
}

/** The full-tree game's lab wording in the shown language (for what the lab says before and beside a run: the focus's moves). */
export function useTreeLabWords(): LabWords {
  const { game } = useTreeModule();
  return useLabWords(useMemo(() => fullTreeWording(game), [game]));
}
