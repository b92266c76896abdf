import type { MessageKey } from './en.ts';
import { arenaJa } from './arena.ja.ts';
import { coreJa } from './core.ja.ts';
import { searchedJa } from './searched.ja.ts';
import { explorerJa } from './explorer.ja.ts';
import { exercisesJa } from './exercises.ja.ts';
import { labJa } from './lab.ja.ts';
import { playJa } from './play.ja.ts';
import { shareJa } from './share.ja.ts';
import { hideJa } from './hide.ja.ts';

/** Japanese UI strings (the source articles' vocabulary: 〇 / ×, 先手 / 後手, 評価値, 最善手). */
export const ja: Record<MessageKey, string> = { ...coreJa, ...playJa, ...explorerJa, ...labJa, ...arenaJa, ...exercisesJa, ...searchedJa, ...shareJa, ...hideJa };
