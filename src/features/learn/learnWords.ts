/**
 * The course's English strings, added to the dictionary when this module
 * loads: the Learn screen imports it, so the first view does not carry them.
 * Japanese loads whole (src/i18n/ja.ts).
 */
import { learnEn } from './words.en.ts';
import { addEnglish } from '../../i18n/translate.ts';

addEnglish(learnEn);
