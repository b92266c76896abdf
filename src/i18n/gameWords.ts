/**
 * Each game's words in the language shown (see GameWords in
 * games/module.ts). They load on demand with the language (the first screen
 * waits for them, as it waits for the dictionary); until a language's words
 * are here a game speaks in its English words when those are, and else in
 * the bare names its rules give (its id, its side names).
 */
import type { GameWords, GameWordsByLanguage } from '../games/module.ts';
import type { Language } from './translate.ts';

type Words = GameWordsByLanguage;

/** What the words of a game need of its module or registry entry: the loaders, and the bare names for before they arrive. */
export interface WordsSource {
  readonly words: GameWordsByLanguage;
  readonly game: { readonly id: string; readonly sideNames: readonly [string, string] };
}
const loaded = new Map<Words, Partial<Record<Language, GameWords>>>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const bare = new Map<Words, GameWords>();

/** The words of a game whose words are not here yet: its id and side names, nothing else. */
function bareWords(module: WordsSource): GameWords {
  let w = bare.get(module.words);
  if (!w) {
    const [first, second] = module.game.sideNames;
    w = { name: module.game.id, sides: [first, second], score: { count: '{n}', abbr: '' }, players: {}, evaluations: {}, moveInLine: '{letter}:{move}', lastMove: '', ending: { won: '{node}: {side} ({value})', drawn: '{node}: {value}' } };
    bare.set(module.words, w);
  }
  return w;
}

/** A game's words in `lang` (English until that language's are loaded; the bare names until English is). */
export function gameWords(module: WordsSource, lang: Language): GameWords {
  const here = loaded.get(module.words);
  return here?.[lang] ?? here?.en ?? bareWords(module);
}

/** True when every module's words in `lang` are here. */
export function hasGameWords(modules: readonly WordsSource[], lang: Language): boolean {
  return modules.every((m) => loaded.get(m.words)?.[lang] !== undefined);
}

/** Loads every module's words in `lang` (once; a failed load may be tried again); listeners are told when they arrive. */
export function loadGameWords(modules: readonly WordsSource[], lang: Language): Promise<void> {
  if (hasGameWords(modules, lang)) return Promise.resolve();
  let load = pending.get(lang);
  if (!load) {
    load = Promise.all(
      modules.map((m) =>
        m.words[lang]().then((w) => {
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
