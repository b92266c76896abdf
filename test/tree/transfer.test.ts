import { describe, expect, it } from 'vitest';
import { buildGameTree } from '../../src/tree/buildGameTree.ts';
import { fromTransferable, toTransferable, TransferFormatError, TRANSFER_VERSION } from '../../src/tree/transfer.ts';
import { firstDifference } from '../helpers/arrays.ts';
import { treeStats } from '../../src/tree/stats.ts';

describe('transfer format', () => {
  it('round-trips through structuredClone with the buffers transferred', () => {
    const tree = buildGameTree();
    const before = treeStats(tree);
    const score = tree.score.slice();
    const { data, transfer } = toTransferable(tree);
    expect(new Set(transfer).size).toBe(transfer.length);
    const totalBytes = transfer.reduce((s, b) => s + b.byteLength, 0);
    expect(totalBytes).toBeLessThanOrEqual(12 * 1024 * 1024);
    const copy = structuredClone(data, { transfer });
    // transferred, not copied: the sender's buffers are detached
    expect(tree.score.byteLength).toBe(0);
    const back = fromTransferable(copy);
    expect(firstDifference(back.score, score)).toBe(-1);
    expect(treeStats(back)).toEqual(before);
    expect(back.scored).toBe(true);
  });

  it('copies a column that is only a view of a larger buffer instead of sending the whole buffer', () => {
    const tree = buildGameTree();
    const big = new Int8Array(tree.nodeCount * 2);
    big.set(tree.score, 5);
    const view = big.subarray(5, 5 + tree.nodeCount);
    const { data } = toTransferable({ ...tree, score: view });
    expect((data.nodes.score as Int8Array).buffer.byteLength).toBe(tree.nodeCount);
  });

  it('rejects wrong formats, versions and columns with a clear error', () => {
    const { data } = toTransferable(buildGameTree());
    expect(() => fromTransferable(null)).toThrow(TransferFormatError);
    expect(() => fromTransferable({ ...data, format: 'other' })).toThrow(/unknown tree format/);
    expect(() => fromTransferable({ ...data, version: TRANSFER_VERSION + 1 })).toThrow(/version 3 is not supported/);
    expect(() => fromTransferable({ ...data, nodes: { ...data.nodes, score: new Int16Array(3) } })).toThrow(/column score should be a Int8Array/);
    expect(() => fromTransferable({ ...data, nodes: { ...data.nodes, move: new Int8Array(3) } })).toThrow(/column move has 3 entries/);
  });
});
