/**
 * The exercises' English strings, added to the dictionary when this module
 * loads: the exercises tab imports it (features/exercises/ui/Exercises.tsx), so
 * the first view does not carry them. Japanese loads whole (ja.ts).
 */
import { exercisesEn } from './exercises.en.ts';
import { addEnglish } from './translate.ts';

addEnglish(exercisesEn);
