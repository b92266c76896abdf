import { useCallback, useState } from 'react';
import { NO_PROGRESS, readProgress, withDone, withSeen, writeProgress, type Progress } from '../state/progress.ts';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The course's progress, read once and saved on every change. */
export function useProgress() {
  const [progress, setProgress] = useState<Progress>(() => readProgress(storage()));
  const update = useCallback((f: (p: Progress) => Progress) => {
    setProgress((p) => {
      const next = f(p);
      if (next !== p) writeProgress(storage(), next);
      return next;
    });
  }, []);
  return {
    progress,
    seen: useCallback((chapter: string, step: string) => update((p) => withSeen(p, chapter, step)), [update]),
    passed: useCallback((chapter: string) => update((p) => withDone(p, chapter)), [update]),
    reset: useCallback(() => update(() => NO_PROGRESS), [update]),
  };
}

export type ProgressApi = ReturnType<typeof useProgress>;
