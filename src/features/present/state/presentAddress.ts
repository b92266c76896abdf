/**
 * Presentation mode in the address: `?present` in the query string (before
 * the hash), read once at start-up, so a link can open a lesson on the
 * projector.
 */

/** True when the query string asks for presentation mode: `?present` (or `?present=1`, `&present`; `present=0` is off). */
export function presentFromSearch(search: string): boolean {
  const v = new URLSearchParams(search).get('present');
  return v !== null && v !== '0' && v !== 'false';
}
