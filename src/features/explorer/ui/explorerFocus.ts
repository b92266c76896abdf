/**
 * Where keyboard focus goes when a position opens in the explorer (an arena failure, Back to the start):
 * the tree's current item, or, when the explorer shows the whole-game overview (the tree rendered but
 * hidden, where focus cannot land), the overview's controls.
 */
import { treeIn, treeOrLater } from '../../../components/focus.ts';

/** The first enabled zoom button of the overview's controls, else its weight menu. */
export const zoomControlIn = (group: ParentNode | null | undefined): HTMLElement | null =>
  group?.querySelector<HTMLElement>('button:not(:disabled)') ?? group?.querySelector<HTMLElement>('select') ?? null;

/**
 * The overview's first enabled control if the overview is shown; else the tree if it is shown; else
 * null, leaving a request that the tree (TreeExplorer) or the overview (Overview) takes when it renders.
 */
export function explorerFocusTarget(scope: ParentNode | null | undefined): HTMLElement | null {
  const controls = scope?.querySelector('.explorer .overview-controls');
  if (controls) return zoomControlIn(controls);
  const tree = treeIn(scope);
  return treeOrLater(tree?.closest('[hidden]') ? null : scope);
}
