/**
 * English UI strings, every dictionary merged: the shell's here (core, share), each
 * feature's in its folder (src/features/<feature>/words.en.ts; a searched game's
 * screens' in src/features/play/searchedWords.en.ts).
 * Keys are the source of truth: ja.ts must have every one (a type error
 * otherwise, and a test checks it at run time).
 */
import { arenaEn } from '../features/arena/words.en.ts';
import { arenaMatchEn } from '../features/arena/matchWords.en.ts';
import { coreEn } from './core.en.ts';
import { searchedEn } from '../features/play/searchedWords.en.ts';
import { explorerEn } from '../features/explorer/words.en.ts';
import { exercisesEn } from '../features/exercises/words.en.ts';
import { labEn } from '../features/lab/words.en.ts';
import { playEn } from '../features/play/words.en.ts';
import { shareEn } from './share.en.ts';
import { hideEn } from '../features/hide/words.en.ts';
import { learnEn } from '../features/learn/words.en.ts';
import { learnStartupEn } from '../features/learn/startWords.en.ts';
import { solvedExplorerEn } from '../features/solvedExplorer/words.en.ts';

export const en = { ...coreEn, ...playEn, ...explorerEn, ...labEn, ...arenaEn, ...arenaMatchEn, ...exercisesEn, ...searchedEn, ...shareEn, ...hideEn, ...learnStartupEn, ...learnEn, ...solvedExplorerEn } as const;

export type MessageKey = keyof typeof en;
