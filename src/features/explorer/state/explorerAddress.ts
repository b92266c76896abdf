/**
 * The explorer's view options in the address, `?levels=3&order=value&merge=1&picture=overview`
 * (the levels shown, the children's order, symmetric positions merged, the
 * subtree or the whole-game overview). The machinery: `src/store/urlFields.ts`;
 * composed by `src/store/gameAddress.ts`.
 */
import type { ChildOrder } from '../../../store/settings.ts';
import { BOOL, bit, oneOf, type UrlField } from '../../../store/urlFields.ts';

/** The picture shown: the subtree or the whole game (also the explorer of a game solved whole: features/solvedExplorer). */
export const PICTURE_FIELD: UrlField = {
  key: 'picture',
  fallback: 'subtree',
  get: (s) => s.viewPicture,
  valid: oneOf(['subtree', 'overview']),
  set: (store, v) => store.getState().showPicture(v === 'overview' ? 'overview' : 'subtree'),
};

export const EXPLORER_FIELDS: readonly UrlField[] = [
  {
    key: 'levels',
    fallback: '2',
    get: (s) => String(s.settings.treeDepth),
    valid: oneOf(['1', '2', '3', '4', '5']),
    set: (store, v) => store.getState().updateSettings({ treeDepth: Number(v) }),
  },
  {
    key: 'order',
    fallback: 'cell',
    get: (s) => s.settings.childOrder,
    valid: oneOf(['cell', 'value']),
    set: (store, v) => store.getState().updateSettings({ childOrder: v as ChildOrder }),
  },
  {
    key: 'merge',
    fallback: '0',
    get: (s) => bit(s.settings.mergeSymmetry),
    valid: BOOL,
    set: (store, v) => store.getState().updateSettings({ mergeSymmetry: v === '1' }),
  },
  PICTURE_FIELD,
];
