import { describe, expect, it } from 'vitest';
import { buildGameTree } from '../../src/tree/build.ts';
import { columnBytes } from '../../src/tree/columns.ts';
import { NODE_COLUMNS } from '../../src/tree/gameTree.ts';
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

  it('sends every node column in one buffer of exactly their size, and the position table in two', () => {
    const tree = buildGameTree(ticTacToe);
    const { data, transfer } = toTransferable(tree);
    expect(data.nodes.buffer.byteLength).toBe(columnBytes(NODE_COLUMNS, tree.nodeCount));
    expect(transfer).toEqual([data.nodes.buffer, data.positions.buffer, data.edges.buffer, data.levelStart.buffer]);
  });

  it('rejects wrong formats, versions and columns with a clear error', () => {
    const { data } = toTransferable(buildGameTree(ticTacToe));
    expect(() => fromTransferable(ticTacToe, null)).toThrow(TransferFormatError);
    expect(() => fromTransferable(ticTacToe, { ...data, format: 'other' })).toThrow(/unknown tree format/);
    expect(() => fromTransferable(ticTacToe, { ...data, version: TRANSFER_VERSION + 1 })).toThrow(/version 4 is not supported/);
    expect(() => fromTransferable(ticTacToe, { ...data, game: 'chess' })).toThrow(/the tree is of "chess"/);
    expect(() => fromTransferable(ticTacToe, { ...data, nodes: { ...data.nodes, buffer: new ArrayBuffer(3) } })).toThrow(/the node buffer has 3 bytes/);
    expect(() => fromTransferable(ticTacToe, { ...data, edges: { rows: 3 } })).toThrow(/the edge columns are missing/);
  });
});
