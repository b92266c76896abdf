import { ja } from '../src/i18n/ja.ts';
import { registerLanguage } from '../src/i18n/translate.ts';
import { GAME_ENTRIES, loadGame } from '../src/games/index.ts';
// The app adds the lab's, the exercises', the arena screens' and a searched game's English words when their code loads; tests have them at once.
import '../src/features/lab/labWords.ts';
import '../src/features/exercises/exercisesWords.ts';
import '../src/features/arena/arenaWords.ts';
import '../src/features/play/searchedWords.ts';

// The app loads Japanese from its own file when first needed; tests that word things in Japanese have it at once.
registerLanguage('ja', ja);

// The app loads a game's code when it is first shown (games/index.ts); tests have every game at once.
await Promise.all(GAME_ENTRIES.map((e) => loadGame(e.game.id)));
