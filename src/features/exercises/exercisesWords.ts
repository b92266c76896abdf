/**
 * The exercises' English strings, added to the dictionary when this module
 * loads: the exercises tab imports it (features/exercises/ui/Exercises.tsx), so
 * the first view does not carry them. Japanese loads whole (src/i18n/ja.ts).
 */
import { exercisesEn } from './words.en.ts';
import { addEnglish } from '../../i18n/translate.ts';

addEnglish(exercisesEn);
