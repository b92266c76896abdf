/**
 * A full-tree game's opponent: the perfect AI (random among the precomputed
 * best moves, O(1) through the position table) or any of the registry's
 * players, chosen in the settings (against the AI: `opponent`; AI against AI:
 * each side's own, `aiVsAi`). It answers at once.
 */
import type { AiPlayer } from '../../../ai/player.ts';
import { createPerfectPlayer } from '../../../ai/players/perfect.ts';
import { createPlayer } from '../../../ai/registry.ts';
import type { Rng } from '../../../ai/rng.ts';
import type { ScoreMode } from '../../../games/game.ts';
import { positionValue } from '../../../tree/positions.ts';
import type { AppPosition, AppPositions } from '../../../store/appGame.ts';
import type { AppState } from '../../../store/appState.ts';
import type { Opponent } from './opponent.ts';
import { isOpponentOf } from '../../../store/settings.ts';

export function createTableOpponent(get: () => Pick<AppState, 'positions' | 'settings'>, rng: Rng): Opponent {
  /** The perfect players over the position table, per scoring mode (made once per table). */
  let perfect: { positions: AppPositions; players: Record<ScoreMode, AiPlayer<AppPosition>> } | null = null;
  const perfectPlayer = (positions: AppPositions, mode: ScoreMode): AiPlayer<AppPosition> => {
    if (perfect?.positions !== positions) {
      perfect = { positions, players: { wdl: createPerfectPlayer(positions.game, 'wdl', positions), shortest: createPerfectPlayer(positions.game, 'shortest', positions) } };
    }
    return perfect.players[mode];
  };
  /** Each registry player made once per game and id. */
  const made = new Map<string, AiPlayer<AppPosition>>();
  const playerOf = (positions: AppPositions, id: string): AiPlayer<AppPosition> => {
    // The perfect ones answer from the position table.
    if (id === 'perfect') return perfectPlayer(positions, get().settings.scoreMode);
    if (id === 'perfect-shortest') return perfectPlayer(positions, 'shortest');
    const key = `${positions.game.id} ${id}`;
    let p = made.get(key);
    if (!p) made.set(key, (p = createPlayer(positions.game, id)));
    return p;
  };
  return {
    ready: () => get().positions !== null,
    move({ game, state, side }) {
      const positions = get().positions;
      if (!positions || positions.game !== game) return null;
      const { playMode, opponent, aiVsAi, scoreMode } = get().settings;
      // In AI against AI that side's own, else the chosen opponent; one the game does not have is its perfect player.
      const wanted = playMode === 'ai-vs-ai' ? aiVsAi[side] : opponent;
      const ai = isOpponentOf(game, wanted) ? wanted : 'perfect';
      const move = playerOf(positions, ai).choose(state, rng);
      return { move, value: positionValue(positions, game.play(state, move), scoreMode) ?? 0, ai };
    },
    cancel: () => undefined,
  };
}
