import { describe, expect, it, vi } from 'vitest';
import * as positions from '../../src/tree/positions.ts';
import { handleRequest } from '../../src/worker/handler.ts';
import type { TreeResponse } from '../../src/worker/protocol.ts';

vi.mock('../../src/tree/positions.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof positions>();
  return { ...actual, buildPositionTable: vi.fn(actual.buildPositionTable) };
});

describe('worker handler: the position table is built once', () => {
  it('a build after a positions request of the same game reuses its table; the next build starts afresh', () => {
    const posted: TreeResponse[] = [];
    const post = (msg: TreeResponse) => posted.push(msg);
    const build = vi.mocked(positions.buildPositionTable);
    handleRequest({ type: 'positions', id: 1, game: 'tictactoe' }, post);
    expect(build).toHaveBeenCalledTimes(1);
    handleRequest({ type: 'build', id: 2, game: 'tictactoe' }, post);
    expect(build).toHaveBeenCalledTimes(1);
    const built = posted.find((m) => m.type === 'built');
    expect(built?.type === 'built' && built.tree.positions.rows).toBe(5478);
    // the posted table was a copy: it is still readable after the tree's buffers left
    const table = posted.find((m) => m.type === 'positions');
    expect(table?.type === 'positions' && table.table.positions.buffers[0].byteLength).toBeGreaterThan(0);
    handleRequest({ type: 'build', id: 3, game: 'tictactoe' }, post);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
