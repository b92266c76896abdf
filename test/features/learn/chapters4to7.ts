/** Chapters 4–7 and their words, in the course's order, taken from the course's own list (chapters/index.ts). */
import type { Chapter, ChapterWords } from '../../../src/features/learn/state/course.ts';
import { CHAPTERS } from '../../../src/features/learn/chapters/index.ts';

const LATER = CHAPTERS.slice(3, 7);

export const CHAPTERS_4_TO_7: readonly Chapter[] = LATER.map((c) => c.chapter);

export const WORDS_4_TO_7: Readonly<Record<string, { readonly en: ChapterWords; readonly ja: ChapterWords }>> = Object.fromEntries(LATER.map((c) => [c.chapter.id, c.words]));
