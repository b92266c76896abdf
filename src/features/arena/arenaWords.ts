/**
 * The arena's match and check screens' English strings, added to the dictionary when this module loads: the arena's
 * screen imports it (features/arena/ui/Arena.tsx), so the first view does not carry them. The players' names, which
 * the play tab's AI picker shows, are in words.en.ts and start with the app. Japanese loads whole (src/i18n/ja.ts).
 */
import { arenaMatchEn } from './matchWords.en.ts';
import { addEnglish } from '../../i18n/translate.ts';

addEnglish(arenaMatchEn);
