import { describe, expect, it } from 'vitest';
import { canonicalPlayerId, createPlayer, PLAYER_CHOICES, PLAYERS, UnknownPlayerError } from '../../src/ai/registry.ts';

describe('player registry', () => {
  it('lists every player once, each creatable by its id', () => {
    const ids = PLAYERS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['random', 'rule1', 'rule2', 'rule3', 'minimax-d1', 'minimax-d9', 'alphabeta', 'alphabeta-first', 'perfect', 'perfect-shortest']));
    for (const info of PLAYERS) {
      const p = createPlayer(info.id);
      expect(p.id).toBe(info.id);
      expect(p.name).toBe(info.name);
      expect(p.description.length).toBeGreaterThan(10);
    }
  });

  it('accepts minimax depth spellings and ignores case and spaces', () => {
    expect(canonicalPlayerId('minimax:3')).toBe('minimax-d3');
    expect(canonicalPlayerId('minimax-3')).toBe('minimax-d3');
    expect(canonicalPlayerId(' Minimax-D7 ')).toBe('minimax-d7');
    expect(createPlayer('PERFECT').id).toBe('perfect');
    expect(createPlayer('minimax:4').params).toMatchObject({ depth: 4 });
  });

  it('unknown names and depths throw an error listing the valid choices', () => {
    for (const bad of ['perfekt', '', 'minimax', 'minimax:0', 'minimax-d10', 'rule4']) {
      expect(() => createPlayer(bad)).toThrow(UnknownPlayerError);
      expect(() => createPlayer(bad)).toThrow(PLAYER_CHOICES);
    }
    expect(() => createPlayer('minimax:12')).toThrow(/depth out of range \(1\.\.9\)/);
    expect(PLAYER_CHOICES).toContain('perfect');
    expect(PLAYER_CHOICES).toContain('minimax-d1 .. minimax-d9');
  });

  it('returns a fresh player each time', () => {
    expect(createPlayer('random')).not.toBe(createPlayer('random'));
  });
});
