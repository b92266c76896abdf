/** Lab functions only tests use (the lab itself records frames as the search runs, labFrameRecorder). */
import { labFrameRecorder, type LabAlgorithm, type LabFrame, type LabFrameOptions, type LabFrames, type LabNodeState, type LabTraceStep } from '../../src/view/labFrames.ts';
import type { LabTree } from '../../src/view/labTree.ts';

/** Indices of every descendant of `node` (not the node itself), preorder. O(descendants). */
export function descendantsOf<S>(tree: LabTree<S>, node: number): number[] {
  const out: number[] = [];
  for (let i = node + 1; i < node + tree.subtreeSize[node]; i++) out.push(i);
  return out;
}

/** The state of every node before the search: nothing known. */
export function initialNodeStates<S>(tree: LabTree<S>): LabNodeState[] {
  const unvisited: LabNodeState = { status: 'unvisited', visit: 0, value: null, result: null, entered: null, window: null, best: null, hit: null, stored: null };
  return new Array<LabNodeState>(tree.size).fill(unvisited);
}

/**
 * The frames of a traced search over `tree` (whose root is the searched
 * position; same depth limit), as an array (small trees and tests; the lab
 * itself records with `labFrameRecorder`). Throws a RangeError when a step
 * names a node the tree does not have.
 */
export function buildLabFrames<S>(tree: LabTree<S>, trace: readonly LabTraceStep<S>[], algorithm: LabAlgorithm, options: LabFrameOptions = {}): LabFrame[] {
  const rec = labFrameRecorder(tree, algorithm, options);
  for (const step of trace) rec.add(step);
  return frameList(rec.finish());
}

/** Every frame as an array. O(frames). */
export function frameList(frames: LabFrames): LabFrame[] {
  return Array.from({ length: frames.length }, (_, i) => frames.at(i));
}
