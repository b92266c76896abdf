/**
 * `npx tsx scripts/screenshot.ts [hash] [out.png] [width] [height] [tab] [language]`:
 * a screenshot of the built app (for looking at the UI). `tab` is a tab's
 * visible name (e.g. "Search lab"); `language` is en or ja.
 */
import { launchBrowser, startServer, watchErrors } from '../test/e2e/harness.ts';

const [hash = '', out = 'test-results/screenshot.png', w = '1400', h = '900', tab = '', lang = ''] = process.argv.slice(2);
const { server, url } = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
  const errors = watchErrors(page);
  if (lang) {
    await page.goto(`${url}#/`);
    await page.evaluate((l) => localStorage.setItem('minimax-explorer/settings/v1', JSON.stringify({ language: l })), lang);
  }
  await page.goto(url + hash);
  if (lang) await page.reload(); // a hash-only navigation keeps the document: reload to read the settings
  await page.waitForSelector('[data-ready="true"]', { timeout: 15000 }).catch(() => undefined);
  if (tab) await page.getByRole('tab', { name: tab }).click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: out, fullPage: false });
  console.log(`saved ${out}`);
  if (errors.length) console.log(errors.join('\n'));
} finally {
  await browser.close();
  await server.close();
}
