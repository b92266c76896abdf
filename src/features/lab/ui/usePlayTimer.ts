import { useEffect } from 'react';
import { useAppStore, useAppStoreApi } from '../../../components/StoreContext.tsx';
import { selectPlaying, selectSpeed } from './labSelectors.ts';

/**
 * Advances the lab one frame per tick while playing, at the chosen speed.
 * The interval stops when playback pauses, and playback pauses on unmount
 * (so a hidden lab never keeps a timer).
 */
export function usePlayTimer(): void {
  const store = useAppStoreApi();
  const playing = useAppStore(selectPlaying);
  const speed = useAppStore(selectSpeed);
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => store.getState().tickLab(), 1000 / speed);
    return () => clearInterval(id);
  }, [playing, speed, store]);
  useEffect(() => () => store.getState().setLabPlaying(false), [store]);
}
