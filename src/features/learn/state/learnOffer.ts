/**
 * The first-visit offer of the course: shown to a visitor who has neither
 * taken nor dismissed it, on the plain front page only (never over a link to
 * a position, a tab or a quiz: App.tsx checks the address, LearnOffer.tsx the storage).
 */
export const OFFER_KEY = 'minimax-explorer/learn-offer/v1';

/** Whether to offer the course on the front page: no answer saved (storage refused: no offer). */
export function shouldOffer(storage: () => Pick<Storage, 'getItem'>): boolean {
  try {
    return storage().getItem(OFFER_KEY) === null;
  } catch {
    return false;
  }
}
