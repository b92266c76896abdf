/**
 * The search lab's English strings, added to the dictionary when this module
 * loads: the lab's code imports it (store/labSlice.ts, components/lab/DepthCounts.tsx),
 * so the first view does not carry them. Japanese loads whole (ja.ts).
 */
import { labEn } from './lab.en.ts';
import { addEnglish } from './translate.ts';

addEnglish(labEn);
