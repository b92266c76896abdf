/**
 * The English strings the app starts with: every feature's but the search
 * lab's and the exercises' (~370 strings, the two largest dictionaries), which
 * load with their tabs' code (labWords.ts, exercisesWords.ts; their tabs'
 * names are in core). en.ts stays the whole dictionary: the keys' source of truth.
 */
import { arenaEn } from './arena.en.ts';
import { coreEn } from './core.en.ts';
import { cpuEn } from './cpu.en.ts';
import { explorerEn } from './explorer.en.ts';
import { playEn } from './play.en.ts';
import { shareEn } from './share.en.ts';
import { hideEn } from './hide.en.ts';

export const enStartup = { ...coreEn, ...playEn, ...explorerEn, ...arenaEn, ...cpuEn, ...shareEn, ...hideEn } as const;
