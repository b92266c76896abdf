import { describe, expect, it } from 'vitest';
import { createProgressPrinter, formatInterval, formatProgress, formatRate } from '../../src/ai/progress.ts';

describe('formatProgress', () => {
  it('renders the tqdm line', () => {
    expect(formatProgress({ done: 420, total: 1000, elapsedMs: 1344 })).toBe(' 42%|████▎     | 420/1000 [00:01<00:02, 312.5 games/s]');
  });

  it('starts empty with unknown rate and remaining time', () => {
    expect(formatProgress({ done: 0, total: 4520, elapsedMs: 0, unit: 'positions' })).toBe('  0%|          | 0/4520 [00:00<?, ? positions/s]');
  });

  it('is full only when done, and rounds the percent down', () => {
    expect(formatProgress({ done: 999, total: 1000, elapsedMs: 1000 })).toBe(' 99%|█████████▉| 999/1000 [00:01<00:00, 999.0 games/s]');
    expect(formatProgress({ done: 1000, total: 1000, elapsedMs: 2000 })).toBe('100%|██████████| 1000/1000 [00:02<00:00, 500.0 games/s]');
    expect(formatProgress({ done: 0, total: 0, elapsedMs: 5 })).toBe('100%|██████████| 0/0 [00:00<00:00, 0.0 games/s]');
  });

  it('honours width and large rates', () => {
    expect(formatProgress({ done: 5e6, total: 2e7, elapsedMs: 400, width: 4 })).toBe(' 25%|█   | 5000000/20000000 [00:00<00:01, 12.50M games/s]');
  });

  it('formats intervals and rates', () => {
    expect(formatInterval(0)).toBe('00:00');
    expect(formatInterval(59.9)).toBe('00:59');
    expect(formatInterval(61)).toBe('01:01');
    expect(formatInterval(3 * 3600 + 5 * 60 + 7)).toBe('3:05:07');
    expect(formatRate(312.5)).toBe('312.5');
    expect(formatRate(45_600)).toBe('45.60k');
    expect(formatRate(12_345_678)).toBe('12.35M');
    expect(formatRate(2.5e9)).toBe('2.50G');
    expect(formatRate(Number.NaN)).toBe('?');
  });
});

describe('createProgressPrinter', () => {
  function fake(tty: boolean) {
    let t = 0;
    const raw: string[] = [];
    const lines: string[] = [];
    const printer = createProgressPrinter({
      total: 100,
      now: () => t,
      tty,
      raw: (s) => raw.push(s),
      line: (s) => lines.push(s),
    });
    return { printer, raw, lines, tick: (ms: number) => (t += ms) };
  }

  it('redraws in place on a terminal, throttled, then ends the line', () => {
    const f = fake(true);
    for (let done = 10; done <= 100; done += 10) {
      f.tick(40);
      f.printer.update(done);
    }
    f.printer.finish(100);
    expect(f.lines).toEqual([]);
    expect(f.raw.length).toBeGreaterThan(2);
    expect(f.raw.length).toBeLessThan(10); // 40 ms steps, 100 ms throttle
    expect(f.raw.every((s) => s.startsWith('\r'))).toBe(true);
    expect(f.raw[f.raw.length - 1]).toMatch(/^\r100%.*\n$/);
  });

  it('prints a few whole lines elsewhere', () => {
    const f = fake(false);
    for (let done = 1; done <= 100; done++) {
      f.tick(10);
      f.printer.update(done);
    }
    f.printer.finish(100);
    expect(f.raw).toEqual([]);
    expect(f.lines.map((l) => l.slice(0, 4))).toEqual([' 25%', ' 50%', ' 75%', '100%']);
  });

  it('prints the final state of a cancelled run once', () => {
    const f = fake(false);
    f.printer.update(10);
    f.printer.update(30); // crosses 25%: prints the state at 30%
    f.printer.update(40);
    f.printer.finish(40);
    f.printer.finish(40);
    expect(f.lines.map((l) => l.slice(0, 4))).toEqual([' 30%', ' 40%']);
  });

  it('does not repeat a line it has just printed', () => {
    const f = fake(false);
    f.printer.update(50);
    f.printer.finish(50);
    expect(f.lines.map((l) => l.slice(0, 4))).toEqual([' 50%']);
  });
});
