import { describe, expect, it } from 'vitest';
import { createPlayer, parsePlayer, parsePlayerSpec, playerChoices, playersOf, UnknownPlayerError } from '../../src/ai/registry.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

describe('player registry', () => {
  it('lists every player once, each creatable by its id', () => {
    const ids = playersOf(ticTacToe).map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['random', 'rule1', 'rule2', 'rule3', 'minimax-d1', 'minimax-d9', 'alphabeta', 'alphabeta-first', 'perfect', 'perfect-shortest']));
    for (const info of playersOf(ticTacToe)) {
      const p = createPlayer(ticTacToe, info.id);
      expect(p.id).toBe(info.id);
      expect(p.params).toEqual(info.create().params);
    }
  });

  it('accepts minimax depth spellings and ignores case, but nothing around or inside a name', () => {
    expect(parsePlayerSpec(ticTacToe, 'minimax:3')).toEqual({ ok: true, value: 'minimax-d3' });
    expect(parsePlayerSpec(ticTacToe, 'minimax-3')).toEqual({ ok: true, value: 'minimax-d3' });
    expect(parsePlayerSpec(ticTacToe, 'Minimax-D7')).toEqual({ ok: true, value: 'minimax-d7' });
    for (const bad of [' Minimax-D7 ', 'random\r\n', 'random\n', '\trandom', 'ran dom', 'random\u0000', 'random\u200b', 'ｒａｎｄｏｍ', 'perfect\u202e']) {
      expect(parsePlayerSpec(ticTacToe, bad).ok, JSON.stringify(bad)).toBe(false);
    }
    expect(createPlayer(ticTacToe, 'PERFECT').id).toBe('perfect');
    expect(createPlayer(ticTacToe, 'minimax:4').params).toMatchObject({ depth: 4 });
  });

  it('unknown names and depths are an error listing the valid choices (a Result for user input, a throw for the program)', () => {
    for (const bad of ['perfekt', '', 'minimax', 'minimax:0', 'minimax-d10', 'rule4']) {
      const r = parsePlayer(ticTacToe, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(playerChoices(ticTacToe));
      expect(() => createPlayer(ticTacToe, bad)).toThrow(UnknownPlayerError);
      expect(() => createPlayer(ticTacToe, bad)).toThrow(playerChoices(ticTacToe));
    }
    expect(() => createPlayer(ticTacToe, 'minimax:12')).toThrow(/depth out of range \(1\.\.9\)/);
    expect(playerChoices(ticTacToe)).toContain('perfect');
    expect(playerChoices(ticTacToe)).toContain('minimax-d1 .. minimax-d9');
  });

  it('returns a fresh player each time', () => {
    expect(createPlayer(ticTacToe, 'random')).not.toBe(createPlayer(ticTacToe, 'random'));
  });
});
