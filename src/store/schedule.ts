/**
 * A timer the stores are given (so tests can pass fake ones): runs `f` after `ms` and returns a function that cancels
 * it. `timeoutSchedule` is the app's, on `setTimeout`.
 */
export type Schedule = (f: () => void, ms: number) => () => void;

/** The app's timer: `setTimeout`, cancelled with `clearTimeout`. */
export const timeoutSchedule: Schedule = (f, ms) => {
  const id = setTimeout(f, ms);
  return () => clearTimeout(id);
};
