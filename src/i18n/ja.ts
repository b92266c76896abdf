import type { MessageKey } from './en.ts';
import { arenaJa } from '../features/arena/words.ja.ts';
import { arenaMatchJa } from '../features/arena/matchWords.ja.ts';
import { coreJa } from './core.ja.ts';
import { searchedJa } from '../features/play/searchedWords.ja.ts';
import { explorerJa } from '../features/explorer/words.ja.ts';
import { exercisesJa } from '../features/exercises/words.ja.ts';
import { labJa } from '../features/lab/words.ja.ts';
import { playJa } from '../features/play/words.ja.ts';
import { shareJa } from './share.ja.ts';
import { hideJa } from '../features/hide/words.ja.ts';
import { learnJa } from '../features/learn/words.ja.ts';
import { solvedExplorerJa } from '../features/solvedExplorer/words.ja.ts';

/** Japanese UI strings (the source articles' vocabulary: 〇 / ×, 先手 / 後手, 評価値, 最善手). */
export const ja: Record<MessageKey, string> = { ...coreJa, ...playJa, ...explorerJa, ...labJa, ...arenaJa, ...arenaMatchJa, ...exercisesJa, ...searchedJa, ...shareJa, ...hideJa, ...learnJa, ...solvedExplorerJa };
