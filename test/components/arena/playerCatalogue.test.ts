import { describe, expect, it } from 'vitest';
import { playersOf } from '../../../src/ai/registry.ts';
import { DESC_KEYS, familyName, joinPlayerId, MINIMAX_DEPTHS, NAME_KEYS, PLAYER_FAMILIES, playerDescription, playerName, splitPlayerId } from '../../../src/components/arena/playerCatalogue.ts';
import { translate, type Language } from '../../../src/i18n/translate.ts';
import { ticTacToe } from '../../../src/games/tictactoe/index.ts';

const t = (lang: Language) => (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(lang, key, params);

describe('the arena player menu', () => {
  it('offers exactly the registry’s players (minimax as one family with depths)', () => {
    const menu = PLAYER_FAMILIES.flatMap((f) => (f.id === 'minimax' ? MINIMAX_DEPTHS.map((d) => joinPlayerId('minimax', d)) : [f.id]));
    expect(menu.sort()).toEqual(playersOf(ticTacToe).map((p) => p.id).sort());
    for (const p of playersOf(ticTacToe)) {
      const { family, depth } = splitPlayerId(p.id);
      expect(joinPlayerId(family, depth)).toBe(p.id);
      expect(PLAYER_FAMILIES.find((f) => f.id === family)?.kind).toBe(p.kind);
    }
  });

  it('names and describes every registry player from the dictionaries, in English', () => {
    for (const f of PLAYER_FAMILIES) {
      expect(NAME_KEYS[f.id], f.id).toBeDefined();
      expect(DESC_KEYS[f.id], f.id).toBeDefined();
    }
    for (const p of playersOf(ticTacToe)) {
      expect(playerName(t('en'), p.id)).toMatch(/^[A-Z][^{}]+$/);
      expect(playerDescription(t('en'), p.id)).toMatch(/^[A-Z][^{}]{20,}\.$/);
    }
    expect(playerName(t('en'), 'minimax-d4')).toBe('Minimax, depth 4');
    expect(playerDescription(t('en'), 'perfect')).toBe('Plays uniformly at random among the best moves of the precomputed position table; never loses.');
    expect(familyName(t('en'), 'minimax')).toBe('Minimax (depth-limited)');
  });

  it('has Japanese names with the depth filled in', () => {
    expect(playerName(t('ja'), 'minimax-d4')).toBe('ミニマックス（深さ 4）');
    expect(playerName(t('ja'), 'random')).toBe('ランダム');
    for (const p of playersOf(ticTacToe)) expect(playerDescription(t('ja'), p.id)).not.toMatch(/[{}]/);
  });

  it('treats unknown ids as random, so a stale value never breaks the menu', () => {
    expect(splitPlayerId('grandmaster').family).toBe('random');
    expect(splitPlayerId('minimax-d7')).toEqual({ family: 'minimax', depth: 7 });
  });
});
