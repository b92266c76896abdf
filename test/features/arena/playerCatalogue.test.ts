import { describe, expect, it } from 'vitest';
import { playersOf } from '../../../src/ai/registry.ts';
import { DESC_KEYS, familyName, joinPlayerId, NAME_KEYS, playerFamilies, playerDescription, playerName, splitPlayerId, type PlayerFamily } from '../../../src/features/arena/ui/playerCatalogue.ts';
import { translate, type Language } from '../../../src/i18n/translate.ts';
import { ticTacToe, ticTacToeModule } from '../../../src/games/tictactoe/index.ts';
import { othello, othelloModule } from '../../../src/games/othello/index.ts';
import { connect3 } from '../../../src/games/connect/index.ts';
import type { Game } from '../../../src/games/game.ts';

const PLAYER_FAMILIES = playerFamilies(ticTacToe);
const MINIMAX = PLAYER_FAMILIES.find((f) => f.id === 'minimax') as PlayerFamily;
const MINIMAX_DEPTHS = MINIMAX.depths;
const familyOf = <S,>(game: Game<S>, id: string) => playerFamilies(game).find((f) => f.id === id) as PlayerFamily;
const WORDS = { en: await ticTacToeModule.words.en(), ja: await ticTacToeModule.words.ja() };

const t = (lang: Language) => (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(lang, key, params);

describe('the arena player menu', () => {
  it('offers exactly the registry’s players (minimax as one family with depths)', () => {
    const menu = PLAYER_FAMILIES.flatMap((f) => (f.id === 'minimax' ? MINIMAX_DEPTHS.map((d) => joinPlayerId(MINIMAX, d)) : [f.id]));
    expect(menu.sort()).toEqual(playersOf(ticTacToe).map((p) => p.id).sort());
    for (const p of playersOf(ticTacToe)) {
      const { family, depth } = splitPlayerId(ticTacToe, p.id);
      expect(joinPlayerId(familyOf(ticTacToe, family), depth)).toBe(p.id);
      expect(PLAYER_FAMILIES.find((f) => f.id === family)?.kind).toBe(p.kind);
    }
  });

  it('offers a searched game’s players too: a depth-limited search with a depth and an evaluation, every spec once', () => {
    for (const game of [othello, connect3] as Game<unknown>[]) {
      const families = playerFamilies(game);
      const menu = families.flatMap((f) => (f.search ? f.depths.flatMap((d) => (f.evaluations.length > 0 ? f.evaluations.map((e) => joinPlayerId(f, d, e)) : [joinPlayerId(f, d)])) : [f.id]));
      expect(menu.sort(), game.id).toEqual(playersOf(game).map((p) => p.id).sort());
      for (const p of playersOf(game)) {
        const { family, depth, evaluation } = splitPlayerId(game, p.id);
        expect(joinPlayerId(familyOf(game, family), depth, evaluation)).toBe(p.id);
      }
    }
    const alphabeta = familyOf(othello, 'alphabeta');
    expect(alphabeta.evaluations).toEqual(['discs', 'weights', 'mobility', 'strong']);
    // Another family keeps the depth and the evaluation; one it does not offer becomes the game's default.
    expect(joinPlayerId(alphabeta, 2, 'mobility')).toBe('alphabeta-d2-mobility');
    expect(joinPlayerId(alphabeta, 2, '')).toBe('alphabeta-d2-weights');
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
    expect(familyName(t('en'), WORDS.en, MINIMAX)).toBe('Minimax (depth-limited)');
  });

  it('has Japanese names with the depth filled in', () => {
    expect(playerName(t('ja'), WORDS.ja, 'minimax-d4')).toBe('ミニマックス（深さ 4）');
    expect(playerName(t('ja'), WORDS.ja, 'random')).toBe('ランダム');
    for (const p of playersOf(ticTacToe)) expect(playerDescription(t('ja'), WORDS.ja, p.id)).not.toMatch(/[{}]/);
  });

  it('treats unknown ids as random, so a stale value never breaks the menu', () => {
    expect(splitPlayerId(ticTacToe, 'grandmaster').family).toBe('random');
    expect(splitPlayerId(ticTacToe, 'minimax-d7')).toEqual({ family: 'minimax', depth: 7, evaluation: '' });
    expect(splitPlayerId(othello, 'alphabeta-d3-weights')).toEqual({ family: 'alphabeta', depth: 3, evaluation: 'weights' });
    expect(splitPlayerId(othello, 'minimax-d3').family).toBe('random');
  });

  it('names a searched game’s depth-limited searches with their depth and evaluation, in both languages', async () => {
    const words = { en: await othelloModule.words.en(), ja: await othelloModule.words.ja() };
    expect(playerName(t('en'), words.en, 'alphabeta-d3-weights')).toBe(`Alpha-beta, depth 3, ${words.en.evaluations.weights.short}`);
    expect(playerName(t('ja'), words.ja, 'minimax-d2-discs')).toBe(`ミニマックス（深さ 2・${words.ja.evaluations.discs.short}）`);
    expect(playerDescription(t('en'), words.en, 'alphabeta-d1-discs')).toMatch(/^Looks 1 move ahead with alpha-beta .* judges unfinished positions by disc/);
    expect(playerName(t('en'), words.en, 'as-written')).toBe(words.en.players['as-written'].name);
    expect(familyName(t('ja'), words.ja, familyOf(othello, 'alphabeta'))).toBe('αβ 法（深さ制限つき）');
  });
});
