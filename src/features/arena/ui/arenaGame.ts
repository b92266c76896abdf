/**
 * The game whose players meet in the arena (the store's `arenaGameId`), for
 * components: its rules, its words in the shown language and what the arena
 * offers for it. Components name no game; they word what this gives.
 */
import type { Game } from '../../../games/game.ts';
import type { GameWords } from '../../../games/module.ts';
import { DEFAULT_GAME_MODULE } from '../../../games/defaultGame.ts';
import { moduleById } from '../../../games/index.ts';
import type { AppState } from '../../../store/appState.ts';
import { arenaCapabilities, type ArenaCapabilities } from '../state/arenaSlice.ts';
import { useAppStore, useGameWords } from '../../../components/StoreContext.tsx';

const selectArenaGameId = (s: AppState) => s.arenaGameId;

export interface ArenaGame {
  readonly game: Game<unknown>;
  readonly words: GameWords;
  readonly capabilities: ArenaCapabilities;
}

/** The arena's game (the opening game's until its code has loaded), its words and capabilities. */
export function useArenaGame(): ArenaGame {
  const id = useAppStore(selectArenaGameId);
  const module = moduleById(id) ?? DEFAULT_GAME_MODULE;
  return { game: module.game, words: useGameWords(module), capabilities: arenaCapabilities(id) };
}
