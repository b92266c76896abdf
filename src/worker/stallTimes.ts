/**
 * The workers' watchdog times, which a browser test may shorten: a test that
 * makes a worker hang sets `__mxStallMs` (for example `{ tree: 300, arena: 300 }`)
 * in an init script, before any of the app's scripts run, and waits a fraction
 * of a second instead of the real 4-8 s. The value is read once, when this
 * module is first evaluated (the app's start-up); on every real visit it is
 * absent and each watchdog keeps its own default. Only positive finite numbers
 * count. A watchdog adopts it with `stallMsFor('<its name>', ITS_DEFAULT)`.
 */
export type StallName = 'tree' | 'arena' | 'search';

/** The override a page (or a test's globalThis) carries, read once: each entry a positive number of milliseconds. */
export function readStallOverrides(scope: object = globalThis): Partial<Record<StallName, number>> {
  const raw: unknown = (scope as { __mxStallMs?: unknown }).__mxStallMs;
  if (raw === null || typeof raw !== 'object') return {};
  const out: Partial<Record<StallName, number>> = {};
  for (const name of ['tree', 'arena', 'search'] as const) {
    const ms: unknown = (raw as Record<string, unknown>)[name];
    if (typeof ms === 'number' && Number.isFinite(ms) && ms > 0) out[name] = ms;
  }
  return out;
}

const overrides = readStallOverrides();

/** The watchdog time for `name`: the start-up override, else `fallback` (the watchdog's own default). */
export function stallMsFor(name: StallName, fallback: number): number {
  return overrides[name] ?? fallback;
}
