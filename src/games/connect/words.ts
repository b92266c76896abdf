/** The game's words, one loader per language (each language's file loads when the app first needs it). */
import type { GameWordsByLanguage } from '../module.ts';

export const words: GameWordsByLanguage = {
  en: () => import('./words.en.ts').then((m) => m.words),
  ja: () => import('./words.ja.ts').then((m) => m.words),
};
