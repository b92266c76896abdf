import { useEffect } from 'react';
import type { AppStore } from '../../../store/createAppStore.ts';
import { remoteStep } from '../../present/ui/usePresenter.ts';

/**
 * A presenter remote on the solved explorer (presentation mode): forward goes to a best move of the focus (the line
 * ahead when it is one), back to the parent. The tab list gives this explorer no step of its own (its code loads with
 * it), so it reads the remote here, before the app's (usePresenter.ts, on the window, leaves a key whose default was
 * prevented).
 */
export function useSolvedPresenter(store: AppStore, present: boolean, bestMoves: readonly number[]): void {
  useEffect(() => {
    if (!present) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented || store.getState().presentBlank) return;
      const step = remoteStep(e);
      if (step === 0) return;
      e.preventDefault();
      const s = store.getState();
      if (step === -1) return s.playGoTo(s.playMoves.length - 1);
      if (bestMoves.length === 0) return;
      const next = bestMoves.includes(s.playFuture[0]) ? s.playFuture[0] : bestMoves[0];
      s.playLoad([...s.playMoves, next]);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store, present, bestMoves]);
}
