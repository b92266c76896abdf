import { describe, expect, it } from 'vitest';
import { createObserved } from '../../src/store/observed.ts';

describe('an observed value (read with useSyncExternalStore)', () => {
  it('gives a new snapshot with each update, the same one between updates, and tells each listener until it leaves', () => {
    const observed = createObserved({ a: 1, b: 'x' });
    const first = observed.getSnapshot();
    expect(observed.getSnapshot()).toBe(first);
    const heard: number[] = [];
    const leave = observed.subscribe(() => heard.push(observed.getSnapshot().a));
    observed.subscribe(() => heard.push(-observed.getSnapshot().a));
    observed.update({ a: 2 });
    expect(observed.getSnapshot()).toEqual({ a: 2, b: 'x' });
    expect(observed.getSnapshot()).not.toBe(first);
    expect(first).toEqual({ a: 1, b: 'x' });
    leave();
    observed.update({ a: 3 });
    expect(heard).toEqual([2, -2, -3]);
  });
});
