/** Connect 3 as a GameModule: one game, its board, its words in both languages for every player it brings. */
import { describe, expect, it } from 'vitest';
import { connectModule, type ConnectState } from '../../../src/games/connect/index.ts';
import type { GameModule } from '../../../src/games/module.ts';

describe('the Connect 3 module', () => {
  const m: GameModule<ConnectState> = connectModule;

  it('bundles the full-tree game and the board that draws it', () => {
    expect([m.game.id, m.view.gameId, m.game.fullTree]).toEqual(['connect3', 'connect3', true]);
    expect([m.view.columns, m.view.rows]).toEqual([4, 3]);
    expect(m.defaults).toEqual({});
    expect(m.extras).toEqual({});
  });

  it('names its sides and every player it brings, in English and in Japanese', async () => {
    const ids = m.game.players.map((p) => p.id).sort();
    expect(ids).toEqual(['centre', 'win-block']);
    const en = await m.words.en();
    const ja = await m.words.ja();
    for (const words of [en, ja]) {
      expect(Object.keys(words.players).sort()).toEqual(ids);
      for (const p of Object.values(words.players)) {
        expect(p.name.length).toBeGreaterThan(0);
        expect(p.description.length).toBeGreaterThan(p.name.length);
      }
      expect(words.evaluations).toEqual({});
    }
    expect(en.sides).toEqual(['Red', 'Yellow']);
    expect(ja.sides).toEqual(['赤', '黄']);
    // The move lists' letters are the English sides' initials.
    expect(m.game.sideNames).toEqual(['R', 'Y']);
  });
});
