/**
 * `npm run bench:browser [-- --json]`: the production build in headless
 * Chromium (no GPU). Medians over fresh page loads:
 * - navigation to a playable board, and to the tree drawn; worker build and build + transfer;
 * - JS heap after load; initial JS gzipped;
 * - frames per second and paint time while panning the 586- and 3,610-board views;
 * - click on a board to the new view drawn;
 * - heap after 1,000 navigations around the tree.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, waitForFirstDraw } from '../test/e2e/harness.ts';
import { median, formatRows, type BenchRow } from '../bench/stats.ts';

const json = process.argv.includes('--json');
/** --loads: only the page-load figures (quick). */
const loadsOnly = process.argv.includes('--loads');
const LOADS = Number(process.env.BENCH_LOADS ?? 15);
class Done extends Error {}

function initialJsGzip(): number {
  const html = readFileSync('dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/src="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/href="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set([...scripts, ...preloads])].reduce((sum, f) => sum + gzipSync(readFileSync(`dist/${f}`)).length, 0);
}

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

async function clickToDrawn(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.tree-canvas') as HTMLCanvasElement;
    const items = [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')];
    const focus = canvas.dataset.focus;
    const [x, y, k] = (canvas.dataset.transform as string).split(',').map(Number);
    const r = canvas.getBoundingClientRect();
    const children = items.filter((el) => el.getAttribute('aria-level') === '2');
    const target = children[children.length >> 1];
    const sx = r.left + (Number(target.dataset.wx) + 27) * k + x;
    const sy = r.top + (Number(target.dataset.wy) + 27) * k + y;
    const t0 = performance.now();
    canvas.dispatchEvent(new MouseEvent('click', { clientX: sx, clientY: sy, bubbles: true }));
    const ok = await new Promise<boolean>((resolve) => {
      const check = () => (canvas.dataset.focus !== focus ? resolve(true) : performance.now() - t0 > 5000 ? resolve(false) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
    return ok ? performance.now() - t0 : NaN;
  });
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
  rows.push({ name: 'browser: initial JS, gzipped', median: initialJsGzip() / 1024, unit: 'KB', target: '<= 150 KB' });

  for (const [depth, boards, target] of loadsOnly ? [] : [
    [3, 586, 55],
    [4, 3610, 30],
  ] as const) {
    const fps: number[] = [];
    const paint: number[] = [];
    const fitFps: number[] = [];
    const fitPaint: number[] = [];
    const clicks: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await load(browser, url, { treeDepth: depth });
      const count = await r.page.locator('[role="treeitem"]').count();
      if (count !== boards) throw new Error(`expected ${boards} boards, got ${count}`);
      progress(`depth ${depth} run ${i}`);
      clicks.push(await clickToDrawn(r.page));
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
    rows.push({ name: `browser: pan ${boards} boards, home view`, median: median(fps), unit: 'fps', runs: 3, target: `>= ${target} fps` });
    rows.push({ name: `browser: paint ${boards} boards, home view`, median: median(paint), unit: 'ms/frame', runs: 3 });
    rows.push({ name: `browser: pan ${boards} boards, all in view (fit)`, median: median(fitFps), unit: 'fps', runs: 3, target: `>= ${target} fps` });
    rows.push({ name: `browser: paint ${boards} boards, all in view (fit)`, median: median(fitPaint), unit: 'ms/frame', runs: 3 });
    rows.push({ name: `browser: click to new view drawn (${boards}-board view)`, median: median(clicks), unit: 'ms', runs: 3, target: '<= 50 ms' });
  }

  if (loadsOnly) throw new Done();
  progress('memory');
  // Memory: 1,000 navigations around the tree through the address.
  const r = await load(browser, url, null);
  const before = await heapMb(r.page);
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
