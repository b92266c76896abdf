/**
 * English UI strings, one file per feature (core, play, explorer, lab, arena, exercises).
 * Keys are the source of truth: ja.ts must have every one (a type error
 * otherwise, and a test checks it at run time).
 */
import { arenaEn } from './arena.en.ts';
import { coreEn } from './core.en.ts';
import { searchedEn } from './searched.en.ts';
import { explorerEn } from './explorer.en.ts';
import { exercisesEn } from './exercises.en.ts';
import { labEn } from './lab.en.ts';
import { playEn } from './play.en.ts';
import { shareEn } from './share.en.ts';
import { hideEn } from './hide.en.ts';

export const en = { ...coreEn, ...playEn, ...explorerEn, ...labEn, ...arenaEn, ...exercisesEn, ...searchedEn, ...shareEn, ...hideEn } as const;

export type MessageKey = keyof typeof en;
