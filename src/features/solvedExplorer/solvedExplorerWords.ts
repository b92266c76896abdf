/**
 * The English strings of the explorer of a game solved on demand, added to the dictionary when its screen loads (its
 * code imports this module), so the first view does not carry them. Japanese loads whole (src/i18n/ja.ts).
 */
import { solvedExplorerEn } from './words.en.ts';
import { addEnglish } from '../../i18n/translate.ts';

addEnglish(solvedExplorerEn);
