import { describe, expect, it } from 'vitest';
import { viewOf } from '../../../src/features/exercises/ui/kindViews.ts';
import { KINDS } from '../../../src/exercises/types.ts';
import { en } from '../../../src/i18n/en.ts';
import { ja } from '../../../src/i18n/ja.ts';

describe('exercise kind views', () => {
  it('every kind has a view: a body, a worksheet block, and a title and prompt in both languages, each its own', () => {
    for (const k of KINDS) {
      const v = viewOf(k);
      expect(typeof v.Body, k).toBe('function');
      expect(typeof v.Sheet, k).toBe('function');
      for (const key of [v.title, v.prompt]) expect(en[key] && ja[key], key).toBeTruthy();
    }
    expect(new Set(KINDS.map((k) => viewOf(k).title)).size).toBe(KINDS.length);
    expect(new Set(KINDS.map((k) => viewOf(k).prompt)).size).toBe(KINDS.length);
  });
});
