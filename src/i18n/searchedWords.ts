/**
 * The English strings of a searched game's screens (Othello: its opponent
 * searches a few moves deep in a worker), added to the dictionary when this module
 * loads: those screens' code imports it (features/play/ui/SearchedGame.tsx,
 * features/lab/ui/EstimateLab.tsx), so the first view does not carry them.
 * Japanese loads whole (ja.ts).
 */
import { searchedEn } from './searched.en.ts';
import { addEnglish } from './translate.ts';

addEnglish(searchedEn);
