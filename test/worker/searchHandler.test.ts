import { describe, expect, it } from 'vitest';
import { othello } from '../../src/games/othello/index.ts';
import { createSearchHandler } from '../../src/worker/searchHandler.ts';
import type { SearchResponse } from '../../src/worker/searchProtocol.ts';
import { search } from '../../src/search/alphaBeta.ts';
import { EVALUATIONS } from '../../src/games/othello/index.ts';

function setup() {
  const messages: SearchResponse[] = [];
  const handle = createSearchHandler((m) => messages.push(m), { yieldNow: () => Promise.resolve() });
  return { messages, handle };
}

const f5d6c3 = othello.parseMoves('f5d6c3').moves;

describe('search worker handler', () => {
  it('cpu-move: one progress per depth, then the deepest move with its value and nodes', async () => {
    const { messages, handle } = setup();
    await handle({ type: 'cpu-move', id: 7, game: 'othello', moves: f5d6c3, depth: 4, evaluation: 'weights' });
    expect(messages.map((m) => m.type)).toEqual(['cpu-progress', 'cpu-progress', 'cpu-progress', 'cpu-progress', 'cpu-move']);
    const last = messages[4];
    if (last.type !== 'cpu-move') throw new Error('no move');
    const plain = search(othello, othello.parseMoves('f5d6c3').state, { depth: 4, order: 'centre', tt: true, evaluate: EVALUATIONS[1].evaluate });
    expect(last).toMatchObject({ id: 7, move: plain.bestMove, value: plain.value, depth: 4, reason: 'depth' });
    expect(last.nodes).toBe(messages.slice(0, 4).reduce((n, m) => n + (m.type === 'cpu-progress' ? m.nodes : 0), 0));
  });

  it('cancel stops a CPU move between depths; a newer request wins', async () => {
    const { messages, handle } = setup();
    const running = handle({ type: 'cpu-move', id: 1, game: 'othello', moves: [], depth: 12 });
    await handle({ type: 'cancel', id: 1 });
    await running;
    const done = messages.find((m) => m.type === 'cpu-move');
    expect(done).toMatchObject({ id: 1, reason: 'cancelled' });
    if (done?.type === 'cpu-move') expect(done.depth).toBeLessThan(12);
  });

  it('expand: one level with values, best and chosen flags, pruned children with alpha-beta', async () => {
    const { messages, handle } = setup();
    await handle({ type: 'expand', id: 3, game: 'othello', moves: f5d6c3, depth: 3, path: [], evaluation: 'discs', algorithm: 'alphabeta', order: 'cell', tt: false });
    const m = messages[0];
    if (m.type !== 'level') throw new Error(JSON.stringify(m));
    expect(m.level.children.map((c) => othello.formatMove(c.move))).toEqual(['d3', 'f3', 'f4', 'g5']);
    expect(m.level.children.filter((c) => c.chosen)).toHaveLength(1);
    for (const c of m.level.children) {
      await handle({ type: 'expand', id: 4, game: 'othello', moves: f5d6c3, depth: 3, path: [c.move], evaluation: 'discs', algorithm: 'alphabeta', order: 'cell', tt: false });
    }
    const pruned = messages.slice(1).flatMap((x) => (x.type === 'level' ? x.level.children.filter((c) => !c.searched) : []));
    expect(pruned.length).toBeGreaterThan(0);
  });

  it('node-counts: every variant at every depth, alpha-beta never above minimax', async () => {
    const { messages, handle } = setup();
    const variants = [
      { algorithm: 'minimax', order: 'cell', tt: false },
      { algorithm: 'alphabeta', order: 'centre', tt: true },
    ];
    await handle({ type: 'node-counts', id: 5, game: 'othello', moves: f5d6c3, depths: [1, 2, 3], variants });
    const final = messages[messages.length - 1];
    if (final.type !== 'node-counts') throw new Error('no counts');
    expect(final.cells).toHaveLength(6);
    expect(messages.filter((m) => m.type === 'node-counts-progress')).toHaveLength(6);
    for (const d of [1, 2, 3]) {
      const [mm, ab] = [0, 1].map((v) => final.cells.find((c) => c.variant === v && c.depth === d));
      expect(ab?.value).toBe(mm?.value);
      expect(ab?.nodes).toBeLessThanOrEqual(mm?.nodes ?? 0);
    }
  });

  it.each([
    [{ type: 'cpu-move', id: 1, game: 'chess', moves: [], depth: 2 }, /unknown game/],
    [{ type: 'cpu-move', id: 1, game: 'othello', moves: [0], depth: 2 }, /move 1: a1/],
    [{ type: 'cpu-move', id: 1, game: 'othello', moves: [], depth: 2, evaluation: 'corners' }, /unknown evaluation/],
    [{ type: 'cpu-move', id: 1, game: 'othello', moves: [], depth: 99 }, /depth must be/],
    [{ type: 'expand', id: 1, game: 'othello', moves: [], depth: 2, path: [37, 0] }, /path must be/],
    [{ type: 'frob', id: 1 }, /unknown request type/],
  ])('bad request %j -> error', async (req, message) => {
    const { messages, handle } = setup();
    await handle(req);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 'error', id: 1, code: 'bad-request' });
    if (messages[0].type === 'error') expect(messages[0].message).toMatch(message);
  });
});
