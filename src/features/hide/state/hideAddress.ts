/**
 * "Hide values" (predict first) in the address, `?hide=1`: in every game's, so
 * a shared link keeps the class from seeing the answers (the machinery:
 * `src/store/urlFields.ts`; composed by `src/store/gameAddress.ts`).
 */
import { BOOL, bit, type UrlField } from '../../../store/urlFields.ts';

export const HIDE_FIELD: UrlField = {
  key: 'hide',
  fallback: '0',
  get: (s) => bit(s.settings.hideValues),
  valid: BOOL,
  set: (store, v) => {
    if (store.getState().settings.hideValues !== (v === '1')) store.getState().setHideValues(v === '1');
  },
};
