/**
 * The English strings the app starts with: every feature's but the search
 * lab's, whose ~240 strings (the largest dictionary) load with the lab's code
 * (labWords.ts). en.ts stays the whole dictionary: the keys' source of truth.
 */
import { arenaEn } from './arena.en.ts';
import { coreEn } from './core.en.ts';
import { cpuEn } from './cpu.en.ts';
import { explorerEn } from './explorer.en.ts';
import { exercisesEn } from './exercises.en.ts';
import { playEn } from './play.en.ts';
import { shareEn } from './share.en.ts';
import { hideEn } from './hide.en.ts';

export const enStartup = { ...coreEn, ...playEn, ...explorerEn, ...arenaEn, ...exercisesEn, ...cpuEn, ...shareEn, ...hideEn } as const;
