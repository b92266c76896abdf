import { describe, expect, it } from 'vitest';
import { buildGameTree } from '../../src/tree/build.ts';
import { columnBytes } from '../../src/tree/columns.ts';
import { NODE_COLUMNS } from '../../src/tree/gameTree.ts';
import { EDGE_COLUMNS, POSITION_COLUMNS } from '../../src/tree/positions.ts';
import { fromTransferable, toTransferable, TransferFormatError, TRANSFER_VERSION } from '../../src/tree/transfer.ts';
import { firstDifference } from '../helpers/arrays.ts';
import { treeStats } from '../../src/tree/stats.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

describe('transfer format', () => {
  it('round-trips through structuredClone with the buffers transferred', () => {
    const tree = buildGameTree(ticTacToe);
    const before = treeStats(tree);
    const score = tree.scoreWdl.slice();
    const { data, transfer } = toTransferable(tree);
    expect(new Set(transfer).size).toBe(transfer.length);
    const totalBytes = transfer.reduce((s, b) => s + b.byteLength, 0);
    expect(totalBytes).toBeLessThanOrEqual(12 * 1024 * 1024);
    const copy = structuredClone(data, { transfer });
    // transferred, not copied: the sender's buffers are detached
    expect(tree.scoreWdl.byteLength).toBe(0);
    const back = fromTransferable(ticTacToe, copy);
    expect(firstDifference(back.scoreWdl, score)).toBe(-1);
    expect(back.score.wdl).toBe(back.scoreWdl);
    expect(treeStats(back)).toEqual(before);
    expect(back.scored).toBe(true);
  });

  it('sends every column in a buffer of exactly its size, all of them transferred', () => {
    const tree = buildGameTree(ticTacToe);
    const { data, transfer } = toTransferable(tree);
    expect(data.nodes.buffers.map((b) => b.byteLength)).toEqual(columnBytes(NODE_COLUMNS, tree.nodeCount));
    expect(data.nodes.buffers.map((b) => b.byteLength)).toEqual([4, 4, 2, 1, 1, 1, 1, 1, 1, 1].map((bytes) => bytes * 549946));
    expect(data.positions.buffers).toHaveLength(Object.keys(POSITION_COLUMNS).length);
    expect(data.edges.buffers).toHaveLength(Object.keys(EDGE_COLUMNS).length);
    expect(transfer).toEqual([...data.nodes.buffers, ...data.positions.buffers, ...data.edges.buffers, data.levelStart.buffer]);
    expect(new Set(transfer).size).toBe(transfer.length);
  });

  it('rejects wrong formats, versions and columns with a clear error', () => {
    const { data } = toTransferable(buildGameTree(ticTacToe));
    expect(() => fromTransferable(ticTacToe, null)).toThrow(TransferFormatError);
    expect(() => fromTransferable(ticTacToe, { ...data, format: 'other' })).toThrow(/unknown tree format/);
    expect(() => fromTransferable(ticTacToe, { ...data, version: TRANSFER_VERSION + 1 })).toThrow(/version 5 is not supported/);
    expect(() => fromTransferable(ticTacToe, { ...data, game: 'chess' })).toThrow(/the tree is of "chess"/);
    expect(() => fromTransferable(ticTacToe, { ...data, nodes: { ...data.nodes, buffers: [new ArrayBuffer(3), ...data.nodes.buffers.slice(1)] } })).toThrow(/the node buffers hold 3, 2199784, .* bytes, expected 2199784, 2199784, /);
    expect(() => fromTransferable(ticTacToe, { ...data, positions: { ...data.positions, buffers: data.positions.buffers.slice(1) } })).toThrow(/the position buffers hold/);
    expect(() => fromTransferable(ticTacToe, { ...data, edges: { rows: 3, buffers: [1, 2] } })).toThrow(/the edge columns are missing/);
    expect(() => fromTransferable(ticTacToe, { ...data, edges: { rows: 3 } })).toThrow(/the edge columns are missing/);
  });
});
