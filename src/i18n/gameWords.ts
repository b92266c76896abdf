/**
 * Each game's words in the language shown (see GameWords in
 * games/module.ts). English ships with the game; another language's words
 * load with that language, and until they are here the game speaks English,
 * as the dictionaries do (translate.ts).
 */
import type { GameModule, GameWords } from '../games/module.ts';
import type { Language } from './translate.ts';

type Words = GameModule<unknown>['words'];
const loaded = new Map<Words, Partial<Record<Language, GameWords>>>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** A game's words in `lang` (English until that language's are loaded). */
export function gameWords(module: Pick<GameModule<unknown>, 'words'>, lang: Language): GameWords {
  return lang === 'en' ? module.words.en : (loaded.get(module.words)?.[lang] ?? module.words.en);
}

/** True when every module's words in `lang` are here. */
export function hasGameWords(modules: readonly GameModule<unknown>[], lang: Language): boolean {
  return lang === 'en' || modules.every((m) => loaded.get(m.words)?.[lang] !== undefined);
}

/** Loads every module's words in `lang` (once; a failed load may be tried again); listeners are told when they arrive. */
export function loadGameWords(modules: readonly GameModule<unknown>[], lang: Language): Promise<void> {
  if (lang === 'en' || hasGameWords(modules, lang)) return Promise.resolve();
  let load = pending.get(lang);
  if (!load) {
    load = Promise.all(
      modules.map((m) =>
        m.words.load[lang]().then((w) => {
          loaded.set(m.words, { ...loaded.get(m.words), [lang]: w });
        }),
      ),
    ).then(
      () => {
        pending.delete(lang);
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        pending.delete(lang);
        throw error;
      },
    );
    pending.set(lang, load);
  }
  return load;
}

/** Calls `listener` whenever a language's game words arrive; returns the unsubscribe. */
export function onGameWordsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
