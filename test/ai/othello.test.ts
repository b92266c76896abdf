import { describe, expect, it } from 'vitest';
import { othello } from '../../src/games/othello/index.ts';
import { createPlayer, parsePlayerSpec, playersOf } from '../../src/ai/registry.ts';
import { MatchRunner, runMatch } from '../../src/ai/arena.ts';
import { untimed } from '../helpers/matchResult.ts';

describe('Othello players', () => {
  it('the registry offers random, greedy, as-written and depth-limited search with each evaluation', () => {
    const ids = playersOf(othello).map((p) => p.id);
    expect(ids.slice(0, 3)).toEqual(['random', 'greedy', 'as-written']);
    for (const e of ['discs', 'weights', 'mobility']) for (const a of ['minimax', 'alphabeta']) expect(ids).toContain(`${a}-d8-${e}`);
    expect(ids).not.toContain('perfect');
    expect(ids).not.toContain('alphabeta');
  });
  it('parses specs: default evaluation weights, short forms, errors list the choices', () => {
    expect(parsePlayerSpec(othello, 'Minimax:3')).toEqual({ ok: true, value: 'minimax-d3-weights' });
    expect(parsePlayerSpec(othello, 'alphabeta-d5-discs')).toEqual({ ok: true, value: 'alphabeta-d5-discs' });
    const bad = parsePlayerSpec(othello, 'alphabeta-d3-corners');
    expect(!bad.ok && bad.error.message).toMatch(/unknown evaluation.*discs\|weights\|mobility/);
    const deep = parsePlayerSpec(othello, 'minimax-d9');
    expect(!deep.ok && deep.error.message).toMatch(/depth out of range \(1..8\)/);
  });
});

describe('Othello matches', () => {
  it('plays N games per side with colours swapped and seeded random openings, reproducibly', () => {
    const play = () => runMatch(othello, createPlayer(othello, 'alphabeta-d3-weights'), createPlayer(othello, 'random'), { games: 4, seed: 5, openingMoves: 4, chunkSize: 1 });
    const r = play();
    expect(r.engine).toBe('reference');
    expect(r.openingMoves).toBe(4);
    expect([r.asFirst.games, r.asSecond.games, r.total.games]).toEqual([4, 4, 8]);
    expect(r.total.win).toBeGreaterThan(r.total.lose);
    expect(untimed(play())).toEqual(untimed(r));
  });
  it('minimax and alpha-beta at the same depth and evaluation play the very same games', () => {
    const m = runMatch(othello, createPlayer(othello, 'minimax-d2-discs'), createPlayer(othello, 'greedy'), { games: 3, seed: 9, openingMoves: 2 });
    const a = runMatch(othello, createPlayer(othello, 'alphabeta-d2-discs'), createPlayer(othello, 'greedy'), { games: 3, seed: 9, openingMoves: 2 });
    expect({ ...a, a: '', cost: null }).toEqual({ ...m, a: '', cost: null }); // same games; only the cost differs
    expect(a.cost?.a?.moves).toBe(m.cost?.a?.moves);
    expect(a.cost?.a?.nodesTotal).toBeGreaterThan(0);
  });
  it('a match can stop between games (cancellation) with the tally so far', () => {
    const runner = new MatchRunner(othello, createPlayer(othello, 'as-written'), createPlayer(othello, 'random'), { games: 5, seed: 1, openingMoves: 2 });
    runner.step(3);
    const r = runner.result();
    expect(r.cancelled).toBe(true);
    expect(r.asFirst.games).toBe(3);
  });
});
