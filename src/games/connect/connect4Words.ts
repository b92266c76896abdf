/** Connect Four's words, one loader per language (each language's file loads when the app first needs it). */
import type { GameWordsByLanguage } from '../module.ts';

export const connect4Words: GameWordsByLanguage = {
  en: () => import('./connect4Words.en.ts').then((m) => m.words),
  ja: () => import('./connect4Words.ja.ts').then((m) => m.words),
};
