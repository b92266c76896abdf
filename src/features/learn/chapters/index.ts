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
import { alphaBeta } from './alphaBeta.ts';
import { alphaBetaEn } from './alphaBeta.en.ts';
import { alphaBetaJa } from './alphaBeta.ja.ts';
import { transpositionTable } from './transpositionTable.ts';
import { transpositionTableEn } from './transpositionTable.en.ts';
import { transpositionTableJa } from './transpositionTable.ja.ts';
import { depthLimits } from './depthLimits.ts';
import { depthLimitsEn } from './depthLimits.en.ts';
import { depthLimitsJa } from './depthLimits.ja.ts';
import { negamax } from './negamax.ts';
import { negamaxEn } from './negamax.en.ts';
import { negamaxJa } from './negamax.ja.ts';
import { connectFour } from './connectFour.ts';
import { connectFourEn } from './connectFour.en.ts';
import { connectFourJa } from './connectFour.ja.ts';
import { wholeTreeReturns } from './wholeTreeReturns.ts';
import { wholeTreeReturnsEn } from './wholeTreeReturns.en.ts';
import { wholeTreeReturnsJa } from './wholeTreeReturns.ja.ts';

/** A chapter with its words in each language. */
export interface CourseChapter {
  readonly chapter: Chapter;
  readonly words: Readonly<Record<Language, ChapterWords>>;
}

export const CHAPTERS: readonly CourseChapter[] = [
  { chapter: gameTree, words: { en: gameTreeEn, ja: gameTreeJa } },
  { chapter: minimax, words: { en: minimaxEn, ja: minimaxJa } },
  { chapter: perfectPlayer, words: { en: perfectPlayerEn, ja: perfectPlayerJa } },
  { chapter: alphaBeta, words: { en: alphaBetaEn, ja: alphaBetaJa } },
  { chapter: transpositionTable, words: { en: transpositionTableEn, ja: transpositionTableJa } },
  { chapter: depthLimits, words: { en: depthLimitsEn, ja: depthLimitsJa } },
  { chapter: negamax, words: { en: negamaxEn, ja: negamaxJa } },
  { chapter: connectFour, words: { en: connectFourEn, ja: connectFourJa } },
  { chapter: wholeTreeReturns, words: { en: wholeTreeReturnsEn, ja: wholeTreeReturnsJa } },
];

/** The chapters the app can show (their game is registered), in order. */
export function courseChapters(all: readonly CourseChapter[] = CHAPTERS): readonly CourseChapter[] {
  return all.filter((c) => entryById(c.chapter.game) !== null);
}
