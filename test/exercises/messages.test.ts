import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { ja } from '../../src/i18n/ja.ts';
import { EXPLAIN_KEYS, KINDS, LEVELS, type Word } from '../../src/exercises/types.ts';
import { generateExercise } from '../../src/exercises/generate.ts';
import { DEFAULT_CONVENTIONS } from '../../src/exercises/conventions.ts';

describe('exercise messages', () => {
  it('every kind, level, step and word the generators emit has a message in both languages, with the placeholders it is given', () => {
    const has = (k: string) => expect(k in en && k in ja, k).toBe(true);
    for (const k of KINDS) [`ex.kind.${k}`, `ex.prompt.${k}`].forEach(has);
    for (const l of LEVELS) has(`ex.level.${l}`);
    for (const k of EXPLAIN_KEYS) has(`ex.step.${k}`);
    const seen = new Set<string>();
    for (const kind of KINDS) {
      for (const level of LEVELS) {
        for (let seed = 0; seed < 30; seed++) {
          const under = [DEFAULT_CONVENTIONS, { cut: 'gt', fail: 'hard', best: 'fast' } as const];
          for (const s of under.flatMap((c) => generateExercise(kind, level, seed, c).steps)) {
            const template = en[`ex.step.${s.key}` as keyof typeof en];
            const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
            expect(names, s.key).toEqual(Object.keys(s.params).sort());
            for (const v of Object.values(s.params)) if (typeof v === 'object' && 'word' in v) seen.add((v as { word: Word }).word);
          }
        }
      }
    }
    for (const w of seen) has(`ex.word.${w}`);
    expect(seen.size).toBeGreaterThan(10);
  });
});
