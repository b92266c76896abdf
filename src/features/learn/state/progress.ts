/**
 * The course's progress, kept in the browser (localStorage, one key, JSON):
 * the steps seen per chapter, the chapters done (their checkpoint passed)
 * and the last place, for "Continue where you left off". Pure: the storage
 * is passed in (null where the browser refuses it: progress then lasts the visit).
 */

export const PROGRESS_KEY = 'minimax-explorer/learn/v1';

export interface Progress {
  /** Step ids seen, per chapter id. */
  readonly seen: Readonly<Record<string, readonly string[]>>;
  /** Chapter ids whose checkpoint was passed. */
  readonly done: readonly string[];
  /** The last route opened ('chapter/step'), or null. */
  readonly last: string | null;
}

export const NO_PROGRESS: Progress = { seen: {}, done: [], last: null };

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The saved progress; anything unreadable reads as none. */
export function readProgress(storage: Pick<Storage, 'getItem'> | null): Progress {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return NO_PROGRESS;
    const r = raw as Record<string, unknown>;
    const seen: Record<string, string[]> = {};
    if (typeof r.seen === 'object' && r.seen !== null) for (const [k, v] of Object.entries(r.seen)) seen[k] = strings(v);
    return { seen, done: strings(r.done), last: typeof r.last === 'string' ? r.last : null };
  } catch {
    return NO_PROGRESS;
  }
}

/** Saves the progress (a refusing storage is ignored). */
export function writeProgress(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, p: Progress): void {
  try {
    if (p === NO_PROGRESS) storage?.removeItem(PROGRESS_KEY);
    else storage?.setItem(PROGRESS_KEY, JSON.stringify(p));
  } catch {
    // Full or refused: the progress lasts the visit.
  }
}

/** The progress with a step seen (and it the last place). */
export function withSeen(p: Progress, chapter: string, step: string): Progress {
  const had = p.seen[chapter] ?? [];
  const last = `${chapter}/${step}`;
  if (had.includes(step) && p.last === last) return p;
  return { ...p, seen: had.includes(step) ? p.seen : { ...p.seen, [chapter]: [...had, step] }, last };
}

/** The progress with a chapter done. */
export function withDone(p: Progress, chapter: string): Progress {
  return p.done.includes(chapter) ? p : { ...p, done: [...p.done, chapter] };
}
