import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../src/worker/handler.ts';
import type { TreeResponse } from '../../src/worker/protocol.ts';
import { fromTransferable } from '../../src/tree/transfer.ts';
import { treeStats } from '../../src/tree/stats.ts';
import { bestMovesMask, positionValue } from '../../src/tree/positions.ts';

function run(request: unknown) {
  const posted: { msg: TreeResponse; transfer?: Transferable[] }[] = [];
  handleRequest(request, (msg, transfer) => posted.push({ msg, transfer }));
  return posted;
}

describe('worker handler (Node, fake post)', () => {
  it('posts a few dozen rising progress messages, then the tree with its buffers in the transfer list', () => {
    const posted = run({ type: 'build', id: 7 });
    const progress = posted.filter((p) => p.msg.type === 'progress').map((p) => p.msg as Extract<TreeResponse, { type: 'progress' }>);
    expect(progress.length).toBeGreaterThanOrEqual(10);
    expect(progress.length).toBeLessThanOrEqual(40);
    for (let i = 1; i < progress.length; i++) expect(progress[i].fraction).toBeGreaterThan(progress[i - 1].fraction);
    expect(progress[progress.length - 1].fraction).toBe(1);
    const last = posted[posted.length - 1];
    expect(last.msg.type).toBe('built');
    if (last.msg.type !== 'built') return;
    expect(last.msg.id).toBe(7);
    expect(last.transfer?.length).toBe(24);
    const bytes = (last.transfer as ArrayBuffer[]).reduce((s, b) => s + b.byteLength, 0);
    expect(bytes).toBeGreaterThan(10_000_000);
    const tree = fromTransferable(structuredClone(last.msg.tree, { transfer: last.transfer }));
    expect(treeStats(tree).nodes).toBe(549946);
    expect(last.msg.timings.buildMs).toBeGreaterThan(0);
  });

  it('posts the scored position table first, as a copy without its edge lists, before any node is built', () => {
    const posted = run({ type: 'build', id: 5 });
    const at = posted.findIndex((p) => p.msg.type === 'positions');
    expect(at).toBeGreaterThanOrEqual(0);
    const nodesProgress = posted.findIndex((p) => p.msg.type === 'progress' && p.msg.phase === 'nodes');
    expect(at).toBeLessThan(nodesProgress);
    const msg = posted[at].msg as Extract<TreeResponse, { type: 'positions' }>;
    expect(msg.id).toBe(5);
    expect(posted[at].transfer).toBeUndefined(); // copied: the worker goes on using its own table
    expect(msg.positions.count).toBe(5478);
    expect('edges' in msg.positions).toBe(false);
    const table = structuredClone(msg.positions);
    const built = posted[posted.length - 1].msg as Extract<TreeResponse, { type: 'built' }>;
    const tree = fromTransferable(built.tree);
    expect(positionValue(table, 0)).toBe(0);
    expect(bestMovesMask(table, 0)).toBe(0x1ff);
    for (let p = 0; p < 5478; p++) expect([table.score[p], table.bestMask[p], table.bestMaskShortest[p]]).toEqual([tree.positions.score[p], tree.positions.bestMask[p], tree.positions.bestMaskShortest[p]]);
  });

  it.each(['bottom-up', 'depth-first'] as const)('keeps progress rising with %s scoring over the nodes', (scoring) => {
    const posted = run({ type: 'build', id: 3, scoring });
    const fractions = posted.filter((p) => p.msg.type === 'progress').map((p) => (p.msg as Extract<TreeResponse, { type: 'progress' }>).fraction);
    expect(fractions.length).toBeGreaterThanOrEqual(10);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]).toBeGreaterThan(fractions[i - 1]);
    expect(fractions[fractions.length - 1]).toBe(1);
    expect(posted[posted.length - 1].msg.type).toBe('built');
  });

  it('builds depth-first on request with the same result', () => {
    const posted = run({ type: 'build', id: 1, method: 'dfs', scoring: 'depth-first' });
    const last = posted[posted.length - 1].msg;
    expect(last.type).toBe('built');
    if (last.type === 'built') expect(fromTransferable(last.tree).score[0]).toBe(0);
  });

  it.each([
    [{ type: 'explode', id: 3 }, 3, /unknown request type "explode"/],
    [{ type: 'build', id: 4, method: 'sideways' }, 4, /unknown build method "sideways"/],
    [{ type: 'build', id: 5, scoring: 'vibes' }, 5, /unknown scoring method "vibes"/],
    [null, -1, /unknown request type/],
    ['build', -1, /unknown request type/],
  ])('answers a bad request %j with an error message, never a throw', (request, id, message) => {
    const posted = run(request);
    expect(posted).toHaveLength(1);
    expect(posted[0].msg).toMatchObject({ type: 'error', id });
    if (posted[0].msg.type === 'error') expect(posted[0].msg.message).toMatch(message);
  });
});
