import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { useAppStoreApi } from '../../../components/StoreContext.tsx';
import { lineReviewOf, type LineReviewState, type ReviewContext } from '../state/lineReview.ts';

/** What a store without a search port reviews: nothing. */
const NONE = createStore<LineReviewState>()(() => ({ key: '', line: [], positions: [], working: false, slow: false, error: null }));

/**
 * The review of `ctx` (null: none asked; the request in flight is cancelled): kept in step with it while the
 * component is mounted, stopped when it goes (another tab, another game).
 */
export function useLineReview(ctx: ReviewContext | null): LineReviewState {
  const review = lineReviewOf(useAppStoreApi());
  useEffect(() => review?.sync(ctx), [review, ctx]);
  useEffect(() => () => review?.sync(null), [review]);
  return useStore(review?.store ?? NONE);
}
