import { describe, expect, it } from 'vitest';
import { PLAYERS } from '../../../src/ai/registry.ts';
import { familyName, joinPlayerId, MINIMAX_DEPTHS, PLAYER_FAMILIES, playerDescription, playerName, splitPlayerId } from '../../../src/components/arena/playerCatalogue.ts';
import { translate, type Language } from '../../../src/i18n/translate.ts';

const t = (lang: Language) => (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(lang, key, params);

describe('the arena player menu', () => {
  it('offers exactly the registry’s players (minimax as one family with depths)', () => {
    const menu = PLAYER_FAMILIES.flatMap((f) => (f.id === 'minimax' ? MINIMAX_DEPTHS.map((d) => joinPlayerId('minimax', d)) : [f.id]));
    expect(menu.sort()).toEqual(PLAYERS.map((p) => p.id).sort());
    for (const p of PLAYERS) {
      const { family, depth } = splitPlayerId(p.id);
      expect(joinPlayerId(family, depth)).toBe(p.id);
      expect(PLAYER_FAMILIES.find((f) => f.id === family)?.kind).toBe(p.kind);
    }
  });

  it('names and describes every player as the registry does, in English', () => {
    for (const p of PLAYERS) {
      expect(playerName(t('en'), p.id)).toBe(p.name);
      expect(playerDescription(t('en'), p.id)).toBe(p.description);
    }
    expect(familyName(t('en'), 'minimax')).toBe('Minimax (depth-limited)');
  });

  it('has Japanese names with the depth filled in', () => {
    expect(playerName(t('ja'), 'minimax-d4')).toBe('ミニマックス（深さ 4）');
    expect(playerName(t('ja'), 'random')).toBe('ランダム');
    for (const p of PLAYERS) expect(playerDescription(t('ja'), p.id)).not.toMatch(/[{}]/);
  });

  it('treats unknown ids as random, so a stale value never breaks the menu', () => {
    expect(splitPlayerId('grandmaster').family).toBe('random');
    expect(splitPlayerId('minimax-d7')).toEqual({ family: 'minimax', depth: 7 });
  });
});
