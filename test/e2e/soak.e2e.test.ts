/**
 * A seeded soak: a few hundred random actions over every tab of both games — keyboard (Tab, Shift+Tab,
 * Enter / Space on the focused control, arrow keys in the tree and the boards, PageUp / PageDown, H,
 * Escape), clicks on random visible enabled controls (buttons, links, tabs, board cells, selects with a
 * random option, number inputs with random and sometimes bad values) and address changes (valid and
 * malformed hashes, Back / Forward). It fails on any page error, any console error, focus on <body>
 * after a keyboard action that started elsewhere (Tab past the last control, which hands focus to the
 * browser, aside), any request to another origin, a new window or a dialog, and JS heap growth (after a
 * forced garbage collection) beyond HEAP_GROWTH_BOUND. No focus loss is tolerated.
 *
 * Replay: `SOAK_SEED=<seed> SOAK_STEPS=<steps> npx vitest run --project e2e test/e2e/soak.e2e.test.ts`.
 * A failure names the seed, the step and the last actions. Given a seed the actions are the same as
 * long as the page is in the same state when each is drawn: after every action the soak waits for the
 * app's own signals (no [data-moving], no busy panel, no CPU progress bar) rather than for a time.
 */
import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { useBrowserSuite } from './harness.ts';

const suite = useBrowserSuite();

const SEED = envInt('SOAK_SEED', 20261126);
const STEPS = envInt('SOAK_STEPS', 200);
/** The heap is also sampled (after a forced collection) every this many steps, to tell a plateau from a leak. */
const HEAP_EVERY = 250;
/**
 * To check the soak itself: SOAK_INJECT=console|pageerror|request|heap makes the page commit that fault
 * at step 3 (the run must then fail at step 3, or at the end for the heap).
 */
const INJECT = process.env.SOAK_INJECT ?? '';
/** Most the JS heap (used, after a forced garbage collection) may grow from the warmed-up start to the end of the soak. */
const HEAP_GROWTH_BOUND = 16 * 1024 * 1024;
/** Longest wait for the page to settle after an action (a CPU thinking at depth 10 or CPU against CPU never does). */
const SETTLE_MS = 1500;

function envInt(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name}=${text} is not a whole number`);
  return n;
}

/** mulberry32: a small seeded PRNG (uniform in [0, 1)). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------------
// Focus
// ---------------------------------------------------------------------------------------------------

/** The control that had focus before a keyboard action, and where. */
interface Focused {
  tag: string;
  text: string;
  /** data-testid and class of the nearest ancestors that have them, innermost first (e.g. "searched-notice"). */
  within: string;
  hash: string;
  present: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Page probes (run in the page)
// ---------------------------------------------------------------------------------------------------

/** What the soak waits for: a stage moving, a busy panel (a running arena match aside), a CPU or lab progress bar. */
const BUSY = '[data-moving], [aria-busy="true"]:not(.arena-run), .searched-status [role="progressbar"], .lab-counts [role="progressbar"]';

/**
 * Waits (in the page, one round trip) until nothing is BUSY or `timeoutMs` has passed, then a frame more
 * (the browser blurs a removed or disabled control at the next frame), and says what has focus.
 */
function settleInPage([busy, timeoutMs]: [string, number]): Promise<{ settled: boolean; focus: Focused | 'body'; where: string; hash: string; pageHasFocus: boolean }> {
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const describe = (): Focused | 'body' => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body || a === document.documentElement) return 'body';
    const within: string[] = [];
    for (let e: HTMLElement | null = a; e && within.length < 6; e = e.parentElement) {
      if (e.dataset.testid) within.push(e.dataset.testid);
      if (typeof e.className === 'string' && e.className) within.push(e.className);
    }
    return {
      tag: a.tagName.toLowerCase(),
      text: (a.getAttribute('aria-label') ?? a.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
      within: within.join(' < '),
      hash: location.hash,
      present: document.documentElement.classList.contains('present'),
    };
  };
  const where = () => {
    const game = [...document.querySelectorAll('.game-switch button')].findIndex((b) => b.getAttribute('aria-pressed') === 'true');
    const tab = document.querySelector('[role="tab"][aria-selected="true"]')?.id.replace(/^tab-/, '') ?? 'no tab';
    return `${['tic-tac-toe', 'othello'][game] ?? 'no game switch'} / ${tab}`;
  };
  return (async () => {
    await frame();
    const end = performance.now() + timeoutMs;
    let waited = false;
    while (document.querySelector(busy) && performance.now() < end) {
      waited = true;
      await new Promise((r) => setTimeout(r, 40));
    }
    const settled = !document.querySelector(busy);
    if (waited) await frame();
    return { settled, focus: describe(), where: where(), hash: location.hash, pageHasFocus: document.hasFocus() };
  })();
}

/** Kinds of control a click may pick. */
type Pick = { kind: 'button' | 'link' | 'select' | 'number' | 'checkbox' | 'range' | 'text' | 'item'; label: string; x: number; y: number; options: number } | null;

/**
 * Picks the control at `r` (0..1) among the visible, enabled, uncovered controls of the given group,
 * scrolls it to the middle of the screen, marks it data-soak-target and returns where to click it.
 */
function pickControl([r, group]: [number, 'any' | 'select' | 'number' | 'cell' | 'nav']): Pick {
  const selectors = {
    any: 'button, a[href], [role="tab"], [role="treeitem"], [role="gridcell"], input[type="checkbox"], input[type="radio"], input[type="range"], summary',
    select: 'select',
    number: 'input[type="number"], input:not([type])',
    cell: '.board-square, [role="gridcell"], [role="grid"] button, [role="treeitem"]',
    nav: '[role="tab"], .game-switch button',
  } as const;
  document.querySelector('[data-soak-target]')?.removeAttribute('data-soak-target');
  const all = [...document.querySelectorAll<HTMLElement>(selectors[group])].filter((e) => {
    if ((e as HTMLButtonElement).disabled || e.closest('[aria-disabled="true"], [inert], [hidden]')) return false;
    if (e.matches('a[target="_blank"], a[download]')) return false; // a new window or a file is no part of this page
    const box = e.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    const style = getComputedStyle(e);
    return style.visibility !== 'hidden' && style.display !== 'none';
  });
  if (all.length === 0) return null;
  const e = all[Math.min(all.length - 1, Math.floor(r * all.length))];
  e.scrollIntoView({ block: 'center', inline: 'center' });
  const box = e.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit || (hit !== e && !e.contains(hit) && !(e.tagName === 'INPUT' && hit.closest('label')?.contains(e)))) return null; // covered by something else
  e.setAttribute('data-soak-target', '');
  const tag = e.tagName.toLowerCase();
  const type = (e as HTMLInputElement).type;
  const kind = tag === 'select' ? 'select' : tag === 'a' ? 'link' : tag === 'input' ? (type === 'number' ? 'number' : type === 'range' ? 'range' : type === 'checkbox' || type === 'radio' ? 'checkbox' : 'text') : tag === 'button' || e.getAttribute('role') === 'tab' ? 'button' : 'item';
  const label = (e.getAttribute('aria-label') ?? (tag === 'select' || tag === 'input' ? e.closest('label')?.innerText ?? (e as HTMLInputElement).name : e.innerText) ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
  return { kind, label: `${tag}${e.getAttribute('role') ? `[${e.getAttribute('role')}]` : ''} "${label}"`, x, y, options: tag === 'select' ? (e as HTMLSelectElement).options.length : 0 };
}

// ---------------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------------

const VALID_HASHES = [
  '#/', '#/4', '#/40', '#/0148', '#/04817625', '#/4082?tab=lab&alg=alphabeta&step=5', '#/40?tab=lab', '#/4?picture=overview', '#/4?levels=3',
  '#/4?hide=1', '#/4082?tab=lab&mode=analysis&side=x&score=shortest&hints=0&hide=1&levels=4&order=value&merge=1&picture=overview&alg=alphabeta&lorder=best&tt=1&sym=1&depth=3&step=5',
  '#/?tab=arena', '#/?tab=exercises', '#/quiz?kinds=minimax&level=easy&count=3&seed=5', '#/quiz?kinds=who-wins,minimax&level=hard&count=5&seed=42',
  '#/othello/', '#/othello/f5', '#/othello/f5d6c3', '#/othello/f5d6c3?depth=2&cpu=none', '#/othello/f5d6c3d3c4f4?depth=3', '#/othello/f5?tab=lab', '#/othello/?tab=arena',
];
const MALFORMED_HASHES = [
  '#/4084x', '#/4099', '#/44', '#/408x3?tab=lab&alg=alphabeta', '#/40?levels=9&tab=lab&colour=red', '#/%E2%80%AE408', '#/%', '#/%ZZ', '#', '#/?', '#/?&&==&',
  '#/othello/f5d6z9', '#/othello/zz', '#/othello/f5?depth=99&cpu=maybe', '#/quiz?kinds=%E2%80%AEabc', '#/quiz?kinds=&level=&count=-1&seed=x', '#/quiz?count=1e9',
  '#/nowhere', '#//', `#/${'1'.repeat(19)}${encodeURIComponent('😀😀')}`, '#/4?embed&levels=99', '#/40?embed', `#/4?${'k=v&'.repeat(300)}`,
];
/** Addresses that leave the embed frame. */
const LEAVE_EMBED = ['#/?embed=0', '#/40?embed=0&tab=lab', '#/?tab=exercises&embed=0', '#/4?tab=arena&embed=0'];
const NUMBERS = ['0', '1', '2', '3', '5', '7', '10', '50', '100', '1000', '-1', '-5', '1e9', '999999999999', '0.5', 'abc', '', ' ', '1e', '--1', 'NaN', '٣'];
const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
const KEYS = ['Tab', 'Shift+Tab', 'Enter', 'Space', 'PageUp', 'PageDown', 'h', 'Escape', ...ARROWS];

/** A random address fragment: pieces of real ones cut, mixed and salted with odd characters. */
function garbageHash(rnd: () => number): string {
  const pieces = ['othello/', 'quiz?', 'tab=', 'lab', '&', '=', '?', '%', '%00', '%F0%9F', 'f5', '4', '0', '8', 'z', 'depth=', 'levels=', '\u202e', '😀', ' ', '#', '/', '..', 'embed'];
  let s = '#/';
  const n = 1 + Math.floor(rnd() * 8);
  for (let i = 0; i < n; i++) s += pieces[Math.floor(rnd() * pieces.length)];
  return s;
}

const pickOf = <T,>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

/** A weighted table of action kinds (the weights sum to anything; one is drawn in proportion). */
const KINDS = [
  ['key', 24],
  ['activate', 20],
  ['arrows', 8],
  ['click', 22],
  ['nav', 8],
  ['select', 6],
  ['number', 5],
  ['hash', 6],
  ['history', 5],
] as const;
type Kind = (typeof KINDS)[number][0];
function drawKind(rnd: () => number): Kind {
  const total = KINDS.reduce((s, [, w]) => s + w, 0);
  let x = rnd() * total;
  for (const [k, w] of KINDS) if ((x -= w) < 0) return k;
  return KINDS[0][0];
}

interface Figures {
  actions: Record<string, number>;
  /** Steps ended on each game / tab. */
  screens: Record<string, number>;
  unsettled: number;
  /** Tab past the last control or Shift+Tab before the first: focus went to the browser, as it should. */
  leftPage: number;
  /** A hash of the action log (the same for two runs that took the same actions in the same states). */
  fingerprint: string;
  heapBefore: number;
  heapAfter: number;
  /** The heap every HEAP_EVERY steps between the two. */
  heapSamples: number[];
  ms: number;
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
}

/** Runs the soak; throws with the seed, the step and the last actions at the first failure. */
async function soak(seed: number, steps: number): Promise<Figures> {
  const started = Date.now();
  const rnd = prng(seed);
  const context = await suite.browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'en-US', acceptDownloads: false });
  // Copy link writes to the clipboard: granted, so it succeeds at once instead of waiting on a prompt.
  const origin = new URL(suite.url).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  const log: string[] = [];
  const problems: string[] = [];
  let step = 0;
  const figures: Figures = { actions: {}, screens: {}, unsettled: 0, leftPage: 0, fingerprint: '', heapBefore: 0, heapAfter: 0, heapSamples: [], ms: 0 };
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error at step ${step}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error at step ${step}: ${e.message}`));
  page.on('request', (r) => {
    const u = r.url();
    if (u.startsWith('data:')) return;
    const o = new URL(u.startsWith('blob:') ? u.slice(5) : u).origin;
    if (o !== origin) problems.push(`request to another origin at step ${step}: ${u}`);
  });
  page.on('popup', (p) => {
    problems.push(`a new window opened at step ${step}: ${p.url()}`);
    void p.close();
  });
  page.on('dialog', (d) => {
    problems.push(`a ${d.type()} dialog at step ${step}: ${d.message()}`);
    void d.dismiss();
  });
  const fail = (why: string) => {
    throw new Error(
      `soak failed: ${why}\n  seed ${seed}, step ${step} of ${steps}\n  last actions:\n${log.slice(-14).map((l) => `    ${l}`).join('\n')}\n` +
        `  replay: SOAK_SEED=${seed} SOAK_STEPS=${step} npx vitest run --project e2e test/e2e/soak.e2e.test.ts`,
    );
  };
  const record = (kind: string, text: string) => {
    figures.actions[kind] = (figures.actions[kind] ?? 0) + 1;
    log.push(`${step}: ${text}`);
  };

  /** What had focus when the page last settled (the "before" of the next keyboard action). */
  let focus: Focused | 'body' = 'body';
  /** The game and tab shown when the page last settled. */
  let where = '';
  /** The address when the page last settled. */
  let hash = '';
  /** Whether the document has focus (Tab past the last control, or Shift+Tab before the first, moves it to the browser). */
  let pageHasFocus = true;
  const settle = async () => {
    const r = await page.evaluate(settleInPage, [BUSY, SETTLE_MS] as [string, number]);
    if (!r.settled) figures.unsettled++;
    focus = r.focus;
    where = r.where;
    if (r.hash !== hash) log.push(`${step}:   (address now ${JSON.stringify(r.hash.length > 80 ? `${r.hash.slice(0, 80)}…` : r.hash)})`);
    hash = r.hash;
    pageHasFocus = r.pageHasFocus;
  };
  /** Presses a key; if focus was on a control before and is on <body> after, that is a loss. */
  const press = async (key: string) => {
    const before = focus;
    await page.keyboard.press(key);
    await settle();
    if (before !== 'body' && focus === 'body' && !pageHasFocus && (key === 'Tab' || key === 'Shift+Tab')) {
      figures.leftPage++;
      log.push(`${step}:   (focus left the page for the browser's own controls)`);
    } else if (before !== 'body' && focus === 'body') {
      fail(`focus fell to <body> after ${key} on ${before.tag} "${before.text}" (within ${before.within}) at ${before.hash}${before.present ? ' in presentation mode' : ''}`);
    }
  };

  try {
    await page.goto(`${suite.url}#/4`);
    await page.waitForSelector('[data-ready="true"]', { timeout: 20000 });
    await warmUp(page);
    await settle();
    figures.heapBefore = await heapUsed(cdp);

    for (step = 1; step <= steps; step++) {
      // The embed frame has no tabs and few controls: leave it by the address more often than elsewhere.
      // (embed is an option, kept by an address without it: only `embed=0` turns it off)
      const inEmbed = where === 'no game switch / no tab';
      const leaveEmbed = inEmbed && rnd() < 0.3;
      const kind = leaveEmbed ? 'hash' : drawKind(rnd);
      switch (kind) {
        case 'key': {
          const key = pickOf(rnd, KEYS);
          record(`key ${key}`, `key ${key} on ${describeFocus(focus)}`);
          await press(key);
          break;
        }
        case 'arrows': {
          const target = await page.evaluate(pickControl, [rnd(), 'cell'] as [number, 'cell']);
          const keys = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pickOf(rnd, ARROWS));
          if (!target) {
            record('arrows (nothing to focus)', 'arrows: no tree or board on screen');
            break;
          }
          await page.locator('[data-soak-target]').focus();
          await settle();
          record('arrows', `arrows ${keys.join(' ')} on ${target.label}`);
          for (const k of keys) await press(k);
          break;
        }
        case 'activate': {
          // A keyboard user's click: focus a random control, then Enter or Space on it.
          const target = await page.evaluate(pickControl, [rnd(), 'any'] as [number, 'any']);
          const key = rnd() < 0.7 ? 'Enter' : 'Space';
          if (!target) {
            record('activate (nothing to focus)', 'activate: no control picked');
            break;
          }
          await page.locator('[data-soak-target]').focus();
          await settle();
          record(`activate (${key})`, `focus ${target.label}, ${key}`);
          await press(key);
          break;
        }
        case 'click':
        case 'nav': {
          const target = await page.evaluate(pickControl, [rnd(), kind === 'nav' ? 'nav' : 'any'] as [number, 'any' | 'nav']);
          if (!target || target.kind === 'select' || target.kind === 'number' || target.kind === 'text') {
            record(`${kind} (nothing to click)`, `${kind}: no control picked${target ? ` (${target.label})` : ''}`);
            break;
          }
          record(kind === 'nav' ? 'nav (tab / game)' : `click ${target.kind}`, `click ${target.label}`);
          await page.mouse.click(target.x, target.y);
          await settle();
          break;
        }
        case 'select': {
          const target = await page.evaluate(pickControl, [rnd(), 'select'] as [number, 'select']);
          const index = Math.floor(rnd() * Math.max(1, target?.options ?? 1));
          if (!target || target.options === 0) {
            record('select (none on screen)', 'select: none on screen');
            break;
          }
          record('select', `select option ${index} of ${target.label}`);
          await page.locator('[data-soak-target]').selectOption({ index });
          await settle();
          break;
        }
        case 'number': {
          const target = await page.evaluate(pickControl, [rnd(), 'number'] as [number, 'number']);
          const value = pickOf(rnd, NUMBERS);
          const commit = pickOf(rnd, ['Enter', 'Tab', 'none']);
          if (!target) {
            record('number (none on screen)', 'number: none on screen');
            break;
          }
          record('number', `type ${JSON.stringify(value)} into ${target.label}, then ${commit}`);
          // fill refuses text a number box cannot hold: type it instead, as a person would
          await page.locator('[data-soak-target]').fill('').catch(() => undefined);
          await page.locator('[data-soak-target]').pressSequentially(value);
          await settle();
          if (commit !== 'none') await press(commit);
          break;
        }
        case 'hash': {
          const r = rnd();
          const hash = leaveEmbed ? pickOf(rnd, LEAVE_EMBED) : r < 0.45 ? pickOf(rnd, VALID_HASHES) : r < 0.8 ? pickOf(rnd, MALFORMED_HASHES) : garbageHash(rnd);
          record(leaveEmbed ? 'hash (leave the embed frame)' : r < 0.45 ? 'hash (valid)' : 'hash (malformed)', `address ${JSON.stringify(hash.length > 80 ? `${hash.slice(0, 80)}…` : hash)}`);
          await page.evaluate((h) => (location.hash = h), hash);
          await settle();
          break;
        }
        case 'history': {
          const back = rnd() < 0.6;
          // Only within the app: never Back past the first page of the app (about:blank lies before it).
          const moved = await page.evaluate(([b, o]) => {
            const nav = (window as unknown as { navigation: { currentEntry: { index: number }; entries(): { url: string | null }[]; back(): unknown; forward(): unknown } }).navigation;
            const next = nav.entries()[nav.currentEntry.index + (b ? -1 : 1)];
            if (!next?.url?.startsWith(o)) return false;
            void (b ? history.back() : history.forward());
            return true;
          }, [back, origin] as [boolean, string]);
          record(back ? 'Back' : 'Forward', `${back ? 'Back' : 'Forward'}${moved ? '' : ' (nothing there)'}`);
          if (moved) await page.waitForFunction(() => true); // the history move lands before the next evaluation
          await settle();
          break;
        }
      }
      if (step === 3 && INJECT) await inject(page, INJECT);
      if (problems.length > 0) fail(problems.join('\n  '));
      figures.screens[where] = (figures.screens[where] ?? 0) + 1;
      if (step % HEAP_EVERY === 0 && step < steps) figures.heapSamples.push(await heapUsed(cdp));
    }
    step = steps;
    figures.heapAfter = await heapUsed(cdp);
    if (problems.length > 0) fail(problems.join('\n  '));
    if (figures.heapAfter - figures.heapBefore > HEAP_GROWTH_BOUND)
      fail(`the JS heap grew from ${mb(figures.heapBefore)} to ${mb(figures.heapAfter)} (bound: +${mb(HEAP_GROWTH_BOUND)})`);
  } finally {
    await context.close();
  }
  figures.ms = Date.now() - started;
  // FNV-1a of the whole action log: two runs of one seed that print the same took the same actions.
  figures.fingerprint = log.reduce((h, line) => [...line].reduce((g, c) => Math.imul(g ^ c.charCodeAt(0), 16777619) >>> 0, h), 2166136261).toString(16);
  return figures;
}

/** Commits one fault in the page (SOAK_INJECT), to show the soak catches it. */
async function inject(page: Page, fault: string): Promise<void> {
  await page.evaluate((f) => {
    if (f === 'console') console.error('soak self-check: a console error');
    else if (f === 'pageerror') setTimeout(() => {
      throw new Error('soak self-check: a page error');
    });
    // (a fetch would be stopped by the page's CSP before any request: a navigation is not)
    else if (f === 'request') location.href = 'http://192.0.2.1/soak-self-check';
    else if (f === 'heap') (window as unknown as { soakLeak: number[] }).soakLeak = new Array<number>(4_000_000).fill(1.5);
    else throw new Error(`SOAK_INJECT=${f}: one of console, pageerror, request, heap`);
  }, fault);
  // (the request fault navigates away: the page's context may be gone by now, and the request is already seen)
  await page.evaluate(() => new Promise((r) => setTimeout(r, 0))).catch(() => undefined);
}

function describeFocus(f: Focused | 'body'): string {
  return f === 'body' ? '<body>' : `${f.tag} "${f.text}"`;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Visits every tab of both games, Japanese and presentation mode once, so lazily loaded code is in before the heap is measured. */
async function warmUp(page: Page): Promise<void> {
  for (const tab of ['Search lab', 'AI arena', 'Exercises', 'Explore & play']) await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Othello' }).click();
  await page.waitForSelector('.playable-board [role="grid"]', { timeout: 20000 });
  for (const tab of ['Search lab', 'AI arena', 'Play & see the AI think']) await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: '日本語' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Present' }).click();
  await page.getByRole('button', { name: 'Present' }).click();
  await page.evaluate(() => (location.hash = '#/4'));
  await page.waitForSelector('[data-ready="true"]');
}

describe('seeded soak', () => {
  it(`${STEPS} random actions over every tab of both games (seed ${SEED}): no error, no lost focus, no foreign request, bounded heap`, { timeout: 60_000 + STEPS * 1000 }, async () => {
    const f = await soak(SEED, STEPS);
    const kinds = Object.entries(f.actions)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    const screens = Object.entries(f.screens)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    console.log(
      `soak: seed ${SEED}, ${STEPS} steps (actions ${f.fingerprint}) in ${(f.ms / 1000).toFixed(1)} s; heap ${[f.heapBefore, ...f.heapSamples, f.heapAfter].map(mb).join(' -> ')} (bound +${mb(HEAP_GROWTH_BOUND)}); ` +
        `${f.unsettled} waits capped at ${SETTLE_MS} ms, ${f.leftPage} Tabs out of the page\n  actions: ${kinds}\n  screens (game / tab after each step): ${screens}`,
    );
    expect(f.heapAfter - f.heapBefore).toBeLessThanOrEqual(HEAP_GROWTH_BOUND);
  });
});
