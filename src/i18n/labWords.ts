/**
 * The search lab's English strings, added to the dictionary when this module
 * loads: the lab's code imports it (features/lab/state/labSlice.ts, features/lab/ui/DepthCounts.tsx),
 * so the first view does not carry them. Japanese loads whole (ja.ts).
 */
import { labEn } from './lab.en.ts';
import { addEnglish } from './translate.ts';

addEnglish(labEn);
