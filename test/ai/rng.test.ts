// The loops over thousands of draws assert with node:assert: vitest's expect books every call.
import assert from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import { createRng, Mulberry32 } from '../../src/ai/rng.ts';

/** mulberry32 as published (Tommy Ettinger / bryc), written independently of src/ai/rng.ts. */
function classicMulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    let t = (a += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Mulberry32', () => {
  it('matches the published algorithm', () => {
    for (const seed of [0, 1, 42, 123456789, 2 ** 31 - 1]) {
      const ours = createRng(seed);
      const theirs = classicMulberry32(seed);
      for (let i = 0; i < 1000; i++) expect(ours.next()).toBe(theirs());
    }
  });

  it('is reproducible from a seed and differs between seeds', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const sa = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(sa);
  });

  it('takes seeds modulo 2^32', () => {
    expect(createRng(2 ** 32 + 5).next()).toBe(createRng(5).next());
  });

  it('next() is in [0, 1) and int(n) in [0, n), covering every value', () => {
    const r = new Mulberry32(3);
    const seen = new Array<number>(9).fill(0);
    for (let i = 0; i < 9000; i++) {
      const x = r.next();
      assert.ok(x >= 0, `${x}`);
      assert.ok(x < 1, `${x}`);
      const k = r.int(9);
      assert.equal(Number.isInteger(k) && k >= 0 && k < 9, true);
      seen[k]++;
    }
    for (const n of seen) expect(n).toBeGreaterThan(800); // ~1000 each
  });

  it('int(n) scales the top 27 bits, as the hot loop does in int32 for n <= 15', () => {
    const a = createRng(99);
    const b = createRng(99);
    for (let i = 0; i < 10_000; i++) {
      const n = 1 + (i % 15);
      const u = b.nextUint32();
      const k = a.int(n);
      assert.equal(k, ((u >>> 5) * n) >>> 27);
      assert.equal(k, Math.floor((Math.floor(u / 32) * n) / 2 ** 27));
    }
    expect(createRng(1).int(2 ** 26)).toBeLessThan(2 ** 26);
  });

  it('state can be saved and restored', () => {
    const r = createRng(11);
    r.next();
    const saved = r.state;
    const x = r.next();
    r.state = saved;
    expect(r.next()).toBe(x);
  });
});
