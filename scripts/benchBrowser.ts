/**
 * `npm run bench:browser [-- --json]`: the production build in headless
 * Chromium (no GPU). Medians over fresh page loads:
 * - navigation to a playable board, and to the tree drawn; worker build and build + transfer;
 * - JS heap after load; initial JS gzipped;
 * - frames per second and paint time while panning the 3,610- and 18,730-board views (4 and 5 levels);
 * - click on a board to the new view drawn;
 * - the whole-game overview: first draw, frames per second while zooming, heap growth;
 * - heap after 1,000 navigations around the tree.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, waitForFirstDraw } from '../test/e2e/harness.ts';
import { median, formatRows, type BenchRow } from '../bench/stats.ts';
import { boardOnPage, canvasState, layoutFor } from '../test/e2e/explorerGeometry.ts';
import { INITIAL_JS_BUDGET_KIB, initialJsGzip } from './initialJs.ts';

const json = process.argv.includes('--json');

/** Lower and upper quartiles of samples (the machine is shared: the spread matters). */
function quartiles(xs: readonly number[]): [number, number] {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))];
  return [at(0.25), at(0.75)];
}

/** A row with the quartiles of its samples in its name. */
function spread(row: BenchRow & { samples: readonly number[] }): BenchRow {
  const [q1, q3] = quartiles(row.samples);
  const { samples: _samples, ...rest } = row;
  return { ...rest, name: `${row.name} [q ${q1.toPrecision(3)}–${q3.toPrecision(3)}]` };
}
/** --loads: only the page-load figures (quick). */
const loadsOnly = process.argv.includes('--loads');
const LOADS = Number(process.env.BENCH_LOADS ?? 15);
class Done extends Error {}

/** JS heap in use after a garbage collection, typed-array backing stores included (MB). */
async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
  await cdp.detach();
  return (usage.usedSize + (usage.backingStorageSize ?? 0)) / 1e6;
}

async function load(browser: Browser, url: string, settings: Record<string, unknown> | null, hash = '') {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // tsx compiles the functions passed to page.evaluate with esbuild's keepNames helper.
  await page.addInitScript('window.__name = (f) => f;');
  if (settings) {
    await page.goto(`${url}#/`);
    await page.evaluate((s) => localStorage.setItem('minimax-explorer/settings/v1', JSON.stringify(s)), settings);
  }
  await page.goto(url + hash, { waitUntil: 'commit' });
  await waitForFirstDraw(page);
  // The summary (with the build's timings) renders just after the tree's first frame.
  await page.waitForFunction(() => document.querySelector('[data-testid="build-time"]') !== null, null, { polling: 20 });
  const t = await page.evaluate(() => {
    const dd = document.querySelector<HTMLElement>('[data-testid="build-time"]');
    const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    (window as unknown as { __marks: Record<string, number> }).__marks = {
      responseEnd: nav?.responseEnd ?? NaN,
      domInteractive: nav?.domInteractive ?? NaN,
      entry: mark('mx:entry'),
      boot: mark('mx:boot'),
      mount: mark('mx:mount'),
      playable: mark('mx:playable'),
      treeReady: mark('mx:tree-ready'),
      firstDraw: mark('mx:first-draw'),
    };
    // Playable = the board committed with the position table (the AI can answer); then the tree's first frame.
    return { now: mark('mx:playable'), firstDraw: mark('mx:first-draw'), build: Number(dd?.dataset.buildMs), total: Number(dd?.dataset.totalMs), startup: Number(dd?.dataset.startupMs), transfer: Number(dd?.dataset.transferMs) };
  });
  return { page, playableMs: t.now, firstDrawMs: t.firstDraw, buildMs: t.build, totalMs: t.total, startupMs: t.startup, transferMs: t.transfer };
}

/**
 * Pans for 2 s inside the page: a drag on the canvas whose pointer moves once
 * per animation frame (what a fast hand does), through d3-zoom's own event
 * handlers. Returns frames drawn per second and the median paint time.
 */
async function pan(page: Page): Promise<{ fps: number; paintMs: number }> {
  return page.evaluate(async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas') as HTMLCanvasElement;
    const r = canvas.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    const paints: number[] = [];
    const observer = new MutationObserver(() => paints.push(Number(canvas.dataset.paintMs)));
    observer.observe(canvas, { attributes: true, attributeFilter: ['data-frames'] });
    const frames0 = Number(canvas.dataset.frames);
    canvas.dispatchEvent(new MouseEvent('mousedown', { clientX: cx, clientY: cy, bubbles: true, view: window, button: 0 }));
    const start = performance.now();
    let i = 0;
    await new Promise<void>((resolve) => {
      const step = () => {
        const a = (i++ / 40) * Math.PI;
        window.dispatchEvent(new MouseEvent('mousemove', { clientX: cx + Math.sin(a) * 200, clientY: cy + Math.cos(a) * 150, bubbles: true, view: window }));
        if (performance.now() - start < 2000) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    window.dispatchEvent(new MouseEvent('mouseup', { clientX: cx, clientY: cy, bubbles: true, view: window }));
    await new Promise((res) => requestAnimationFrame(res));
    observer.disconnect();
    const elapsed = (performance.now() - start) / 1000;
    paints.sort((a, b) => a - b);
    return { fps: (Number(canvas.dataset.frames) - frames0) / elapsed, paintMs: paints[paints.length >> 1] ?? NaN };
  });
}

/**
 * Clicks the middle child of the root (its rectangle from the layout), and
 * times the click to the new view drawn on the canvas (a MutationObserver on
 * the canvas's focus) and to the next animation frame after it.
 */
async function clickToDrawn(page: Page, depth: number): Promise<{ drawn: number; frame: number }> {
  const s = await canvasState(page);
  const layout = layoutFor([], depth, s.box);
  const kids = layout.items[layout.focusItem].childItems;
  const r = boardOnPage(layout, kids[kids.length >> 1], s);
  return page.evaluate(async ([sx, sy]) => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas') as HTMLCanvasElement;
    const focus = canvas.dataset.focus;
    let drawn = NaN;
    const observer = new MutationObserver(() => {
      if (canvas.dataset.focus !== focus && Number.isNaN(drawn)) drawn = performance.now() - t0;
    });
    observer.observe(canvas, { attributes: true, attributeFilter: ['data-focus'] });
    const t0 = performance.now();
    canvas.dispatchEvent(new MouseEvent('click', { clientX: sx, clientY: sy, bubbles: true }));
    const frame = await new Promise<number>((resolve) => {
      const check = () => (canvas.dataset.focus !== focus ? resolve(performance.now() - t0) : performance.now() - t0 > 5000 ? resolve(NaN) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
    observer.disconnect();
    return { drawn, frame };
  }, [(r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2]);
}

/** Opens the overview and times the click to its first frame; then zooms in and out for 2 s and counts frames. */
async function overview(page: Page): Promise<{ first: number; paint: number; fps: number; zoomPaint: number }> {
  await page.waitForTimeout(2000); // a person looks at the page first: the idle callback has loaded the overview and made its table
  const first = await page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Whole game') as HTMLButtonElement;
    const t0 = performance.now();
    button.click();
    return new Promise<{ first: number; paint: number }>((resolve) => {
      const check = () => {
        const c = document.querySelector<HTMLCanvasElement>('.overview-canvas');
        if (c?.dataset.frames) resolve({ first: performance.now() - t0, paint: Number(c.dataset.paintMs) });
        else requestAnimationFrame(check);
      };
      check();
    });
  });
  const zoom = await page.evaluate(async () => {
    const c = document.querySelector<HTMLCanvasElement>('.overview-canvas') as HTMLCanvasElement;
    const paints: number[] = [];
    const observer = new MutationObserver(() => paints.push(Number(c.dataset.paintMs)));
    observer.observe(c, { attributes: true, attributeFilter: ['data-frames'] });
    const r = c.getBoundingClientRect();
    const frames0 = Number(c.dataset.frames);
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < 2000) {
      // double-click o:4's box (row 2), then show the whole game again; each zoom glides for 400 ms
      if (n++ % 2 === 0) c.dispatchEvent(new MouseEvent('dblclick', { clientX: r.left + r.width / 2, clientY: r.top + r.height * 0.15, bubbles: true }));
      else ([...document.querySelectorAll('button')].find((b) => b.textContent === 'Show all moves again') as HTMLButtonElement).click();
      await new Promise((res) => setTimeout(res, 450));
    }
    observer.disconnect();
    paints.sort((a, b) => a - b);
    return { fps: (Number(c.dataset.frames) - frames0) / ((performance.now() - t0) / 1000), zoomPaint: paints[paints.length >> 1] };
  });
  return { ...first, ...zoom };
}

const { server, url } = await startServer();
const browser = await launchBrowser();
const rows: BenchRow[] = [];
const progress = (s: string) => process.stderr.write(`${s}\n`);
try {
  const playable: number[] = [];
  const firstDraw: number[] = [];
  const build: number[] = [];
  const total: number[] = [];
  const heap: number[] = [];
  const startup: number[] = [];
  const transfer: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    const r = await load(browser, url, null);
    playable.push(r.playableMs);
    firstDraw.push(r.firstDrawMs);
    if (process.argv.includes('--marks')) progress(JSON.stringify(await r.page.evaluate(() => (window as unknown as { __marks: unknown }).__marks)));
    build.push(r.buildMs);
    total.push(r.totalMs);
    startup.push(r.startupMs);
    transfer.push(r.transferMs);
    heap.push(await heapMb(r.page));
    await r.page.close();
  }
  progress('loads done');
  rows.push({ name: 'browser: navigation to playable board (AI able to answer)', median: median(playable), unit: 'ms', runs: LOADS, target: '<= 500 ms' });
  rows.push({ name: 'browser: navigation to the tree drawn (first frame)', median: median(firstDraw), unit: 'ms', runs: LOADS });
  rows.push({ name: 'browser: worker build', median: median(build), unit: 'ms', runs: LOADS });
  rows.push({ name: 'browser: worker build + transfer', median: median(build.map((b, i) => b + transfer[i])), unit: 'ms', runs: LOADS, target: '<= 80 ms' });
  rows.push({ name: 'browser: worker start-up (request to build start)', median: median(startup), unit: 'ms', runs: LOADS });
  rows.push({ name: 'browser: transfer (posted to tree in hand)', median: median(transfer), unit: 'ms', runs: LOADS });
  rows.push({ name: 'browser: request to tree in hand, all included', median: median(total), unit: 'ms', runs: LOADS });
  rows.push({ name: 'browser: JS heap after load', median: median(heap), unit: 'MB', runs: LOADS, target: '<= 60 MB' });
  rows.push({ name: 'browser: initial JS, gzipped', median: initialJsGzip('dist') / 1024, unit: 'KB', target: `<= ${INITIAL_JS_BUDGET_KIB} KB` });

  for (const [depth, boards, clickTarget] of loadsOnly ? [] : [
    [4, 3610, 50],
    [5, 18730, 100],
  ] as const) {
    const fps: number[] = [];
    const paint: number[] = [];
    const fitFps: number[] = [];
    const fitPaint: number[] = [];
    const clicks: number[] = [];
    const frames: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await load(browser, url, { treeDepth: depth });
      const count = Number(await r.page.locator('canvas.tree-canvas').getAttribute('data-items'));
      if (count !== boards) throw new Error(`expected ${boards} boards, got ${count}`);
      progress(`depth ${depth} run ${i}`);
      await r.page.waitForTimeout(300);
      const c = await clickToDrawn(r.page, depth);
      clicks.push(c.drawn);
      frames.push(c.frame);
      await r.page.goto(`${url}#/`);
      await r.page.waitForFunction(() => document.querySelector('canvas.tree-canvas')?.getAttribute('data-focus') === '0');
      await r.page.waitForTimeout(600);
      const home = await pan(r.page);
      fps.push(home.fps);
      paint.push(home.paintMs);
      await r.page.getByRole('button', { name: 'Fit' }).click();
      await r.page.waitForTimeout(700);
      const fit = await pan(r.page);
      fitFps.push(fit.fps);
      fitPaint.push(fit.paintMs);
      await r.page.close();
    }
    const runs = fps.length;
    rows.push(spread({ name: `browser: pan ${boards} boards, home view`, median: median(fps), unit: 'fps', runs, target: '>= 55 fps', samples: fps }));
    rows.push(spread({ name: `browser: paint ${boards} boards, home view`, median: median(paint), unit: 'ms/frame', runs, samples: paint }));
    rows.push(spread({ name: `browser: pan ${boards} boards, all in view (after Fit)`, median: median(fitFps), unit: 'fps', runs, target: '>= 55 fps', samples: fitFps }));
    rows.push(spread({ name: `browser: paint ${boards} boards, all in view`, median: median(fitPaint), unit: 'ms/frame', runs, samples: fitPaint }));
    rows.push(spread({ name: `browser: click to new view drawn on the canvas (${boards}-board view)`, median: median(clicks), unit: 'ms', runs, target: `<= ${clickTarget} ms`, samples: clicks }));
    rows.push(spread({ name: `browser: click to the next frame after it (${boards}-board view)`, median: median(frames), unit: 'ms', runs, samples: frames }));
  }

  if (!loadsOnly) {
    const first: number[] = [];
    const paint: number[] = [];
    const fps: number[] = [];
    const zoomPaint: number[] = [];
    const growth: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await load(browser, url, null);
      progress(`overview run ${i}`);
      const before = await heapMb(r.page);
      const o = await overview(r.page);
      growth.push((await heapMb(r.page)) - before);
      first.push(o.first);
      paint.push(o.paint);
      fps.push(o.fps);
      zoomPaint.push(o.zoomPaint);
      await r.page.close();
    }
    rows.push(spread({ name: 'browser: overview, click to first frame, 2 s after load (549,946 nodes)', median: median(first), unit: 'ms', runs: 5, target: '<= 50 ms', samples: first }));
    rows.push(spread({ name: 'browser: overview, first draw (rasterise + pixels + outlines)', median: median(paint), unit: 'ms', runs: 5, samples: paint }));
    rows.push(spread({ name: 'browser: overview, redraw while zooming', median: median(fps), unit: 'fps', runs: 5, target: '>= 55 fps', samples: fps }));
    rows.push(spread({ name: 'browser: overview, paint per zoom frame', median: median(zoomPaint), unit: 'ms/frame', runs: 5, samples: zoomPaint }));
    rows.push(spread({ name: 'browser: overview, heap growth (opened, zoomed 4 times)', median: median(growth), unit: 'MB', runs: 5, target: '<= 20 MB', samples: growth }));
  }

  if (loadsOnly) throw new Done();
  progress('memory');
  // Memory: 1,000 navigations around the tree through the address.
  const r = await load(browser, url, null);
  const before = await heapMb(r.page);
  progress('navigations');
  await r.page.evaluate(async () => {
    let seed = 7;
    for (let i = 0; i < 1000; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
      let moves = '';
      for (let d = 0; d < seed % 6; d++) moves += cells.splice((seed >> (d * 3)) % cells.length, 1)[0];
      window.location.hash = `#/${moves}`;
      await new Promise((res) => requestAnimationFrame(res));
    }
  });
  const after = await heapMb(r.page);
  rows.push({ name: 'browser: heap before 1,000 navigations', median: before, unit: 'MB' });
  rows.push({ name: 'browser: heap after 1,000 navigations', median: after, unit: 'MB' });
  await r.page.close();
} catch (e) {
  if (!(e instanceof Done)) throw e;
} finally {
  await browser.close();
  await server.close();
}
if (json) console.log(JSON.stringify({ rows }, null, 2));
else console.log(formatRows(rows));
