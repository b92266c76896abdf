/** Chapters 4–7 and their words, in the course's order (the course's own list, chapters/index.ts, is the frame's). */
import type { Chapter, ChapterWords } from '../../../src/features/learn/state/course.ts';
import { alphaBeta } from '../../../src/features/learn/chapters/alphaBeta.ts';
import { alphaBetaEn } from '../../../src/features/learn/chapters/alphaBeta.en.ts';
import { alphaBetaJa } from '../../../src/features/learn/chapters/alphaBeta.ja.ts';
import { depthLimits } from '../../../src/features/learn/chapters/depthLimits.ts';
import { depthLimitsEn } from '../../../src/features/learn/chapters/depthLimits.en.ts';
import { depthLimitsJa } from '../../../src/features/learn/chapters/depthLimits.ja.ts';
import { negamax } from '../../../src/features/learn/chapters/negamax.ts';
import { negamaxEn } from '../../../src/features/learn/chapters/negamax.en.ts';
import { negamaxJa } from '../../../src/features/learn/chapters/negamax.ja.ts';
import { transpositionTable } from '../../../src/features/learn/chapters/transpositionTable.ts';
import { transpositionTableEn } from '../../../src/features/learn/chapters/transpositionTable.en.ts';
import { transpositionTableJa } from '../../../src/features/learn/chapters/transpositionTable.ja.ts';

export const CHAPTERS_4_TO_7: readonly Chapter[] = [alphaBeta, transpositionTable, depthLimits, negamax];

export const WORDS_4_TO_7: Readonly<Record<string, { readonly en: ChapterWords; readonly ja: ChapterWords }>> = {
  [alphaBeta.id]: { en: alphaBetaEn, ja: alphaBetaJa },
  [transpositionTable.id]: { en: transpositionTableEn, ja: transpositionTableJa },
  [depthLimits.id]: { en: depthLimitsEn, ja: depthLimitsJa },
  [negamax.id]: { en: negamaxEn, ja: negamaxJa },
};
