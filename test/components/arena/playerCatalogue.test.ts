import { describe, expect, it } from 'vitest';
import { playersOf } from '../../../src/ai/registry.ts';
import { DESC_KEYS, familyName, joinPlayerId, minimaxDepths, NAME_KEYS, playerFamilies, playerDescription, playerName, splitPlayerId } from '../../../src/components/arena/playerCatalogue.ts';
import { translate, type Language } from '../../../src/i18n/translate.ts';
import { ticTacToe, ticTacToeModule } from '../../../src/games/tictactoe/index.ts';

const PLAYER_FAMILIES = playerFamilies(ticTacToe);
const MINIMAX_DEPTHS = minimaxDepths(ticTacToe);
const WORDS = { en: await ticTacToeModule.words.en(), ja: await ticTacToeModule.words.ja() };

const t = (lang: Language) => (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(lang, key, params);

describe('the arena player menu', () => {
  it('offers exactly the registry’s players (minimax as one family with depths)', () => {
    const menu = PLAYER_FAMILIES.flatMap((f) => (f.id === 'minimax' ? MINIMAX_DEPTHS.map((d) => joinPlayerId('minimax', d)) : [f.id]));
    expect(menu.sort()).toEqual(playersOf(ticTacToe).map((p) => p.id).sort());
    for (const p of playersOf(ticTacToe)) {
      const { family, depth } = splitPlayerId(ticTacToe, p.id);
      expect(joinPlayerId(family, depth)).toBe(p.id);
      expect(PLAYER_FAMILIES.find((f) => f.id === family)?.kind).toBe(p.kind);
    }
  });

  it('names and describes every registry player from the dictionaries, in English', () => {
    for (const f of PLAYER_FAMILIES) {
      // A generic player is named in the dictionaries, the game's own in its words.
      const own = Object.hasOwn(WORDS.en.players, f.id);
      expect(own || NAME_KEYS[f.id] !== undefined, f.id).toBe(true);
      expect(own || DESC_KEYS[f.id] !== undefined, f.id).toBe(true);
      expect(own || f.kind !== 'rules', f.id).toBe(true);
    }
    for (const p of playersOf(ticTacToe)) {
      expect(playerName(t('en'), WORDS.en, p.id)).toMatch(/^[A-Z][^{}]+$/);
      expect(playerDescription(t('en'), WORDS.en, p.id)).toMatch(/^[A-Z][^{}]{20,}\.$/);
    }
    expect(playerName(t('en'), WORDS.en, 'minimax-d4')).toBe('Minimax, depth 4');
    expect(playerDescription(t('en'), WORDS.en, 'perfect')).toBe('Plays uniformly at random among the best moves of the precomputed position table: it never lets a won or drawn position slip.');
    expect(familyName(t('en'), WORDS.en, 'minimax')).toBe('Minimax (depth-limited)');
  });

  it('has Japanese names with the depth filled in', () => {
    expect(playerName(t('ja'), WORDS.ja, 'minimax-d4')).toBe('ミニマックス（深さ 4）');
    expect(playerName(t('ja'), WORDS.ja, 'random')).toBe('ランダム');
    for (const p of playersOf(ticTacToe)) expect(playerDescription(t('ja'), WORDS.ja, p.id)).not.toMatch(/[{}]/);
  });

  it('treats unknown ids as random, so a stale value never breaks the menu', () => {
    expect(splitPlayerId(ticTacToe, 'grandmaster').family).toBe('random');
    expect(splitPlayerId(ticTacToe, 'minimax-d7')).toEqual({ family: 'minimax', depth: 7 });
  });
});
