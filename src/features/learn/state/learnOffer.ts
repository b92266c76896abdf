/**
 * The first-visit offer of the course: shown to a visitor who has neither
 * taken nor dismissed it, on the plain front page only (never over a link to
 * a position, a tab or a quiz). Tiny: it is read with the page.
 */
export const OFFER_KEY = 'minimax-explorer/learn-offer/v1';

/** Whether to offer the course: the front page's address and no answer saved (storage refused: no offer). */
export function shouldOffer(hash: string, storage: () => Pick<Storage, 'getItem'>): boolean {
  if (!/^#?\/?$/.test(hash)) return false;
  try {
    return storage().getItem(OFFER_KEY) === null;
  } catch {
    return false;
  }
}
