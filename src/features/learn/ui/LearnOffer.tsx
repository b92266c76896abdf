import '../learnWords.ts';
import './learnOffer.css';
import { useState } from 'react';
import { useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { OFFER_KEY, shouldOffer } from '../state/learnOffer.ts';

function remember(answer: 'started' | 'dismissed'): void {
  try {
    localStorage.setItem(OFFER_KEY, answer);
  } catch {
    // Refused: the offer is simply not shown again this visit.
  }
}

/** The first visit's offer of the course: one click to start it, one to dismiss it; either is remembered. */
export function LearnOffer() {
  const t = useT();
  const store = useAppStoreApi();
  const [open, setOpen] = useState(() => shouldOffer(() => localStorage));
  if (!open) return null;
  return (
    <aside className="notice learn-offer" aria-labelledby="learn-offer-text" data-testid="learn-offer">
      <p id="learn-offer-text">{t('learn.offer.text')}</p>
      <button
        type="button"
        className="button primary"
        onClick={() => {
          remember('started');
          setOpen(false);
          store.getState().openLearn('');
        }}
      >
        {t('learn.offer.start')}
      </button>{' '}
      <button
        type="button"
        className="button"
        onClick={() => {
          remember('dismissed');
          setOpen(false);
        }}
      >
        {t('learn.offer.dismiss')}
      </button>
    </aside>
  );
}
