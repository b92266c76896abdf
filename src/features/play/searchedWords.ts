/**
 * The English strings of a searched game's screens (Othello: its opponent
 * searches a few moves deep in a worker), added to the dictionary when this module
 * loads: those screens' code imports it (features/play/ui/SearchedGame.tsx,
 * features/lab/ui/EstimateLab.tsx), so the first view does not carry them.
 * Japanese loads whole (src/i18n/ja.ts).
 */
import { searchedEn } from './searchedWords.en.ts';
import { addEnglish } from '../../i18n/translate.ts';

addEnglish(searchedEn);
