/**
 * `npm run gallery [-- --only explorer-4,lab-alphabeta --lang ja --size 390x844 --out DIR --parallel 2]`:
 * renders every view of the built app (scripts/galleryViews.ts) in both
 * languages at 1920x1080, 1280x720 and 390x844 into one folder (gallery/ by
 * default) with an index.html that shows them in a grid. Builds first when
 * dist/ is missing; serves dist/ with Vite's preview server and drives
 * Debian's Chromium, as the browser tests do (test/e2e/harness.ts).
 *
 * Each picture is a fresh page at its size (nothing carried over from the
 * last one: saved settings start empty but for the language), so a view is
 * seen as a person opening its address on that screen sees it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { en, type MessageKey } from '../src/i18n/en.ts';
import { ja } from '../src/i18n/ja.ts';
import { SETTINGS_KEY } from '../src/store/settings.ts';
import { DIST, launchBrowser, startServer, watchErrors } from '../test/e2e/harness.ts';
import { galleryIndex, indexResults, labelPattern, parseGalleryArgs, selectedShots, type GalleryShot, type GalleryStep, type ShotResult } from './galleryViews.ts';

const DICTIONARIES = { en, ja } as const;
/** Time for a glide or a late layout to settle after the page says it is ready (the app does not animate in presentation mode). */
const SETTLE_MS = 500;

let options;
try {
  options = parseGalleryArgs(process.argv.slice(2));
} catch (e) {
  console.error(`gallery: ${(e as Error).message}`);
  process.exit(2);
}
const out = resolve(options.out);

if (!existsSync(join(DIST, 'index.html'))) {
  console.log(`${DIST}/ is missing: building it first (vite build)…`);
  const built = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
mkdirSync(out, { recursive: true });

async function runStep(page: Page, step: GalleryStep, shot: GalleryShot): Promise<void> {
  const words = DICTIONARIES[shot.language];
  const named = (key: MessageKey, role: 'button' | 'tab' = 'button') => page.getByRole(role, { name: labelPattern(words[key]) }).first();
  if ('click' in step) {
    await named(step.click, step.role).click({ timeout: 15_000 });
  } else if ('tab' in step) {
    await page.getByRole('tab').nth(step.tab).click({ timeout: 15_000 });
  } else if ('fill' in step) {
    await page.getByRole('textbox', { name: words[step.fill], exact: true }).first().fill(step.value, { timeout: 15_000 });
  } else if ('waitFor' in step) {
    await page.locator(step.waitFor).first().waitFor({ timeout: step.timeoutMs ?? 15_000 });
  } else if ('waitEnabled' in step) {
    const button = named(step.waitEnabled);
    const deadline = Date.now() + (step.timeoutMs ?? 15_000);
    await button.waitFor({ timeout: step.timeoutMs ?? 15_000 });
    while (!(await button.isEnabled())) {
      if (Date.now() > deadline) throw new Error(`"${words[step.waitEnabled]}" was not enabled again in time`);
      await page.waitForTimeout(200);
    }
  } else if ('scroll' in step) {
    await page.locator(step.scroll).first().evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  } else {
    await page.keyboard.press(step.press);
  }
}

async function take(browser: Browser, url: string, shot: GalleryShot): Promise<ShotResult> {
  const context = await browser.newContext({ viewport: shot.size, deviceScaleFactor: 1, serviceWorkers: 'block' });
  // Every page starts with saved settings holding the language only (an address's options are saved as it is used).
  await context.addInitScript(([key, language]) => localStorage.setItem(key, JSON.stringify({ language })), [SETTINGS_KEY, shot.language] as const);
  const page = await context.newPage();
  const pageErrors = watchErrors(page);
  try {
    await page.goto(url + shot.view.address);
    await page.waitForSelector('[data-ready="true"]', { timeout: 30_000 });
    for (const step of shot.view.steps ?? []) await runStep(page, step, shot);
    if (shot.view.print) await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
    await page.waitForTimeout(SETTLE_MS);
    await page.screenshot({ path: join(out, shot.file), fullPage: shot.view.print === true });
    return { shot, pageErrors };
  } catch (e) {
    // A picture of how far it got helps more than none.
    await page.screenshot({ path: join(out, shot.file) }).catch(() => undefined);
    return { shot, error: (e as Error).message.split('\n')[0], pageErrors };
  } finally {
    await context.close();
  }
}

const shots = selectedShots(options);
const started = Date.now();
const { server, url } = await startServer();
const browser = await launchBrowser();
const results: ShotResult[] = new Array<ShotResult>(shots.length);
try {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < shots.length) {
      const i = next++;
      results[i] = await take(browser, url, shots[i]);
      done++;
      const r = results[i];
      process.stdout.write(`\r${done}/${shots.length} ${r.error ? `FAILED ${r.shot.file}: ${r.error}\n` : r.shot.file.padEnd(48)}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.parallel, shots.length) }, worker));
} finally {
  await browser.close();
  await server.close();
}
const index = join(out, 'index.html');
writeFileSync(index, galleryIndex(indexResults(results, (file) => existsSync(join(out, file))), `Minimax Explorer gallery (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`));
const failed = results.filter((r) => r.error);
const noisy = results.filter((r) => r.pageErrors?.length);
console.log(`\n${results.length - failed.length} of ${results.length} pictures in ${Math.round((Date.now() - started) / 1000)} s${failed.length ? `; not taken: ${failed.map((r) => r.shot.file).join(', ')}` : ''}${noisy.length ? `; page errors in ${noisy.length} (listed in the index)` : ''}.`);
console.log(`Open ${index}`);
if (failed.length) process.exitCode = 1;
