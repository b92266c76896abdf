import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { ja } from '../src/i18n/ja.ts';
import { registerLanguage } from '../src/i18n/translate.ts';
import { loadGameWords } from '../src/i18n/gameWords.ts';
import { GAME_ENTRIES, loadGame } from '../src/games/index.ts';
// The app adds the lab's, the exercises', the arena screens' and a searched game's English words when their code loads; tests have them at once.
import '../src/features/lab/labWords.ts';
import '../src/features/exercises/exercisesWords.ts';
import '../src/features/arena/arenaWords.ts';
import '../src/features/play/searchedWords.ts';

// The app loads Japanese (the dictionary and each game's words) from their own files when first needed; component tests have it at once.
registerLanguage('ja', ja);
await loadGameWords(GAME_ENTRIES, 'en');
await loadGameWords(GAME_ENTRIES, 'ja');
// The app loads a game's code when it is first shown (games/index.ts); tests have every game at once.
await Promise.all(GAME_ENTRIES.map((e) => loadGame(e.game.id)));

// Every component test fails on a console error (React warnings, caught render errors, ...).
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

// jsdom has no canvas: the painter is tested in Node with a recording context.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
// jsdom has no matchMedia.
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
}
