/**
 * The search lab's English strings, added to the dictionary when this module
 * loads: the lab's code imports it (features/lab/state/labSlice.ts, features/lab/ui/DepthCounts.tsx),
 * so the first view does not carry them. Japanese loads whole (src/i18n/ja.ts).
 */
import { labEn } from './words.en.ts';
import { addEnglish } from '../../i18n/translate.ts';

addEnglish(labEn);
