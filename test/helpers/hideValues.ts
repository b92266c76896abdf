/** Hiding values: what only the tests use (the list of hidden elements the feature's test walks, and revealing one key). */
import { anyHidden, type HideValues } from '../../src/view/hideValues.ts';

/**
 * Every kind of element that carries a value and is hidden while the switch is
 * on (the test of this feature walks this list). `perNode`: revealed one by
 * one; otherwise only by "Reveal all".
 */
export const HIDDEN_ELEMENTS = [
  { id: 'status-verdict', perNode: true },
  { id: 'hint-tint', perNode: true },
  { id: 'hint-number', perNode: true },
  { id: 'hint-best-dot', perNode: false },
  { id: 'ai-line-value', perNode: false },
  { id: 'explorer-label', perNode: true },
  { id: 'explorer-colour', perNode: true },
  { id: 'explorer-best-edge', perNode: false },
  { id: 'info-panel-value', perNode: true },
  { id: 'info-panel-best', perNode: false },
  { id: 'hover-value', perNode: true },
  { id: 'summary-root-value', perNode: true },
  { id: 'accessible-value', perNode: true },
  { id: 'accessible-best', perNode: false },
  { id: 'lab-value', perNode: true },
  { id: 'lab-caption', perNode: true },
  { id: 'lab-case-value', perNode: true },
  { id: 'overview-colour', perNode: false },
  { id: 'search-value', perNode: false },
  { id: 'search-tree-value', perNode: false },
] as const;

/** The state after revealing one key (unchanged when nothing is hidden or it is already revealed). */
export function reveal(h: HideValues, key: string): HideValues {
  if (!anyHidden(h) || h.revealed.has(key)) return h;
  return { ...h, revealed: new Set([...h.revealed, key]) };
}
