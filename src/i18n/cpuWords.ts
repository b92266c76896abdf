/**
 * The English strings of the screens of a game played against a
 * depth-limited CPU (Othello), added to the dictionary when this module
 * loads: those screens' code imports it (features/play/ui/SearchedGame.tsx,
 * features/lab/ui/EstimateLab.tsx), so the first view does not carry them.
 * Japanese loads whole (ja.ts).
 */
import { cpuEn } from './cpu.en.ts';
import { addEnglish } from './translate.ts';

addEnglish(cpuEn);
