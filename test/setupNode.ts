import { ja } from '../src/i18n/ja.ts';
import { registerLanguage } from '../src/i18n/translate.ts';
// The app adds the lab's, the exercises' and the CPU game's English words when their code loads; tests have them at once.
import '../src/i18n/labWords.ts';
import '../src/i18n/exercisesWords.ts';
import '../src/i18n/cpuWords.ts';

// The app loads Japanese from its own file when first needed; tests that word things in Japanese have it at once.
registerLanguage('ja', ja);
