/**
 * The course's chapters, in the order the ideas build on each other: each
 * chapter's structure (`<id>.ts`) and its words in every language
 * (`<id>.en.ts`, `<id>.ja.ts`). A chapter whose game the app does not have
 * is left out of the course (`courseChapters`).
 */
import type { Chapter, ChapterWords } from '../state/course.ts';
import type { Language } from '../../../i18n/translate.ts';
import { entryById } from '../../../games/index.ts';
import { gameTree } from './gameTree.ts';
import { gameTreeEn } from './gameTree.en.ts';
import { gameTreeJa } from './gameTree.ja.ts';
import { minimax } from './minimax.ts';
import { minimaxEn } from './minimax.en.ts';
import { minimaxJa } from './minimax.ja.ts';
import { perfectPlayer } from './perfectPlayer.ts';
import { perfectPlayerEn } from './perfectPlayer.en.ts';
import { perfectPlayerJa } from './perfectPlayer.ja.ts';

/** A chapter with its words in each language. */
export interface CourseChapter {
  readonly chapter: Chapter;
  readonly words: Readonly<Record<Language, ChapterWords>>;
}

export const CHAPTERS: readonly CourseChapter[] = [
  { chapter: gameTree, words: { en: gameTreeEn, ja: gameTreeJa } },
  { chapter: minimax, words: { en: minimaxEn, ja: minimaxJa } },
  { chapter: perfectPlayer, words: { en: perfectPlayerEn, ja: perfectPlayerJa } },
];

/** The chapters the app can show (their game is registered), in order. */
export function courseChapters(all: readonly CourseChapter[] = CHAPTERS): readonly CourseChapter[] {
  return all.filter((c) => entryById(c.chapter.game) !== null);
}
