/**
 * The English strings the app starts with: every feature's but the search
 * lab's, the exercises', the arena's match and check screens' and a searched game's (Othello's screens), which load
 * with their code (labWords.ts, exercisesWords.ts, arenaWords.ts, searchedWords.ts; their tabs'
 * names, the game switch and a searched game's tagline are in core). en.ts stays the whole dictionary: the keys' source of truth.
 */
import { arenaEn } from '../features/arena/words.en.ts';
import { coreEn } from './core.en.ts';
import { explorerEn } from '../features/explorer/words.en.ts';
import { playEn } from '../features/play/words.en.ts';
import { shareEn } from './share.en.ts';
import { hideEn } from '../features/hide/words.en.ts';
import { learnStartupEn } from '../features/learn/startWords.en.ts';

export const enStartup = { ...coreEn, ...playEn, ...explorerEn, ...arenaEn, ...shareEn, ...hideEn, ...learnStartupEn } as const;
