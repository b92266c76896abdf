import { describe, expect, it } from 'vitest';
import { newest } from '../../src/store/newest.ts';

describe('newest request wins', () => {
  it('holds only the newest ticket', () => {
    const n = newest();
    const a = n.begin();
    expect(n.holds(a)).toBe(true);
    const b = n.begin();
    expect(n.holds(a)).toBe(false);
    expect(n.holds(b)).toBe(true);
  });
  it('drop makes every ticket stale, and a later one holds again', () => {
    const n = newest();
    const a = n.begin();
    n.drop();
    expect(n.holds(a)).toBe(false);
    expect(n.holds(n.begin())).toBe(true);
  });
  it('two objects keep their own count', () => {
    const m = newest();
    const n = newest();
    const a = m.begin();
    n.begin();
    n.begin();
    expect(m.holds(a)).toBe(true);
  });
});
