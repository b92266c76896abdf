import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../src/worker/handler.ts';
import type { TreeResponse } from '../../src/worker/protocol.ts';
import { fromTransferable } from '../../src/tree/transfer.ts';
import { treeStats } from '../../src/tree/stats.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { positionValue, unpackPositions } from '../../src/tree/positions.ts';

function run(request: unknown) {
  const posted: { msg: TreeResponse; transfer?: Transferable[] }[] = [];
  handleRequest(request, (msg, transfer) => posted.push({ msg, transfer }));
  return posted;
}

describe('worker handler (Node, fake post)', () => {
  it('posts a few dozen rising progress messages, then the tree with its buffers in the transfer list', () => {
    const posted = run({ type: 'build', id: 7, game: 'tictactoe' });
    const progress = posted.filter((p) => p.msg.type === 'progress').map((p) => p.msg as Extract<TreeResponse, { type: 'progress' }>);
    expect(progress.length).toBeGreaterThanOrEqual(10);
    expect(progress.length).toBeLessThanOrEqual(40);
    for (let i = 1; i < progress.length; i++) expect(progress[i].fraction).toBeGreaterThan(progress[i - 1].fraction);
    expect(progress[progress.length - 1].fraction).toBe(1);
    const last = posted[posted.length - 1];
    expect(last.msg.type).toBe('built');
    if (last.msg.type !== 'built') return;
    expect(last.msg.id).toBe(7);
    // One buffer per column (10 node, 11 position, 4 edge columns) and levelStart's.
    expect(last.transfer?.length).toBe(26);
    const bytes = (last.transfer as ArrayBuffer[]).reduce((s, b) => s + b.byteLength, 0);
    expect(bytes).toBeGreaterThan(9_000_000); // 17 bytes a node and the position table
    const tree = fromTransferable(ticTacToe, structuredClone(last.msg.tree, { transfer: last.transfer }));
    expect(treeStats(tree).nodes).toBe(549946);
    expect(last.msg.timings.buildMs).toBeGreaterThan(0);
  });

  it('answers a positions request with the scored position table alone, its buffers transferred', () => {
    const posted = run({ type: 'positions', id: 5, game: ticTacToe.id });
    expect(posted).toHaveLength(1);
    const { msg, transfer } = posted[0];
    expect(msg.type).toBe('positions');
    if (msg.type !== 'positions') return;
    expect(msg.id).toBe(5);
    expect(transfer).toEqual([...msg.table.positions.buffers, ...msg.table.edges.buffers]);
    const table = unpackPositions(ticTacToe, structuredClone(msg.table, { transfer: transfer as ArrayBuffer[] }));
    expect(table.count).toBe(5478);
    expect(positionValue(table, 0)).toBe(0);
  });

  it('refuses a game without a complete tree', () => {
    const posted = run({ type: 'build', id: 1, game: 'chess' });
    expect(posted.map((p) => p.msg)).toEqual([{ type: 'error', id: 1, message: 'no complete tree can be built for the game "chess"' }]);
  });

  it.each([
    [{ type: 'explode', id: 3 }, 3, /unknown request type "explode"/],
    [{ type: 'build', id: 4 }, 4, /no complete tree can be built for the game undefined/],
    [{ type: 'build', id: 5, game: 'toString' }, 5, /no complete tree can be built for the game "toString"/],
    [null, -1, /unknown request type/],
    ['build', -1, /unknown request type/],
  ])('answers a bad request %j with an error message, never a throw', (request, id, message) => {
    const posted = run(request);
    expect(posted).toHaveLength(1);
    expect(posted[0].msg).toMatchObject({ type: 'error', id });
    if (posted[0].msg.type === 'error') expect(posted[0].msg.message).toMatch(message);
  });
});
